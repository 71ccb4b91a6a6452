package blog

import (
	"context"
	"maps"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// history serves a post's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back the post's content, with the author's name it was signed with and the reading time
// of that text; its slug (its address), state and schedule stay as they are, and its tags are not
// part of a revision.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/blog", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return p.Titulo, nil
		},
		Missing: MsgPostGone, ReferenceGone: msgRestoreReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToPost, Empty: msgNoRevisions,
		HistoryPage: "blog_history", ComparePage: "blog_compare",
		Labels: []string{msgFieldTitulo, msgFieldSlug, msgFieldExtracto, msgFieldCuerpo, msgFieldPortada, msgFieldPortadaAlt,
			msgFieldAutor, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
		Fields: func(_ context.Context, _ string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			return revisionFields(older, m.Shell.Location()), revisionFields(newer, m.Shell.Location()), nil
		},
		Restored: []string{"titulo", "extracto", "cuerpo", "portada", "portada_alt", "autor", "autor_nombre", "tiempo_lectura"},
	}
}

// revisionFields is a revision as readable text per label: the author by the name the post was
// signed with, the state's name, local times.
func revisionFields(rev lifecycle.Revision, loc *time.Location) map[string]string {
	out := map[string]string{msgFieldTitulo: rev.Text("titulo"), msgFieldSlug: rev.Text("slug"), msgFieldExtracto: rev.Text("extracto"),
		msgFieldCuerpo: rev.RichText("cuerpo"), msgFieldPortada: rev.Text("portada"), msgFieldPortadaAlt: rev.Text("portada_alt"),
		msgFieldAutor: rev.Text("autor_nombre")}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}
