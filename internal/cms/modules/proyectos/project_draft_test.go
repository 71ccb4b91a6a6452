package proyectos_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestProjectDraft: a published project's edits (its key results too) saved as a draft stay off the
// site and reopen in the form with a notice, the list marks them; «Descartar borrador» and «Guardar»
// end the draft; an unpublished project keeps no draft; a role without the view is refused.
func TestProjectDraft(t *testing.T) {
	f := newFixture(t, "in-process")
	id := f.e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Tienda de café", "slug": "publicado"}})[0]
	hidden := f.e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Oculto", "slug": "oculto", "estado": "borrador"}})[0]
	f.e.Account(t, "ventas@example.com", "ventas", false, nil)
	path := "/admin/proyectos/" + cmstest.IDText(id)
	fields := []string{"titulo", "Tienda en línea renovada", "slug", "publicado", "estado", "publicado", "fecha", "2026-01-01", "version", "1",
		"resultado_etiqueta_1", "Ventas", "resultado_cifra_1", "+10 %", "meta_titulo", "Una tienda que vende"}
	cmstest.WantStatus(t, f.b.PostForm(path, cmstest.Form(append(fields, "accion", "borrador")...)), 303)
	if page := cmstest.UnescapeHTML(f.b.GetJSON(path).Body); !strings.Contains(page, `value="Ventas"`) || !strings.Contains(page, `value="Una tienda que vende"`) {
		t.Error("the form does not show the draft's key results and search-engine title")
	}
	cmstest.WantStatus(t, f.b.PostForm(path+"/borrador/descartar", nil), 303)
	cmstest.WantDrafts(t, f.e, f.b, cmstest.DraftWalk{Table: "proyectos", Column: "titulo", ID: id, List: "/admin/proyectos/",
		Form: cmstest.Form(fields...), Published: "Tienda de café", Drafted: "Tienda en línea renovada", SitePath: "/proyectos/publicado",
		Unpublished:     "/admin/proyectos/" + cmstest.IDText(hidden),
		UnpublishedForm: cmstest.Form("titulo", "Oculto", "slug", "oculto", "estado", "borrador", "fecha", "2026-01-01"),
		Other:           f.e.Browser(t).SignIn("ventas@example.com")})
}
