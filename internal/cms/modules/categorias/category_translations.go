package categorias

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a service category, through the shared translation screens with a plain
// «Guardar»: its name and its own address in the language.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: "categoria-servicios", Base: "/admin/categorias",
		Fields: []translation.Field{{Name: "name", Label: "Nombre", Max: maxName}, {Name: "slug", Label: "Dirección", Max: maxName}},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			cats, err := m.Svc.CategoryList(ctx, token)
			if err != nil {
				return nil, err
			}
			c, ok := find(cats, id)
			if !ok {
				return nil, cms.Fail(http.StatusNotFound, MsgCategoryGone)
			}
			return &translation.Item{ID: c.ID, Title: c.Name, Source: map[string]string{"name": c.Name, "slug": c.Slug}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"name": MsgCategoryNameEmpty}, Slug: true, From: "name", Fallback: "categoria", Max: maxName}.Check,
		Back:  msgBackToCategory, SlugTaken: msgTranslationSlugTaken, Simple: true})
}
