package catalog

import "github.com/vitrina/vitrina/internal/platform/schema"

// The projects' tables (docs/spec/modules.md §1, view proyectos): case studies (an editorial table,
// with the per-item SEO columns every editorial table carries) and their gallery. The key results are
// a JSON array of {etiqueta, cifra} on the project: they belong to it alone and are read and written
// with it, so one save writes them, its revisions keep them and a restore brings them back. Anyone
// reads the gallery (the files are in a public bucket, and anon still reaches a project only through
// the lifecycle rule); signed-in users write both.

func projectTables() []*schema.Table {
	text := func(name string, notNull, hasDefault bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return []*schema.Table{
		{
			Name: "proyectos",
			Columns: schema.WithLifecycle(
				schema.SerialID(),
				text("titulo", true, false),
				text("slug", true, false),
				schema.Column{Name: "cliente", Type: schema.Integer},
				schema.Column{Name: "categoria", Type: schema.Integer},
				text("resumen", true, true),
				text("cuerpo", true, true),
				schema.Column{Name: "fecha", Type: schema.Timestamptz, NotNull: true, HasDefault: true},
				schema.Column{Name: "destacado", Type: schema.Boolean, NotNull: true, HasDefault: true},
				schema.Column{Name: "resultados", Type: schema.JSONB, NotNull: true, HasDefault: true},
				text("meta_titulo", false, false),
				text("meta_descripcion", false, false),
				text("url_canonica", false, false),
				schema.Column{Name: "noindex", Type: schema.Boolean, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
			),
			PrimaryKey: "id",
			ForeignKeys: []schema.ForeignKey{
				schema.FK("proyectos", "cliente", "clientes"),
				schema.FK("proyectos", "categoria", "categoria-servicios"),
			},
			ReadRoles:  schema.Everyone(),
			WriteRoles: schema.SignedIn(),
			Lifecycle:  true,
			Search:     &schema.Search{Title: "titulo", Fields: []string{"resumen", "cuerpo"}, Path: "/proyectos/{slug}", View: "proyectos"},
			// Each language has its own title, slug, summary, body, key results (their labels are
			// text: the translation holds its own copy of the array) and search-engine texts.
			Translations: &schema.Translations{Fields: []string{"titulo", "resumen", "cuerpo", "resultados", ColumnMetaTitle, ColumnMetaDescription}},
		},
		{
			Name: "proyecto_imagenes",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "proyecto", Type: schema.Integer, NotNull: true},
				text("bucket", true, true),
				text("ruta", true, false),
				text("texto_alternativo", true, true),
				{Name: "orden", Type: schema.Integer, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
				schema.TextsVersion(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("proyecto_imagenes", "proyecto", "proyectos")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			// Each language has its own alternative text of a gallery image.
			Translations: &schema.Translations{Fields: []string{"texto_alternativo"}},
		},
	}
}
