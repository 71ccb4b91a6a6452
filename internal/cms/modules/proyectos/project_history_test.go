package proyectos_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

var revisionRow = regexp.MustCompile(`<tr data-id="(\d+)">`)

// TestProjectHistory: every save is a revision; the history lists them newest first with their
// author; the comparison shows the words and key results changed, with the client's name; a restore
// brings the older content back as a new revision and keeps the state and slug; bad choices are
// refused. On every transport and backend.
func TestProjectHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			f := newFixture(t, transport)
			save := func(path, version, title, figure, estado string) {
				t.Helper()
				r := f.b.PostForm(path, cmstest.Form("titulo", title, "slug", "tienda", "estado", estado, "fecha", "2026-03-15", "version", version,
					"cliente", fmt.Sprint(f.client), "resultado_etiqueta_1", "Ventas", "resultado_cifra_1", figure, "cuerpo", "<p>Vendemos café de origen.</p>"))
				cmstest.WantStatus(t, r, 303)
			}
			save("/admin/proyectos/nuevo", "", "Tienda en línea", "40 %", "publicado")
			id := cmstest.RowIDs(f.b.GetJSON("/admin/proyectos/").Body)[0]
			item := "/admin/proyectos/" + id
			save(item, "1", "Tienda en línea renovada", "45 %", "publicado")
			save(item, "2", "Tienda en línea renovada", "45 %", "borrador")

			form := f.b.GetJSON(item)
			if !strings.Contains(form.Body, `href="`+item+`/historial"`) {
				t.Fatal("the form does not link the history")
			}
			hist := f.b.GetJSON(item + "/historial")
			cmstest.WantStatus(t, hist, 200)
			ids := revisionRow.FindAllStringSubmatch(hist.Body, -1)
			if len(ids) != 3 || !strings.Contains(hist.Body, "<td>jefa@example.com</td>") {
				t.Fatalf("history lists %d revisions (want 3, by the editor): %s", len(ids), hist.Body)
			}
			first, second := ids[2][1], ids[1][1]
			cmp := f.b.GetJSON(item + "/historial/comparar?a=" + second + "&b=" + first)
			cmstest.WantStatus(t, cmp, 200)
			for _, want := range []string{"Tienda en línea<ins> renovada</ins>", "Ventas: <del>40</del><ins>45</ins> %", "Café Montaña"} {
				if !strings.Contains(cmstest.UnescapeHTML(cmp.Body), want) {
					t.Errorf("comparison lacks %s", want)
				}
			}
			cmstest.WantStatus(t, f.b.GetJSON(item+"/historial/comparar?a="+first+"&b="+first), 400)
			cmstest.WantStatus(t, f.b.GetJSON(item+"/historial/comparar?a=999999&b="+first), 404)

			r := f.b.PostForm(item+"/historial/"+first+"/restaurar", nil)
			cmstest.WantStatus(t, r, 303)
			if loc := r.Header.Get("Location"); loc != item {
				t.Fatalf("restore goes to %q", loc)
			}
			if f.e.CountRows(t, "proyectos", "titulo", "Tienda en línea") != 1 || f.e.CountRows(t, "proyectos", "estado", "borrador") != 1 {
				t.Fatal("restore did not bring the title back, or changed the state")
			}
			if after := f.b.GetJSON(item).Body; !strings.Contains(cmstest.UnescapeHTML(after), `value="40 %"`) || !strings.Contains(after, lifecycle.MsgRevisionRestored) {
				t.Fatal("restore did not bring the key result back, or no flash")
			}
			if n := len(revisionRow.FindAllStringSubmatch(f.b.GetJSON(item+"/historial").Body, -1)); n != 4 {
				t.Fatalf("after the restore %d revisions, want 4", n)
			}
			cmstest.WantStatus(t, f.b.PostForm(item+"/historial/999999/restaurar", nil), 404)
			cmstest.WantStatus(t, f.b.PostForm(item+"/historial/x/restaurar", nil), 404)
		})
	}
}
