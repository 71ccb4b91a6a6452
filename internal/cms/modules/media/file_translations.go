package media

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a file's texts, through the shared translation screens with a plain
// «Guardar»: its alternative text and its title in each language; the file itself is the same.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: "medios", Base: "/admin/media",
		Fields: []translation.Field{
			{Name: "texto_alternativo", Label: "Texto alternativo", Max: maxAlt, Long: true, Optional: true},
			{Name: "titulo", Label: "Título", Max: 200, Optional: true},
		},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			f, err := m.byID(ctx, token, id)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: id, Title: f.Nombre, Source: map[string]string{"texto_alternativo": f.Alt(), "titulo": f.Title()}}, nil
		},
		Back: msgBackToFile, Simple: true})
}
