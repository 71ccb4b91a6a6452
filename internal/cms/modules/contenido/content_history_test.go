package contenido_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

var revisionRow = regexp.MustCompile(`<tr data-id="(\d+)">`)

// TestContentHistory: every save is a revision; the history lists them newest first with their
// author; the comparison shows the words removed and added; a restore brings an older text back as a
// new revision and keeps the state; revisions of another item and bad choices are refused.
func TestContentHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			save := func(path, titulo, body, estado string) {
				t.Helper()
				form := url.Values(contentForm(titulo, body, "1", cat))
				form.Set("estado", estado)
				if r := b.PostForm(path, form); r.Status != 303 {
					t.Fatalf("save %s: %d %s", titulo, r.Status, r.Body)
				}
			}
			save("/admin/contenido/nuevo", "Guía de precios", "Nuestros precios son bajos y claros.", "publicado")
			id := newestContentID(t, e)
			item := "/admin/contenido/" + cmstest.IDText(id)
			save(item, "Guía de precios 2027", "Nuestros precios son justos y claros.", "publicado")
			save(item, "Guía de precios 2027", "Nuestros precios son justos y claros.", "borrador")

			hist := b.GetJSON(item + "/historial")
			cmstest.WantStatus(t, hist, 200)
			ids := revisionRow.FindAllStringSubmatch(hist.Body, -1)
			if len(ids) != 3 {
				t.Fatalf("history lists %d revisions, want 3", len(ids))
			}
			if !strings.Contains(hist.Body, "jefa@example.com") {
				t.Error("history does not name the author")
			}
			first, second := ids[2][1], ids[1][1]
			cmp := b.GetJSON(item + "/historial/comparar?a=" + second + "&b=" + first) // either order
			cmstest.WantStatus(t, cmp, 200)
			for _, want := range []string{"Guía de precios<ins> 2027</ins>", "son <del>bajos</del><ins>justos</ins> y claros."} {
				if !strings.Contains(cmp.Body, want) {
					t.Errorf("comparison lacks %s", want)
				}
			}

			r := b.PostForm(item+"/historial/"+first+"/restaurar", nil)
			if r.Status != 303 {
				t.Fatalf("restore: %d %s", r.Status, r.Body)
			}
			if loc := r.Header.Get("Location"); loc != item {
				t.Errorf("after the restore: to %q, want the item's form", loc)
			}
			if got := b.GetJSON(item); !strings.Contains(cmstest.UnescapeHTML(got.Body), lifecycle.MsgRevisionRestored) {
				t.Error("no message after the restore")
			}
			row, _ := contentRow(t, e, id)
			if row.Titulo != "Guía de precios" || !strings.Contains(string(row.Descripcion), "bajos") {
				t.Errorf("restored row: %+v", row)
			}
			if st := lifecycleOf(t, e, "Guía de precios"); st.Estado != "borrador" {
				t.Errorf("a restore changed the state to %q", st.Estado)
			}
			if n := len(revisionRow.FindAllString(b.GetJSON(item+"/historial").Body, -1)); n != 4 {
				t.Errorf("after the restore the history has %d revisions, want 4", n)
			}

			// Another item's revision, a missing one, and a comparison without two choices.
			save("/admin/contenido/nuevo", "Otro", "Texto", "publicado")
			other := "/admin/contenido/" + cmstest.IDText(newestContentID(t, e))
			cmstest.WantStatus(t, b.PostForm(other+"/historial/"+first+"/restaurar", nil), 404)
			cmstest.WantStatus(t, b.GetJSON(other+"/historial/comparar?a="+first+"&b="+second), 404)
			cmstest.WantStatus(t, b.GetJSON(item+"/historial/comparar?a="+first), 400)
			cmstest.WantStatus(t, b.PostForm(item+"/historial/999999/restaurar", nil), 404)
		})
	}
}
