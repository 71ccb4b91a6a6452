package catalog

import (
	"github.com/vitrina/vitrina/internal/contactform"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// contactMessages is mensajes_contacto (its bounds are the public form's, held here for every caller), the inbox of the public contact form: personal data, so no
// role reads it but the service role (the CMS, after its own check of the view contactos); anon and
// signed-in visitors may only insert a message, and read nothing back.
func contactMessages() *schema.Table {
	text := func(name string, notNull bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull}
	}
	line := func(name string, notNull bool, max int) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull, MaxLength: max, OneLine: true}
	}
	at := func(name string) schema.Column { return schema.Column{Name: name, Type: schema.Timestamptz} }
	limit := schema.Limit{Max: contactform.PerAddress, Window: contactform.Window} // the public form's flood limit
	return &schema.Table{
		Name: "mensajes_contacto",
		Columns: []schema.Column{
			schema.SerialID(),
			line("nombre", true, contactform.MaxName), line("email", true, contactform.MaxEmail), line("telefono", false, contactform.MaxPhone),
			line("empresa", false, contactform.MaxCompany), line("asunto", true, contactform.MaxSubject),
			{Name: "mensaje", Type: schema.Text, NotNull: true, MaxLength: contactform.MaxMessage},
			{Name: "consentimiento", Type: schema.Boolean, NotNull: true, HasDefault: true},
			{Name: "estado", Type: schema.Text, NotNull: true, HasDefault: true},
			text("respuesta", false), at("respondido_en"), at("notificado_en"), at("notificacion_intento_en"),
			schema.CreatedAt(),
		},
		PrimaryKey:  "id",
		InsertRoles: schema.Everyone(),
		Personal:    true,
		InsertLimit: &limit,
		Hooks:       schema.Hooks{InsertCheck: contactInsertCheck},
	}
}
