package vacantes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestOpeningHistory: every save of an opening is a revision; the comparison shows the words and the
// salary changed and the department by name; a restore brings the older text back as a new revision
// and keeps the state. On both transports.
func TestOpeningHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			dep := e.InsertRows(t, "departamentos", []map[string]any{{"nombre": "Desarrollo"}})[0]
			cmstest.WantStatus(t, b.PostForm("/admin/vacantes/nueva", validOpening("departamento", fmt.Sprint(dep), "slug", "go",
				"descripcion", "<p>Servicios en Go.</p>", "salario_min", "38000")), 303)
			id := cmstest.RowIDs(b.GetJSON("/admin/vacantes/").Body)[0]
			item := "/admin/vacantes/" + id
			cmstest.WantStatus(t, b.PostForm(item, validOpening("departamento", fmt.Sprint(dep), "slug", "go", "version", "1",
				"descripcion", "<p>Servicios y colas en Go.</p>", "salario_min", "42000", "estado", "borrador")), 303)

			if form := b.GetJSON(item); !strings.Contains(form.Body, `href="`+item+`/historial"`) {
				t.Fatal("the form does not link the history")
			}
			ids := b.RevisionIDs(item)
			if len(ids) != 2 {
				t.Fatalf("history lists %d revisions, want 2", len(ids))
			}
			first, second := ids[1], ids[0]
			b.WantComparison(item, first, second, "<ins>y colas </ins>", "<del>38000</del><ins>42000</ins>", "Desarrollo")
			cmstest.WantStatus(t, b.PostForm(item+"/historial/"+first+"/restaurar", nil), 303)
			if e.CountRows(t, "vacantes", "descripcion", "<p>Servicios en Go.</p>") != 1 || e.CountRows(t, "vacantes", "estado", "borrador") != 1 {
				t.Fatal("restore did not bring the description back, or changed the state")
			}
			cmstest.WantStatus(t, b.GetJSON("/admin/vacantes/999999/historial"), 404)
		})
	}
}
