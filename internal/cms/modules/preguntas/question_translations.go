package preguntas

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a question, through the shared translation screens: the question and its
// answer; the category and the place in the list are the question's.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/preguntas",
		Fields: []translation.Field{
			{Name: "pregunta", Label: "Pregunta", Max: maxPregunta},
			{Name: "respuesta", Label: "Respuesta", Long: true, Rich: true, Rows: 8},
		},
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			q, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			return &translation.Item{ID: q.ID, Version: q.Version, Title: q.Pregunta,
				Source: map[string]string{"pregunta": q.Pregunta, "respuesta": q.Respuesta}}, nil
		},
		Check: translation.Rules{Required: map[string]string{"pregunta": MsgPreguntaRequired}}.Check,
		Back:  msgBackToQuestion, Changed: msgTranslationChanged, Preview: true})
}
