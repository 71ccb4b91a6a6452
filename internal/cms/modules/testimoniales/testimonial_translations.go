package testimoniales

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a testimonial, through the shared translation screens with a plain
// «Guardar»: its quote and the person's position; the person and the company keep their names.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/testimoniales",
		Fields: []translation.Field{{Name: "testimonio", Label: "Testimonio", Long: true, Rows: 5}, {Name: "cargo", Label: "Cargo"}},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			t, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: t.ID, Title: t.Empresa,
				Source: map[string]string{"testimonio": t.Testimonio, "cargo": cms.Deref(t.Cargo)}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"testimonio": MsgTestimonioRequired}}.Check,
		Back:  msgBackToTestimonial, Simple: true})
}
