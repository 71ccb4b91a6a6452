package proyectos_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestProjectDraft: a published project's edits saved as a draft stay off the site (anon still reads
// the published title) and reopen in the form with a notice; «Guardar» publishes them and drops the
// draft; «Descartar borrador» goes back to the published version.
func TestProjectDraft(t *testing.T) {
	f := newFixture(t, "in-process")
	id := f.e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Publicado", "slug": "publicado"}})[0]
	path := "/admin/proyectos/" + cmstest.IDText(id)
	form := func(title, version string, extra ...string) map[string][]string {
		v := cmstest.Form(append([]string{"titulo", title, "slug", "publicado", "estado", "publicado", "fecha", "2026-01-01", "version", version,
			"resultado_etiqueta_1", "Ventas", "resultado_cifra_1", "+10 %"}, extra...)...)
		return v
	}
	if !strings.Contains(f.b.GetJSON(path).Body, `id="guardar-borrador"`) {
		t.Fatal("a published project offers no draft")
	}
	r := f.b.PostForm(path, form("Título nuevo", "1", "accion", "borrador"))
	cmstest.WantStatus(t, r, 303)
	if f.e.CountRows(t, "proyectos", "titulo", "Publicado") != 1 || f.e.CountRows(t, "borradores", "tabla", "proyectos") != 1 {
		t.Fatal("the draft changed the published row, or was not kept")
	}
	page := f.b.GetJSON(path).Body
	if !strings.Contains(page, lifecycle.MsgDraftSaved) || !strings.Contains(page, `value="Título nuevo"`) || !strings.Contains(page, `id="borrador-pendiente"`) ||
		!strings.Contains(page, `value="Ventas"`) {
		t.Fatal("the form does not reopen on the draft")
	}
	cmstest.WantStatus(t, f.b.PostForm(path+"/borrador/descartar", nil), 303)
	if page := f.b.GetJSON(path).Body; !strings.Contains(page, lifecycle.MsgDraftDiscarded) || !strings.Contains(page, `value="Publicado"`) ||
		f.e.CountRows(t, "borradores", "tabla", "proyectos") != 0 {
		t.Fatal("discarding did not go back to the published version")
	}
	cmstest.WantStatus(t, f.b.PostForm(path, form("Título nuevo", "1", "accion", "borrador")), 303)
	cmstest.WantStatus(t, f.b.PostForm(path, form("Título nuevo", "1")), 303)
	if f.e.CountRows(t, "proyectos", "titulo", "Título nuevo") != 1 || f.e.CountRows(t, "borradores", "tabla", "proyectos") != 0 {
		t.Fatal("«Guardar» did not publish the draft and drop it")
	}
}
