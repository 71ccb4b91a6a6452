package pages

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// The translations of a page, through the shared translation screens: its title, its own address
// in the language, its blocks — the Spanish ones with their texts translated field by field
// (translatedBlocks; the platform checks them as the page's) — and its search texts.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/pages",
		Fields: append([]translation.Field{
			{Name: "titulo", Label: "Título", Max: maxTitulo},
			{Name: "slug", Label: "Dirección de la página", Max: maxTitulo},
			{Name: blocksColumn, Label: msgTranslationBlocks, Expand: m.translatedBlocks()},
		}, translation.SEOFields()...),
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			seo := p.SEOForm()
			blocks := string(p.Bloques)
			if blocks == "" || blocks == "null" {
				blocks = "[]"
			}
			return &translation.Item{ID: p.ID, Version: p.Version, Title: p.Titulo,
				Source: map[string]string{"titulo": p.Titulo, "slug": p.Slug, "bloques": blocks,
					"meta_titulo": seo["meta_titulo"], "meta_descripcion": seo["meta_descripcion"]}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"titulo": MsgTituloNeeded}, Slug: true, From: "titulo", Fallback: "pagina",
			Max: maxTitulo, SlugInvalid: msgTranslationSlugInvalid, Valid: func(s string) bool { return pageblocks.CheckSlug(s, false) == "" }}.Check,
		Back: msgBackToPage, Changed: msgTranslationChanged, SlugTaken: msgTranslationSlugTaken,
		Hint: msgTranslationHint, Preview: true})
}
