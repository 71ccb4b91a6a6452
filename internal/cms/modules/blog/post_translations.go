package blog

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// A post's translations, through the shared translation screens: the form lists each active
// language with its status (missing, up to date, outdated: the post was saved after the
// translation), and each language has its own page with the Spanish text beside every translatable
// field. A translation is saved as a draft unless the editor publishes it.

// translatedFields are the post's translatable fields with their labels and bounds.
func translatedFields() []translation.Field {
	return []translation.Field{
		{Name: "titulo", Label: "Título", Max: maxTitulo},
		{Name: "slug", Label: "Dirección de la entrada", Max: maxTitulo},
		{Name: "extracto", Label: "Extracto", Max: maxExtracto, Long: true},
		{Name: "cuerpo", Label: "Texto", Long: true, Rich: true, Rows: 14},
		{Name: "portada_alt", Label: "Texto alternativo de la portada", Max: maxAlt},
	}
}

// translations are the post's translation screens (the shared translation package).
func (m *module) translations() (*translation.Screens, error) {
	fields := translatedFields()
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/blog", Fields: fields,
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: p.ID, Version: p.Version, Title: p.Titulo, Source: p.sourceFields()}, nil
		},
		Check: checkTranslation, Back: msgBackToPost, Changed: msgTranslationChanged, SlugTaken: MsgTranslationSlugTaken,
		Hint: msgTranslationHint, Preview: true})
}

// checkTranslation adds the post form's own rules: a title, and a slug made from it when empty.
func checkTranslation(row records.Fields, fields cms.FieldMessages) {
	title, _ := row["titulo"].(string)
	if title == "" {
		fields["titulo"] = MsgTituloRequired
	}
	if s, _ := row["slug"].(string); s == "" {
		row["slug"] = strings.TrimRight(truncate(slug.Of(title, "entrada"), maxTitulo), "-")
	} else if !slugPattern.MatchString(s) {
		fields["slug"] = MsgSlugInvalid
	}
}

// sourceFields are the post's Spanish texts of the translatable fields.
func (p *post) sourceFields() map[string]string {
	return map[string]string{"titulo": p.Titulo, "slug": p.Slug, "extracto": p.Extracto, "cuerpo": p.Cuerpo, "portada_alt": p.PortadaAlt}
}
