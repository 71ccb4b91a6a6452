package pages_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageDraft: a published page's edits (its blocks too) saved as a draft stay off its public
// address and reopen in the editor with a notice, the list marks them; «Descartar borrador» and
// «Guardar» end the draft; an unpublished page keeps no draft; a role without the view is refused.
func TestPageDraft(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	published := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Nosotros", "slug": "nosotros",
		"bloques": []map[string]any{{"tipo": "texto", "html": "<p>Texto publicado</p>"}}}})[0]
	hidden := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Oculta", "slug": "oculta", "estado": "borrador", "bloques": []any{}}})[0]
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	path := "/admin/pages/" + cmstest.IDText(published)
	form := pageForm([]string{"titulo", "Quiénes somos hoy", "slug", "nosotros", "version", "1"},
		map[string]string{"tipo": "texto", "html": "<p>Texto del borrador</p>"})

	// The blocks of a draft: in the editor, not on the site.
	draft := pageForm([]string{"titulo", "Quiénes somos hoy", "slug", "nosotros", "version", "1", "accion", "borrador"},
		map[string]string{"tipo": "texto", "html": "<p>Texto del borrador</p>"})
	cmstest.WantStatus(t, b.PostForm(path, draft), 303)
	if page := cmstest.UnescapeHTML(b.GetJSON(path).Body); !strings.Contains(page, "Texto del borrador") || strings.Contains(page, "Texto publicado") {
		t.Error("the editor does not show the draft's blocks")
	}
	if _, body := e.SitePage(t, "/nosotros"); !strings.Contains(body, "Texto publicado") || strings.Contains(body, "Texto del borrador") {
		t.Error("the public page shows the draft's blocks")
	}
	cmstest.WantStatus(t, b.PostForm(path+"/borrador/descartar", nil), 303)

	cmstest.WantDrafts(t, e, b, cmstest.DraftWalk{Table: "paginas", Column: "titulo", ID: published, List: "/admin/pages/", Form: form,
		Published: "Nosotros", Drafted: "Quiénes somos hoy", SitePath: "/nosotros",
		Unpublished: "/admin/pages/" + cmstest.IDText(hidden), UnpublishedForm: pageForm([]string{"titulo", "Oculta", "slug", "oculta", "estado", "borrador"}),
		Other: e.Browser(t).SignIn("ventas@example.com")})
	if _, body := e.SitePage(t, "/nosotros"); !strings.Contains(body, "Texto del borrador") {
		t.Error("«Guardar» did not publish the draft's blocks")
	}
}
