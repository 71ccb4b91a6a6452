package contenido

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a content item, through the shared translation screens: its title, its text
// (the rest of the body — its layout — is the item's), and its search-engine texts.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/contenido",
		Fields: append([]translation.Field{
			{Name: "titulo", Label: "Título", Max: maxTitulo},
			{Name: "descripcion", Label: "Texto", Long: true, Rich: true, Rows: 14, Key: "body"},
		}, translation.SEOFields()...),
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			c, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			seo := c.SEOForm()
			return &translation.Item{ID: c.ID, Version: c.Version, Title: c.Titulo,
				Source: map[string]string{"titulo": c.Titulo, "descripcion": c.Descripcion.Body,
					"meta_titulo": seo["meta_titulo"], "meta_descripcion": seo["meta_descripcion"]},
				Objects: map[string]map[string]any{"descripcion": {"body": c.Descripcion.Body, "layout": c.Descripcion.Layout}}}, nil
		},
		Check:   translation.Rules{Required: map[string]string{"titulo": MsgTituloRequired}}.Check,
		Back:    msgBackToItem,
		Changed: msgTranslationChanged, Preview: true})
}
