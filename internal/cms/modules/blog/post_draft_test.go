package blog_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPostDraft: a published post's edits (its tags too) saved as a draft stay off the site and
// reopen in the form with a notice, the list marks them; «Descartar borrador» and «Guardar» end the
// draft; an unpublished post keeps no draft; a role without the view is refused.
func TestPostDraft(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := []int64{e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Entrada publicada", "slug": "publicada", "cuerpo": "<p>Hola</p>"}})[0],
		e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "En borrador", "slug": "en-borrador", "estado": "borrador"}})[0]}
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	fields := []string{"titulo", "Entrada corregida", "slug", "publicada", "cuerpo", "<p>Hola de nuevo</p>", "etiquetas", "Novedades",
		"estado", "publicado", "version", "1"}
	form := cmstest.Form(fields...)
	draft := b.PostForm("/admin/blog/"+cmstest.IDText(ids[0]), cmstest.Form(append(fields, "accion", "borrador")...))
	cmstest.WantStatus(t, draft, 303)
	if page := b.GetJSON("/admin/blog/" + cmstest.IDText(ids[0])).Body; !strings.Contains(page, `value="Novedades"`) {
		t.Error("the form does not show the draft's tags")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/blog/"+cmstest.IDText(ids[0])+"/borrador/descartar", nil), 303)
	cmstest.WantDrafts(t, e, b, cmstest.DraftWalk{Table: "blog_entradas", Column: "titulo", ID: ids[0], List: "/admin/blog/", Form: form,
		Published: "Entrada publicada", Drafted: "Entrada corregida", SitePath: "/blog/publicada",
		Unpublished: "/admin/blog/" + cmstest.IDText(ids[1]), UnpublishedForm: cmstest.Form("titulo", "Otra", "slug", "en-borrador", "estado", "borrador"),
		Other: e.Browser(t).SignIn("ventas@example.com")})
	if e.CountRows(t, "etiquetas", "nombre", "Novedades") != 1 {
		t.Error("«Guardar» did not publish the draft's tags")
	}
}
