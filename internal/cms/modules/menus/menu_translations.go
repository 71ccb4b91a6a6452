package menus

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the menu items' table.
const table = "menus"

// The translations of a menu item, through the shared translation screens with a plain «Guardar»:
// its label and, for a free link only, an address of its own in the language (empty: the item's).
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/menus",
		Fields: []translation.Field{
			{Name: "etiqueta", Label: "Texto del elemento", Max: maxEtiqueta},
			{Name: "destino", Label: "Dirección del enlace externo (vacía: la misma que en español)", Optional: true},
		},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			items, err := m.all(ctx, token)
			if err != nil {
				return nil, err
			}
			it := find(items, id)
			if it == nil {
				return nil, cms.Fail(http.StatusNotFound, MsgItemGone)
			}
			src := map[string]string{"etiqueta": it.Etiqueta}
			if it.Tipo == records.TargetExternal {
				src["destino"] = it.Destino
			}
			return &translation.Item{ID: it.ID, Title: it.Etiqueta, Source: src}, nil
		},
		Check: translation.Rules{Required: map[string]string{"etiqueta": MsgEtiquetaNeeded}}.Check,
		Back:  msgBackToItem, Simple: true})
}
