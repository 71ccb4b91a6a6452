package translation

import (
	"context"
	"fmt"
	"maps"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// history serves a stored translation's revisions, their comparison and a restore (the translation
// table has the lifecycle, so every save is a revision): the translated fields, its state and dates.
// An expanded field is compared a text at a time, labelled as the translation page labels it, and a
// Key field by its text; a restore brings their whole columns back.
func (s *Screens) history(item int64) lifecycle.HistoryScreens {
	restored := make([]string, 0, len(s.Fields))
	for _, f := range s.Fields {
		restored = append(restored, f.Name)
	}
	labels := func(older, newer lifecycle.Revision) []string {
		out := make([]string, 0, len(s.Fields)+3)
		for _, f := range s.Fields {
			if f.Expand != nil {
				out = append(out, mergeLabels(lineLabels(expandedLines(f, older)), lineLabels(expandedLines(f, newer)))...)
			} else {
				out = append(out, f.Label)
			}
		}
		return append(out, msgFieldState, msgFieldPublish, msgFieldUnpublish)
	}
	fields := func(rev lifecycle.Revision) map[string]string {
		out := map[string]string{}
		for _, f := range s.Fields {
			switch {
			case f.Expand != nil:
				for _, l := range expandedLines(f, rev) {
					out[l.Label] = l.Text
				}
			default:
				out[f.Label] = fieldText(f, rev)
			}
		}
		maps.Copy(out, lifecycle.StateFields(rev, s.kit.Shell.Location(), msgFieldState, msgFieldPublish, msgFieldUnpublish))
		return out
	}
	return lifecycle.HistoryScreens{Kit: s.kit, View: s.View, Base: s.ownBase(item), Table: records.TranslationTable(s.Table),
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			t, err := records.TranslationByID(ctx, s.kit.Svc.Client(), platformclient.AsUser(token), s.Table, id)
			if err != nil {
				return "", cms.PlatformFailure(err)
			}
			if t == nil {
				return "", cms.Fail(http.StatusNotFound, MsgGone)
			}
			title := t.Fields["titulo"]
			if title == "" && len(s.Fields) > 0 {
				title = t.Fields[s.Fields[0].Name]
			}
			return fmt.Sprintf("%s (%s)", title, t.Idioma), nil
		},
		Missing: MsgGone, ReferenceGone: msgReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBack, Empty: msgNoRevisions,
		HistoryPage: "translation_history", ComparePage: "translation_compare",
		LabelsOf: labels,
		Fields: func(_ context.Context, _ string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			return fields(older), fields(newer), nil
		},
		Restored: restored,
	}
}
