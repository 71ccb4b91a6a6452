package proyectos

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// history serves a project's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back the project's content; its slug (its address), state and schedule stay as they are, and
// its gallery is not part of a revision.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/proyectos", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return p.Titulo, nil
		},
		Missing: MsgProjectGone, ReferenceGone: msgRestoreReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToProject, Empty: msgNoRevisions,
		HistoryPage: "proyectos_history", ComparePage: "proyectos_compare",
		Labels: []string{msgFieldTitulo, msgFieldSlug, msgFieldCliente, msgFieldCategoria, msgFieldFecha, msgFieldDestacado,
			msgFieldResumen, msgFieldCuerpo, msgFieldResultados, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
		Fields: func(ctx context.Context, token string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			pk, err := m.readPickers(ctx, token)
			if err != nil {
				return nil, nil, err
			}
			return revisionFields(older, pk, m.Shell.Location()), revisionFields(newer, pk, m.Shell.Location()), nil
		},
		Restored: []string{"titulo", "cliente", "categoria", "resumen", "cuerpo", "fecha", "destacado", "resultados"},
	}
}

// revisionFields is a revision as readable text per label: names instead of ids, local times, the
// key results one per line.
func revisionFields(rev lifecycle.Revision, pk pickers, loc *time.Location) map[string]string {
	var client, category int64
	_ = json.Unmarshal(rev.Datos["cliente"], &client)
	_ = json.Unmarshal(rev.Datos["categoria"], &category)
	var featured bool
	_ = json.Unmarshal(rev.Datos["destacado"], &featured)
	var results []result
	_ = json.Unmarshal(rev.Datos["resultados"], &results)
	lines := make([]string, len(results))
	for i, res := range results {
		lines[i] = res.Etiqueta + ": " + res.Cifra
	}
	out := map[string]string{msgFieldTitulo: rev.Text("titulo"), msgFieldSlug: rev.Text("slug"), msgFieldResumen: rev.Text("resumen"),
		msgFieldCuerpo: rev.RichText("cuerpo"), msgFieldFecha: dayOf(rev.Text("fecha")), msgFieldResultados: strings.Join(lines, "\n")}
	for _, c := range pk.Clients {
		if c.ID == client {
			out[msgFieldCliente] = c.Nombre
		}
	}
	for _, c := range pk.Categories {
		if c.ID == category {
			out[msgFieldCategoria] = c.Name
		}
	}
	if featured {
		out[msgFieldDestacado] = msgYes
	}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}
