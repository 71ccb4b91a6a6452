package preguntas

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// history serves a question's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back the question, its answer and its category; its place in the list, state and schedule
// stay as they are.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/preguntas", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			q, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return q.Pregunta, nil
		},
		Missing: MsgQuestionGone, ReferenceGone: msgRestoreReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToQuestion, Empty: msgNoRevisions,
		HistoryPage: "preguntas_history", ComparePage: "preguntas_compare",
		Labels: []string{msgFieldPregunta, msgFieldRespuesta, msgFieldCategoria, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
		Fields: func(ctx context.Context, token string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			cats, err := m.Svc.CategoryList(ctx, token)
			if err != nil {
				return nil, nil, err
			}
			names := make(map[int64]string, len(cats))
			for _, c := range cats {
				names[c.ID] = c.Name
			}
			return revisionFields(older, names, m.Shell.Location()), revisionFields(newer, names, m.Shell.Location()), nil
		},
		Restored: []string{"pregunta", "respuesta", "categoria"},
	}
}

// revisionFields is a revision as readable text per label: the category by name, local times.
func revisionFields(rev lifecycle.Revision, categories map[int64]string, loc *time.Location) map[string]string {
	var cat int64
	_ = json.Unmarshal(rev.Datos["categoria"], &cat)
	catName := categories[cat]
	if catName == "" && cat != 0 {
		catName = fmt.Sprintf(msgCategoryGone, cat)
	}
	out := map[string]string{msgFieldPregunta: rev.Text("pregunta"), msgFieldRespuesta: rev.RichText("respuesta"), msgFieldCategoria: catName}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}
