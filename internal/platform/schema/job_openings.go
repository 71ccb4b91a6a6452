package schema

// jobOpenings is vacantes: job openings, an editorial table (docs/spec/modules.md §2). anon reads
// the openings published now (closed ones too: their page answers 410 "cerrada"); signed-in users
// read and write every state.
func jobOpenings() *Table {
	text := func(name string, notNull, hasDefault bool) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return &Table{
		Name: "vacantes",
		Columns: withLifecycle(
			serialID(),
			text("titulo", true, false), text("slug", true, false),
			Column{Name: "departamento", Type: Integer},
			text("ubicacion", false, false), text("modalidad", true, false), text("tipo", true, false),
			text("descripcion", true, true), text("requisitos", true, true),
			Column{Name: "salario_min", Type: Integer}, Column{Name: "salario_max", Type: Integer},
			Column{Name: "fecha_cierre", Type: Timestamptz},
			Column{Name: "cerrada", Type: Boolean, NotNull: true, HasDefault: true},
			createdAt(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []ForeignKey{fk("vacantes", "departamento", "departamentos")},
		ReadRoles:   everyone,
		WriteRoles:  authenticated,
		Lifecycle:   true,
	}
}

// jobApplications is postulaciones: what applicants send to an opening — personal data, so like
// mensajes_contacto only the service role reads it (the CMS, after its check of the view vacantes);
// anon and signed-in visitors may only insert one, and read nothing back. Its CV is an object of the
// private drop-box bucket postulaciones (internal/platform/storage, isDropBox).
func jobApplications() *Table {
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	at := func(name string) Column { return Column{Name: name, Type: Timestamptz} }
	return &Table{
		Name: "postulaciones",
		Columns: []Column{
			serialID(),
			{Name: "vacante", Type: Integer, NotNull: true},
			text("nombre", true), text("email", true), text("telefono", false), text("mensaje", false),
			{Name: "consentimiento", Type: Boolean, NotNull: true, HasDefault: true},
			text("cv", true),
			{Name: "estado", Type: Text, NotNull: true, HasDefault: true},
			text("notas", false), at("notificado_en"), at("notificacion_intento_en"),
			createdAt(),
		},
		PrimaryKey:  "id",
		ForeignKeys: []ForeignKey{fk("postulaciones", "vacante", "vacantes")},
		InsertRoles: everyone,
		Personal:    true,
		Hooks:       Hooks{InsertCheck: applicationInsertCheck},
	}
}
