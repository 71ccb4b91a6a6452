package contenido

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// history serves an item's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back the item's content; its state and schedule stay as they are, so restoring an old text
// never publishes or hides the item by surprise.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/contenido", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			it, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return it.Titulo, nil
		},
		Missing: MsgContentGone, ReferenceGone: msgRestoreCategoryGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToItem, Empty: msgNoRevisions,
		HistoryPage: "contenido_history", ComparePage: "contenido_compare",
		Labels: []string{msgFieldTitulo, msgFieldCategoria, msgFieldLayout, msgFieldBody, msgFieldImagen,
			msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
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
		Restored: []string{"titulo", "descripcion", "categoria", "imagen_principal"},
	}
}

// revisionFields is a revision as readable text per label: names instead of ids, local times.
func revisionFields(rev lifecycle.Revision, categories map[int64]string, loc *time.Location) map[string]string {
	var d description
	_ = json.Unmarshal(rev.Datos["descripcion"], &d)
	var cat int64
	_ = json.Unmarshal(rev.Datos["categoria"], &cat)
	catName := categories[cat]
	if catName == "" && cat != 0 {
		catName = fmt.Sprintf(msgCategoryGone, cat)
	}
	layoutName := ""
	for _, l := range layouts {
		if l.Value == d.Layout {
			layoutName = l.Name
		}
	}
	out := map[string]string{msgFieldTitulo: rev.Text("titulo"), msgFieldCategoria: catName, msgFieldLayout: layoutName,
		msgFieldBody: lifecycle.ReadableText(d.Body), msgFieldImagen: rev.Text("imagen_principal")}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}
