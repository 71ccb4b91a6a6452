package catalog

import (
	"github.com/vitrina/vitrina/internal/contactform"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// contactMessages is mensajes_contacto, the inbox of the public contact form (its bounds are the
// form's, held here for every caller): personal data, so no role reads it but the service role (the CMS, after its own check of the view contactos); anon and
// signed-in visitors may only insert a message, and read nothing back.
func contactMessages() *schema.Table {
	text := func(name string, notNull bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, NotNull: notNull}
	}
	at := func(name string) schema.Column { return schema.Column{Name: name, Type: schema.Timestamptz} }
	return &schema.Table{
		Name: "mensajes_contacto",
		Columns: append(append([]schema.Column{schema.SerialID()}, senderColumns()...),
			oneLine("empresa", false, contactform.MaxCompany), oneLine("asunto", true, contactform.MaxSubject),
			schema.Column{Name: "mensaje", Type: schema.Text, NotNull: true, MaxLength: contactform.MaxMessage},
			schema.Column{Name: "consentimiento", Type: schema.Boolean, NotNull: true, HasDefault: true},
			schema.Column{Name: "estado", Type: schema.Text, NotNull: true, HasDefault: true},
			text("respuesta", false), at("respondido_en"), at("notificado_en"), at("notificacion_intento_en"),
			schema.CreatedAt(), visitorLanguage(),
		),
		PrimaryKey:  "id",
		InsertRoles: schema.Everyone(),
		Personal:    true,
		InsertLimit: formLimit(),
		Hooks:       schema.Hooks{InsertCheck: contactInsertCheck},
	}
}

// visitorLanguage is the language of the site's pages a form was sent from (a code of idiomas; NULL
// for a message sent before the site had languages, or from the Spanish pages of an older site).
func visitorLanguage() schema.Column {
	return schema.Column{Name: "idioma", Type: schema.Text, MaxLength: 35, OneLine: true}
}
