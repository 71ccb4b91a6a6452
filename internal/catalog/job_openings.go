package catalog

import (
	"github.com/vitrina/vitrina/internal/contactform"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// jobOpenings is vacantes: job openings, an editorial table (docs/spec/modules.md §2). anon reads
// the openings published now (closed ones too: their page answers 410 "cerrada"); signed-in users
// read and write every state.
func jobOpenings() *schema.Table {
	text := func(name string, notNull, hasDefault bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull, HasDefault: hasDefault}
	}
	return &schema.Table{
		Name: "vacantes",
		Columns: schema.WithLifecycle(
			schema.SerialID(),
			text("titulo", true, false), text("slug", true, false),
			schema.Column{Name: "departamento", Type: schema.Integer},
			text("ubicacion", false, false), text("modalidad", true, false), text("tipo", true, false),
			text("descripcion", true, true), text("requisitos", true, true),
			schema.Column{Name: "salario_min", Type: schema.Integer}, schema.Column{Name: "salario_max", Type: schema.Integer},
			schema.Column{Name: "fecha_cierre", Type: schema.Timestamptz},
			schema.Column{Name: "cerrada", Type: schema.Boolean, NotNull: true, HasDefault: true},
			schema.CreatedAt(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []schema.ForeignKey{schema.FK("vacantes", "departamento", "departamentos")},
		ReadRoles:   schema.Everyone(),
		WriteRoles:  schema.SignedIn(),
		Lifecycle:   true,
		// Each language has its own title, slug, place, description, requirements and search-engine
		// texts; salaries, dates and the kind of contract are shared.
		Translations: &schema.Translations{Fields: []string{"titulo", "ubicacion", "descripcion", "requisitos", ColumnMetaTitle, ColumnMetaDescription}},
	}
}

// jobApplications is postulaciones: what applicants send to an opening — personal data, so like
// mensajes_contacto only the service role reads it (the CMS, after its check of the view vacantes);
// anon and signed-in visitors may only insert one, and read nothing back. Its CV is an object of the
// private drop-box bucket postulaciones (bucketApplications).
func jobApplications() *schema.Table {
	text := func(name string, notNull bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull}
	}
	at := func(name string) schema.Column { return schema.Column{Name: name, Type: schema.Timestamptz} }
	return &schema.Table{
		Name: "postulaciones",
		Columns: append(append([]schema.Column{schema.SerialID(), {Name: "vacante", Type: schema.Integer, NotNull: true}}, senderColumns()...),
			schema.Column{Name: "mensaje", Type: schema.Text, MaxLength: contactform.MaxApplicationMessage},
			schema.Column{Name: "consentimiento", Type: schema.Boolean, NotNull: true, HasDefault: true},
			text("cv", true),
			schema.Column{Name: "estado", Type: schema.Text, NotNull: true, HasDefault: true},
			text("notas", false), at("notificado_en"), at("notificacion_intento_en"),
			schema.CreatedAt(), visitorLanguage(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []schema.ForeignKey{schema.FK("postulaciones", "vacante", "vacantes")},
		InsertRoles: schema.Everyone(),
		Personal:    true,
		InsertLimit: formLimit(),
		Hooks:       schema.Hooks{InsertCheck: applicationInsertCheck},
	}
}
