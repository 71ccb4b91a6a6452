package schema

import "time"

// Bounds of a contact message, in characters: the public form's, held by the table for every caller.
const (
	contactMaxName    = 120
	contactMaxEmail   = 254
	contactMaxPhone   = 40
	contactMaxCompany = 160
	contactMaxSubject = 200
	contactMaxMessage = 5000
)

// contactLimit is how many messages one address may send: the public form's flood limit, held by
// the table for anon's inserts.
func contactLimit() Limit { return Limit{Max: 5, Window: 10 * time.Minute} }

// contactMessages is mensajes_contacto, the inbox of the public contact form: personal data, so no
// role reads it but the service role (the CMS, after its own check of the view contactos); anon and
// signed-in visitors may only insert a message, and read nothing back.
func contactMessages() *Table {
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	line := func(name string, notNull bool, max int) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, MaxLength: max, OneLine: true}
	}
	at := func(name string) Column { return Column{Name: name, Type: Timestamptz} }
	limit := contactLimit()
	return &Table{
		Name: "mensajes_contacto",
		Columns: []Column{
			serialID(),
			line("nombre", true, contactMaxName), line("email", true, contactMaxEmail), line("telefono", false, contactMaxPhone),
			line("empresa", false, contactMaxCompany), line("asunto", true, contactMaxSubject),
			{Name: "mensaje", Type: Text, NotNull: true, MaxLength: contactMaxMessage},
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
