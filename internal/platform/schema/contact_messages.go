package schema

import "github.com/vitrina/vitrina/internal/contactform"

// contactMessages is mensajes_contacto (its bounds are the public form's, held here for every caller), the inbox of the public contact form: personal data, so no
// role reads it but the service role (the CMS, after its own check of the view contactos); anon and
// signed-in visitors may only insert a message, and read nothing back.
func contactMessages() *Table {
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	line := func(name string, notNull bool, max int) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, MaxLength: max, OneLine: true}
	}
	at := func(name string) Column { return Column{Name: name, Type: Timestamptz} }
	limit := Limit{Max: contactform.PerAddress, Window: contactform.Window} // the public form's flood limit
	return &Table{
		Name: "mensajes_contacto",
		Columns: []Column{
			serialID(),
			line("nombre", true, contactform.MaxName), line("email", true, contactform.MaxEmail), line("telefono", false, contactform.MaxPhone),
			line("empresa", false, contactform.MaxCompany), line("asunto", true, contactform.MaxSubject),
			{Name: "mensaje", Type: Text, NotNull: true, MaxLength: contactform.MaxMessage},
			{Name: "consentimiento", Type: Boolean, NotNull: true, HasDefault: true},
			{Name: "estado", Type: Text, NotNull: true, HasDefault: true},
			text("respuesta", false), at("respondido_en"), at("notificado_en"), at("notificacion_intento_en"),
			createdAt(),
		},
		PrimaryKey:  "id",
		InsertRoles: everyone,
		Personal:    true,
		InsertLimit: &limit,
		Hooks:       Hooks{InsertCheck: contactInsertCheck},
	}
}
