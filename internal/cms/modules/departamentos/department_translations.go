package departamentos

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a department, through the shared translation screens with a plain
// «Guardar»: its name and its description.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: "departamentos", Base: "/admin/departamentos",
		Fields: []translation.Field{{Name: "nombre", Label: "Nombre"}, {Name: "descripcion", Label: "Descripción", Long: true, Optional: true}},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			d, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: d.ID, Title: d.Nombre, Source: map[string]string{"nombre": d.Nombre, "descripcion": cms.Deref(d.Descripcion)}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"nombre": msgNameRequired}}.Check,
		Back:  msgBackToDepartment, Simple: true})
}
