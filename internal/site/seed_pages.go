package site

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// demoPageImage is a picture the demo seed has already stored (the first content item's).
const demoPageImage = "contenido/imagenes/lanzamos-la-nueva-tienda-en-linea-de-cafe-montana.png"

// seedPages writes the demo's free pages: "Quiénes somos" with several kinds of blocks, a page
// under it, and the legal notice.
func seedPages(ctx context.Context, c *platformclient.Client) error {
	about := []map[string]any{
		{"tipo": "texto", "html": "<p>En " + demoCompany + " ayudamos desde 2009 a pymes y grandes empresas a sacar partido de la tecnología. " +
			"Somos un equipo de treinta y dos personas entre Madrid, Valencia y Bilbao.</p>" +
			"<h2>Cómo trabajamos</h2><p>Escuchamos primero, proponemos después y medimos siempre: cada proyecto tiene objetivos " +
			"claros y un responsable que responde por ellos.</p>"},
		{"tipo": "imagen", "archivo": demoPageImage, "alt": "La tienda en línea de Café Montaña, uno de nuestros proyectos", "pie": "Uno de nuestros últimos proyectos."},
		{"tipo": "testimonios", "cantidad": 3},
		{"tipo": "clientes", "cantidad": 8},
		{"tipo": "boton", "texto": "Conozca nuestros servicios", "enlace": "/servicios/desarrollo-de-software"},
		{"tipo": "formulario_contacto", "texto": "Cuéntenos su proyecto"},
	}
	team := []map[string]any{
		{"tipo": "texto", "html": "<p>Dirección general: Marta Ibáñez. Tecnología: Javier Ortega. Cuentas: Lucía Campos.</p>" +
			"<p>Detrás de ellos, desarrolladores, diseñadores y consultores con una media de diez años de oficio.</p>"},
	}
	legal := []map[string]any{
		{"tipo": "texto", "html": "<p>" + demoCompany + " S.L., con domicilio en Calle de Alcalá 120, 28009 Madrid, e inscrita en el " +
			"Registro Mercantil de Madrid. Los contenidos de este sitio son propiedad de la empresa salvo que se indique otra cosa.</p>"},
	}
	encode := func(blocks []map[string]any) json.RawMessage {
		raw, _ := json.Marshal(blocks) // maps of strings and numbers always encode
		return raw
	}
	var created []struct {
		ID int64 `json:"id"`
	}
	if err := c.From("paginas", c.Service()).Insert(ctx, map[string]any{"titulo": "Quiénes somos", "slug": "quienes-somos",
		"bloques": encode(about), "seo_descripcion": "Quiénes somos en " + demoCompany + ": equipo, forma de trabajar y clientes."}, &created); err != nil {
		return fmt.Errorf("demo seed: page Quiénes somos: %w", err)
	}
	if len(created) != 1 {
		return fmt.Errorf("demo seed: page Quiénes somos: %d rows created", len(created))
	}
	rows := []map[string]any{
		{"titulo": "Nuestro equipo", "slug": "equipo", "padre": created[0].ID, "bloques": encode(team)},
		{"titulo": "Aviso legal", "slug": "aviso-legal", "padre": nil, "bloques": encode(legal)},
	}
	if err := c.From("paginas", c.Service()).Insert(ctx, rows, nil); err != nil {
		return fmt.Errorf("demo seed: pages: %w", err)
	}
	return nil
}
