package pages_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageHistory: every save of a page is a revision; the comparison shows its blocks one per line
// by kind, with the words changed; a restore brings the older blocks back as a new revision and keeps
// the state and the slug. On both transports.
func TestPageHistory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			save := func(path string, fields []string, text string) {
				t.Helper()
				r := b.PostForm(path, pageForm(fields, map[string]string{"tipo": "texto", "html": text},
					map[string]string{"tipo": "boton", "texto": "Escríbanos", "enlace": "/contacto"}))
				cmstest.WantStatus(t, r, 303)
			}
			save("/admin/pages/nuevo", []string{"titulo", "Quiénes somos", "slug", "quienes", "estado", "publicado"}, "<p>Desde 2009.</p>")
			id := cmstest.RowIDs(b.GetJSON("/admin/pages/").Body)[0]
			item := "/admin/pages/" + id
			save(item, []string{"titulo", "Quiénes somos", "slug", "quienes", "estado", "borrador", "version", "1"}, "<p>Desde 2009, en Madrid.</p>")

			if form := b.GetJSON(item); !strings.Contains(form.Body, `href="`+item+`/historial"`) {
				t.Fatal("the form does not link the history")
			}
			ids := b.RevisionIDs(item)
			if len(ids) != 2 {
				t.Fatalf("history lists %d revisions, want 2", len(ids))
			}
			b.WantComparison(item, ids[1], ids[0], "1. Texto: Desde <del>2009.</del><ins>2009, en Madrid.</ins>",
				"2. Botón: /contacto · Escríbanos")
			published := e.CountRows(t, "paginas", "estado", "publicado")
			cmstest.WantStatus(t, b.PostForm(item+"/historial/"+ids[1]+"/restaurar", nil), 303)
			if form := cmstest.UnescapeHTML(b.GetJSON(item).Body); !strings.Contains(form, "<p>Desde 2009.</p>") ||
				e.CountRows(t, "paginas", "estado", "publicado") != published || e.CountRows(t, "paginas", "slug", "quienes") != 1 {
				t.Fatal("restore did not bring the text back, or changed the state or the slug")
			}
			cmstest.WantStatus(t, b.GetJSON("/admin/pages/999999/historial"), 404)
		})
	}
}
