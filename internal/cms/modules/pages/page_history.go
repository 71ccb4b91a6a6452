package pages

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// history serves a page's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back the page's title and blocks; its slug and place (its address), state and schedule
// stay as they are.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/pages", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return p.Titulo, nil
		},
		Missing: MsgPageGone, ReferenceGone: msgRestoreReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToPage, Empty: msgNoRevisions,
		HistoryPage: "pages_history", ComparePage: "pages_compare",
		Labels: []string{msgFieldTitulo, msgFieldSlug, msgFieldPadre, msgFieldBloques, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
		Fields: func(ctx context.Context, token string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			parents, err := m.parents(ctx, token)
			if err != nil {
				return nil, nil, err
			}
			names := make(map[int64]string, len(parents))
			for _, p := range parents {
				names[p.ID] = p.Titulo
			}
			return revisionFields(older, names, m.Shell.Location()), revisionFields(newer, names, m.Shell.Location()), nil
		},
		Restored: []string{"titulo", "bloques"},
	}
}

// revisionFields is a revision as readable text per label: the parent page by title, one line per
// block with its kind's name and its texts, local times.
func revisionFields(rev lifecycle.Revision, parents map[int64]string, loc *time.Location) map[string]string {
	var parent int64
	_ = json.Unmarshal(rev.Datos["padre"], &parent)
	parentName := parents[parent]
	if parentName == "" && parent != 0 {
		parentName = fmt.Sprintf(msgParentGone, parent)
	}
	out := map[string]string{msgFieldTitulo: rev.Text("titulo"), msgFieldSlug: rev.Text("slug"), msgFieldPadre: parentName,
		msgFieldBloques: blocksText(rev.Datos["bloques"])}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}

// blocksText writes blocks as lines "N. Kind: text · text", the texts of each block in its keys'
// order, so a comparison shows which block changed and how.
func blocksText(raw json.RawMessage) string {
	var blocks []map[string]any
	if json.Unmarshal(raw, &blocks) != nil {
		return ""
	}
	lines := make([]string, len(blocks))
	for i, b := range blocks {
		keys := make([]string, 0, len(b))
		for k := range b {
			if k != "tipo" {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		var texts []string
		for _, k := range keys {
			switch v := b[k].(type) {
			case string:
				if k == "html" {
					v = lifecycle.ReadableText(v) // a text block: its words, not its markup
				}
				if v != "" {
					texts = append(texts, v)
				}
			case float64, bool:
				texts = append(texts, fmt.Sprint(v))
			}
		}
		kind, _ := b["tipo"].(string)
		lines[i] = fmt.Sprintf("%d. %s: %s", i+1, pageblocks.NameOf(kind), strings.Join(texts, " · "))
	}
	return strings.Join(lines, "\n")
}
