package blog_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

var revisionRow = regexp.MustCompile(`<tr data-id="(\d+)">`)

// TestPostHistory: every save of a post is a revision; the history lists them newest first; the
// comparison shows the words changed and the author by name; a restore brings the older text back as
// a new revision and keeps the state and slug; bad choices are refused. On both transports.
func TestPostHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			ana := e.Account(t, "ana@example.com", "mercadeo", false, map[string]any{"nombre": "Ana Ruiz"})
			save := func(path, version, title, body, estado string) {
				t.Helper()
				r := b.PostForm(path, cmstest.Form("titulo", title, "slug", "guia", "autor", ana, "cuerpo", body, "estado", estado, "version", version))
				cmstest.WantStatus(t, r, 303)
			}
			save("/admin/blog/nuevo", "", "Guía de diseño", "<p>Colores y tipografía.</p>", "publicado")
			id := cmstest.RowIDs(b.GetJSON("/admin/blog/").Body)[0]
			item := "/admin/blog/" + id
			save(item, "1", "Guía de diseño web", "<p>Colores, tipografía y espacio.</p>", "publicado")
			save(item, "2", "Guía de diseño web", "<p>Colores, tipografía y espacio.</p>", "borrador")

			if form := b.GetJSON(item); !strings.Contains(form.Body, `href="`+item+`/historial"`) {
				t.Fatal("the form does not link the history")
			}
			hist := b.GetJSON(item + "/historial")
			cmstest.WantStatus(t, hist, 200)
			ids := revisionRow.FindAllStringSubmatch(hist.Body, -1)
			if len(ids) != 3 {
				t.Fatalf("history lists %d revisions, want 3: %s", len(ids), hist.Body)
			}
			first, second := ids[2][1], ids[1][1]
			cmp := b.GetJSON(item + "/historial/comparar?a=" + first + "&b=" + second)
			cmstest.WantStatus(t, cmp, 200)
			for _, want := range []string{"Guía de diseño<ins> web</ins>", "<ins>espacio.</ins>", "Ana Ruiz"} {
				if !strings.Contains(cmstest.UnescapeHTML(cmp.Body), want) {
					t.Errorf("comparison lacks %s\n%s", want, cmstest.UnescapeHTML(cmp.Body))
				}
			}
			if strings.Contains(cmp.Body, "&lt;p&gt;") {
				t.Error("the comparison shows the body's markup instead of its words")
			}
			cmstest.WantStatus(t, b.GetJSON(item+"/historial/comparar?a="+first+"&b="+first), 400)
			cmstest.WantStatus(t, b.GetJSON(item+"/historial/comparar?a=999999&b="+first), 404)

			r := b.PostForm(item+"/historial/"+first+"/restaurar", nil)
			cmstest.WantStatus(t, r, 303)
			if loc := r.Header.Get("Location"); loc != item {
				t.Fatalf("restore goes to %q", loc)
			}
			if e.CountRows(t, "blog_entradas", "titulo", "Guía de diseño") != 1 || e.CountRows(t, "blog_entradas", "estado", "borrador") != 1 ||
				e.CountRows(t, "blog_entradas", "slug", "guia") != 1 {
				t.Fatal("restore did not bring the title back, or changed the state or the slug")
			}
			if after := b.GetJSON(item).Body; !strings.Contains(after, lifecycle.MsgRevisionRestored) {
				t.Fatal("no flash after the restore")
			}
			if n := len(revisionRow.FindAllStringSubmatch(b.GetJSON(item+"/historial").Body, -1)); n != 4 {
				t.Fatalf("after the restore %d revisions, want 4", n)
			}
			cmstest.WantStatus(t, b.PostForm(item+"/historial/999999/restaurar", nil), 404)
			cmstest.WantStatus(t, b.GetJSON("/admin/blog/999999/historial"), 404)
		})
	}
}
