package seo

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of the site-wide SEO defaults (one row, id 1), through the shared translation
// screens with a plain «Guardar»: the title pattern (empty: the Spanish one) and the default
// description.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: "ajustes_seo", Base: "/admin/seo/ajustes",
		Fields: []translation.Field{
			{Name: "patron_titulo", Label: "Patrón del título", Max: maxPattern, Optional: true},
			{Name: "descripcion", Label: "Descripción por defecto", Max: maxDescription, Long: true},
		},
		Item: func(ctx context.Context, _ string, id int64) (*translation.Item, error) {
			if id != 1 {
				return nil, cms.NotFound()
			}
			st, err := m.readSettings(ctx)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: 1, Title: msgSettingsTitle,
				Source: map[string]string{"patron_titulo": st.PatronTitulo, "descripcion": cms.Deref(st.Descripcion)}}, nil
		},
		ItemPath: func(int64) string { return "/admin/seo/" }, Back: msgBackToSettings, Simple: true})
}
