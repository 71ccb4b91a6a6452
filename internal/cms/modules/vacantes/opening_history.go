package vacantes

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// history serves an opening's history, comparison and restore (lifecycle.HistoryScreens). A restore
// brings back what the opening offers and asks; its slug (its address), whether it is closed, its
// state and schedule stay as they are.
func (m *module) history() lifecycle.HistoryScreens {
	return lifecycle.HistoryScreens{Kit: m.Kit, View: view, Base: "/admin/vacantes", Table: table,
		Item: func(ctx context.Context, token string, id int64) (string, error) {
			o, err := m.get(ctx, token, id)
			if err != nil {
				return "", err
			}
			return o.Titulo, nil
		},
		Missing: msgOpeningGone, ReferenceGone: msgRestoreReferenceGone,
		HistoryTitle: msgHistoryTitle, CompareTitle: msgCompareTitle, Back: msgBackToOpening, Empty: msgNoRevisions,
		HistoryPage: "vacante_history", ComparePage: "vacante_compare",
		Labels: []string{msgFieldTitulo, msgFieldSlug, msgFieldDepartamento, msgFieldUbicacion, msgFieldModalidad, msgFieldTipo,
			msgFieldDescripcion, msgFieldRequisitos, msgFieldSalario, msgFieldFechaCierre, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn},
		Fields: func(ctx context.Context, token string, older, newer lifecycle.Revision) (map[string]string, map[string]string, error) {
			deps, err := m.departments(ctx, token)
			if err != nil {
				return nil, nil, err
			}
			names := make(map[int64]string, len(deps))
			for _, d := range deps {
				names[d.ID] = d.Nombre
			}
			return revisionFields(older, names, m.Shell.Location()), revisionFields(newer, names, m.Shell.Location()), nil
		},
		Restored: []string{"titulo", "departamento", "ubicacion", "modalidad", "tipo", "descripcion", "requisitos",
			"salario_min", "salario_max", "fecha_cierre"},
	}
}

// revisionFields is a revision as readable text per label: the department by name, the salary as a
// range, local times.
func revisionFields(rev lifecycle.Revision, departments map[int64]string, loc *time.Location) map[string]string {
	var dep int64
	_ = json.Unmarshal(rev.Datos["departamento"], &dep)
	depName := departments[dep]
	if depName == "" && dep != 0 {
		depName = fmt.Sprintf(msgDepartmentGone, dep)
	}
	salary := strings.Trim(amount(rev, "salario_min")+" – "+amount(rev, "salario_max"), " –")
	out := map[string]string{msgFieldTitulo: rev.Text("titulo"), msgFieldSlug: rev.Text("slug"), msgFieldDepartamento: depName,
		msgFieldUbicacion: rev.Text("ubicacion"), msgFieldModalidad: rev.Text("modalidad"), msgFieldTipo: rev.Text("tipo"),
		msgFieldDescripcion: rev.RichText("descripcion"), msgFieldRequisitos: rev.RichText("requisitos"), msgFieldSalario: salary,
		msgFieldFechaCierre: rev.Text("fecha_cierre")}
	maps.Copy(out, lifecycle.StateFields(rev, loc, msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn))
	return out
}

// amount is a revision's whole number as text ("" for none).
func amount(rev lifecycle.Revision, column string) string {
	var n *int64
	if json.Unmarshal(rev.Datos[column], &n) != nil || n == nil {
		return ""
	}
	return fmt.Sprint(*n)
}
