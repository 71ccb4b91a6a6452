package site

import (
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

type demoMessage struct{ name, email, phone, company, subject, text, status, reply string }

// demoMessages are the demo inbox: prospective customers in every status.
var demoMessages = []demoMessage{
	{"Irene Vázquez", "irene.vazquez@hotelesmar.es", "+34 612 345 678", "Hoteles Mar Azul", "Web con reservas para tres hoteles",
		"Buenos días: queremos renovar la web de nuestros tres hoteles e integrar las reservas directas. ¿Podrían enviarnos una propuesta?", "nuevo", ""},
	{"Manuel Ortiz", "m.ortiz@ferreteriaortiz.es", "", "Ferretería Ortiz", "Tienda en línea para una ferretería",
		"Tenemos unas 4 000 referencias y nos gustaría vender en línea. ¿Trabajan con negocios pequeños?", "nuevo", ""},
	{"Claudia Ramos", "claudia.ramos@gmail.com", "+34 699 111 222", "", "Prácticas en desarrollo web",
		"Hola, estudio el ciclo de Desarrollo de Aplicaciones Web y me gustaría hacer las prácticas con ustedes.", "nuevo", ""},
	{"Alberto Sanz", "asanz@logisticasanz.com", "+34 933 456 789", "Logística Sanz", "Auditoría de seguridad",
		"Después de un intento de fraude por correo queremos revisar nuestra seguridad. ¿Cuánto dura una auditoría?", "leído", ""},
	{"Rocío Márquez", "rocio@estudiomarquez.es", "", "Estudio Márquez Arquitectos", "Posicionamiento local",
		"Somos un estudio de arquitectura en Sevilla y casi no aparecemos en Google. ¿Nos pueden ayudar?", "leído", ""},
	{"Javier Lozano", "jlozano@cooperativaolivar.es", "+34 953 222 333", "Cooperativa El Olivar", "Automatizar pedidos",
		"Recibimos los pedidos por teléfono y correo y los pasamos a mano al programa de gestión. Buscamos automatizarlo.", "respondido",
		"Gracias, Javier. Le proponemos una llamada de 30 minutos el martes para conocer su proceso. — Equipo Altamar"},
	{"Silvia Crespo", "silvia.crespo@clinicadental.es", "+34 915 678 901", "Clínica Dental Crespo", "App de citas",
		"Vimos el caso de Clínica Santa Lucía. Queremos algo parecido para nuestra clínica.", "respondido",
		"Hola, Silvia: con gusto. Le enviamos un dossier con el proyecto y una primera estimación. — Equipo Altamar"},
	{"Hugo Benítez", "hugo@benitezmoda.com", "", "Benítez Moda", "Consulta sobre redes sociales",
		"¿Gestionan campañas en redes sociales o solo dan formación?", "archivado",
		"Hacemos ambas cosas. Le adjuntamos las dos modalidades. — Equipo Altamar"},
	{"Paula Gómez", "paula.gomez@asesoriagomez.es", "+34 963 210 987", "Asesoría Gómez", "Portal para clientes",
		"Queremos que nuestros clientes descarguen sus documentos desde un portal seguro.", "archivado", ""},
	{"Daniel Ferrer", "dferrer@construccionesferrer.es", "+34 976 543 210", "Construcciones Ferrer", "Presupuesto de mantenimiento web",
		"Nuestra web actual la hizo otra agencia. ¿Ofrecen mantenimiento y actualizaciones mensuales?", "nuevo", ""},
}

// seedContactMessages fills the demo inbox. The messages count as already notified, so a demo
// with a mail server configured does not send ten notices on its first start.
func seedContactMessages(ctx context.Context, c *platformclient.Client, start time.Time) error {
	rows := make([]map[string]any, len(demoMessages))
	for i, m := range demoMessages {
		at := start.Add(-time.Duration(i*19) * time.Hour).Format(time.RFC3339)
		row := map[string]any{"nombre": m.name, "email": m.email, "asunto": m.subject, "mensaje": m.text,
			"consentimiento": true, "estado": m.status, "created_at": at, "notificado_en": at,
			"telefono": nil, "empresa": nil, "respuesta": nil, "respondido_en": nil}
		if m.phone != "" {
			row["telefono"] = m.phone
		}
		if m.company != "" {
			row["empresa"] = m.company
		}
		if m.reply != "" {
			row["respuesta"] = m.reply
			row["respondido_en"] = start.Add(-time.Duration(i*19-3) * time.Hour).Format(time.RFC3339)
		}
		rows[i] = row
	}
	if err := records.InsertContactMessages(ctx, c, c.Service(), rows); err != nil {
		return fmt.Errorf("demo seed: contact messages: %w", err)
	}
	return nil
}
