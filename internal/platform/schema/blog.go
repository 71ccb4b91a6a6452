package schema

// The blog's tables (docs/spec/modules.md §1, view blog): posts (an editorial table), tags and the
// many-to-many join between them. Anyone reads tags and the join (a tag's name and which post
// carries it are public facts of published posts; anon still sees only published posts through
// the lifecycle rule); signed-in users write them. autor references an employee; the post keeps
// the name it is signed with (autor_nombre) because anon may not read "Empleados".

func blogTables() []*Table {
	text := func(name string, notNull, hasDefault bool) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return []*Table{
		{
			Name: "blog_entradas",
			Columns: withLifecycle(
				serialID(),
				text("titulo", true, false),
				text("slug", true, false),
				text("extracto", true, true),
				text("cuerpo", true, true),
				text("portada", false, false),
				text("portada_alt", true, true),
				Column{Name: "autor", Type: UUID},
				text("autor_nombre", true, true),
				Column{Name: "tiempo_lectura", Type: Integer, NotNull: true, HasDefault: true},
				createdAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("blog_entradas", "autor", "Empleados")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
			Lifecycle:   true,
		},
		{
			Name:       "etiquetas",
			Columns:    []Column{serialID(), text("nombre", true, false), text("slug", true, false), createdAt()},
			PrimaryKey: "id",
			ReadRoles:  everyone,
			WriteRoles: authenticated,
		},
		{
			Name: "blog_entradas_etiquetas",
			Columns: []Column{
				serialID(),
				{Name: "entrada", Type: Integer, NotNull: true},
				{Name: "etiqueta", Type: Integer, NotNull: true},
				createdAt(),
			},
			PrimaryKey: "id",
			ForeignKeys: []ForeignKey{
				fk("blog_entradas_etiquetas", "entrada", "blog_entradas"),
				fk("blog_entradas_etiquetas", "etiqueta", "etiquetas"),
			},
			ReadRoles:  everyone,
			WriteRoles: authenticated,
		},
	}
}
