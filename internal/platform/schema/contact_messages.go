package schema

// contactMessages is mensajes_contacto, the inbox of the public contact form: personal data, so no
// role reads it but the service role (the CMS, after its own check of the view contactos); anon and
// signed-in visitors may only insert a message, and read nothing back.
func contactMessages() *Table {
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	at := func(name string) Column { return Column{Name: name, Type: Timestamptz} }
	return &Table{
		Name: "mensajes_contacto",
		Columns: []Column{
			serialID(),
			text("nombre", true), text("email", true), text("telefono", false), text("empresa", false),
			text("asunto", true), text("mensaje", true),
			{Name: "consentimiento", Type: Boolean, NotNull: true, HasDefault: true},
			{Name: "estado", Type: Text, NotNull: true, HasDefault: true},
			text("respuesta", false), at("respondido_en"), at("notificado_en"), at("notificacion_intento_en"),
			createdAt(),
		},
		PrimaryKey:  "id",
		InsertRoles: everyone,
		Personal:    true,
		Hooks:       Hooks{InsertCheck: contactInsertCheck},
	}
}
