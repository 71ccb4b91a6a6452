package site

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// demoQuestion is a FAQ entry of the demo; category "" is a general question.
type demoQuestion struct{ question, answer, category string }

var demoQuestions = []demoQuestion{
	{"¿Cuánto cuesta un proyecto con Altamar?", "<p>Cada proyecto es distinto. Tras una primera reunión gratuita le enviamos una propuesta cerrada por fases, con precio y plazos para cada una.</p>", ""},
	{"¿Trabajan con empresas fuera de España?", "<p>Sí. Trabajamos en remoto con clientes de Europa y Latinoamérica, y viajamos cuando el proyecto lo requiere.</p>", ""},
	{"¿Qué pasa cuando el proyecto termina?", "<p>Ofrecemos planes de mantenimiento con horas incluidas, actualizaciones de seguridad y un tiempo de respuesta garantizado.</p>", ""},
	{"¿Quién será mi persona de contacto?", "<p>Cada cliente tiene una jefa o jefe de proyecto que coordina al equipo y le informa cada semana.</p>", ""},
	{"¿Cuánto tarda en estar lista una tienda en línea?", "<p>Una tienda con catálogo y pasarela de pago estándar suele estar lista en seis a diez semanas.</p>", "Tiendas en línea"},
	{"¿Puedo gestionar yo mismo los contenidos de mi web?", "<p>Sí. Todos nuestros portales incluyen un gestor de contenidos en español y una sesión de formación para su equipo.</p>", "Portales corporativos"},
	{"¿Desarrollan aplicaciones para iOS y Android?", "<p>Sí, con una sola base de código cuando es posible, y en nativo cuando la aplicación lo necesita.</p>", "Aplicaciones móviles"},
	{"¿Publican ustedes la aplicación en las tiendas?", "<p>Nos encargamos de todo el proceso de publicación en App Store y Google Play, a nombre de su empresa.</p>", "Apps para clientes"},
	{"¿Qué procesos conviene automatizar primero?", "<p>Los repetitivos y con reglas claras: facturación, altas de clientes, conciliaciones. Le ayudamos a medir el ahorro antes de empezar.</p>", "Automatización de procesos"},
	{"¿Una auditoría de seguridad interrumpe nuestro trabajo?", "<p>No. Acordamos ventanas de prueba y las pruebas intrusivas se hacen fuera del horario laboral.</p>", "Auditorías de seguridad"},
	{"¿Qué entregan al final de una auditoría?", "<p>Un informe ejecutivo, un informe técnico con cada hallazgo y un plan de corrección priorizado.</p>", "Ciberseguridad"},
	{"¿Cuándo se ven los resultados del SEO local?", "<p>Los primeros cambios suelen notarse en cuatro a ocho semanas; los resultados sólidos, en tres a seis meses.</p>", "SEO local"},
	{"¿Gestionan nuestras redes sociales a diario?", "<p>Podemos hacerlo, o formar a su equipo y acompañarle con un calendario editorial y revisiones mensuales.</p>", "Redes sociales"},
}

// seedFAQ inserts the demo's questions in their order, each in its category (or general).
func seedFAQ(ctx context.Context, c *platformclient.Client, catIDs map[string]int) error {
	rows := make([]map[string]any, len(demoQuestions))
	for i, q := range demoQuestions {
		var cat any
		if q.category != "" {
			id, ok := catIDs[q.category]
			if !ok {
				return fmt.Errorf("demo seed: question %q: no category %q", q.question, q.category)
			}
			cat = id
		}
		rows[i] = map[string]any{"pregunta": q.question, "respuesta": q.answer, "categoria": cat, "orden": i + 1}
	}
	if err := records.InsertQuestions(ctx, c, c.Service(), rows); err != nil {
		return fmt.Errorf("demo seed: questions: %w", err)
	}
	return nil
}
