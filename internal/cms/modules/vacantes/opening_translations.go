package vacantes

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of an opening, through the shared translation screens: its title, its own
// address in the language, its location, description and requirements, and its search texts; the
// department, the terms, the salary and the closing date are the opening's.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/vacantes",
		Fields: append([]translation.Field{
			{Name: "titulo", Label: "Título", Max: 200},
			{Name: "slug", Label: "Dirección", Max: 120},
			{Name: "ubicacion", Label: "Ubicación"},
			{Name: "descripcion", Label: "Descripción", Long: true, Rows: 10},
			{Name: "requisitos", Label: "Requisitos", Long: true, Rows: 8},
		}, translation.SEOFields()...),
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			o, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			seo := cms.SEO(o.ItemSEO).SEOForm()
			return &translation.Item{ID: o.ID, Version: o.Version, Title: o.Titulo,
				Source: map[string]string{"titulo": o.Titulo, "slug": o.Slug, "ubicacion": cms.Deref(o.Ubicacion), "descripcion": o.Descripcion,
					"requisitos": o.Requisitos, "meta_titulo": seo["meta_titulo"], "meta_descripcion": seo["meta_descripcion"]}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"titulo": msgTitleRequired}, Slug: true, From: "titulo", Fallback: "vacante",
			Max: 120, SlugInvalid: msgSlugInvalid, Valid: slugRE.MatchString}.Check,
		Back: msgBackToOpening, Changed: msgTranslationChanged, SlugTaken: msgTranslationSlugTaken, Preview: true})
}
