package schema

// The projects' tables (docs/spec/modules.md §1, view proyectos): case studies (an editorial table,
// with the per-item SEO columns every editorial table carries) and their gallery. The key results are
// a JSON array of {etiqueta, cifra} on the project: they belong to it alone and are read and written
// with it, so one save writes them, its revisions keep them and a restore brings them back. Anyone
// reads the gallery (the files are in a public bucket, and anon still reaches a project only through
// the lifecycle rule); signed-in users write both.

func projectTables() []*Table {
	text := func(name string, notNull, hasDefault bool) Column {
		return Column{Name: name, Type: Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return []*Table{
		{
			Name: "proyectos",
			Columns: withLifecycle(
				serialID(),
				text("titulo", true, false),
				text("slug", true, false),
				Column{Name: "cliente", Type: Integer},
				Column{Name: "categoria", Type: Integer},
				text("resumen", true, true),
				text("cuerpo", true, true),
				Column{Name: "fecha", Type: Timestamptz, NotNull: true, HasDefault: true},
				Column{Name: "destacado", Type: Boolean, NotNull: true, HasDefault: true},
				Column{Name: "resultados", Type: JSONB, NotNull: true, HasDefault: true},
				text("meta_titulo", false, false),
				text("meta_descripcion", false, false),
				text("url_canonica", false, false),
				Column{Name: "noindex", Type: Boolean, NotNull: true, HasDefault: true},
				createdAt(),
			),
			PrimaryKey: "id",
			ForeignKeys: []ForeignKey{
				fk("proyectos", "cliente", "clientes"),
				fk("proyectos", "categoria", "categoria-servicios"),
			},
			ReadRoles:  everyone,
			WriteRoles: authenticated,
			Lifecycle:  true,
			Search:     &Search{Title: "titulo", Fields: []string{"resumen", "cuerpo"}, Path: "/proyectos/{slug}", View: "proyectos"},
		},
		{
			Name: "proyecto_imagenes",
			Columns: []Column{
				serialID(),
				{Name: "proyecto", Type: Integer, NotNull: true},
				text("bucket", true, true),
				text("ruta", true, false),
				text("texto_alternativo", true, true),
				{Name: "orden", Type: Integer, NotNull: true, HasDefault: true},
				createdAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("proyecto_imagenes", "proyecto", "proyectos")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
		},
	}
}
