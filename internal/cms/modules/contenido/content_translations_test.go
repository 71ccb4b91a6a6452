package contenido_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestContentTranslations: a content item's translation page offers the catalog's translatable
// columns with the Spanish beside them, copies the body, keeps the item's layout under the
// translated body, saves a draft then publishes, its revisions compared by the text; the list shows
// the status and filters by it.
func TestContentTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})
	ids := e.InsertRows(t, "contenido", []map[string]any{
		{"titulo": "Sitio nuevo", "categoria": 1, "descripcion": map[string]any{"body": "<p>Un sitio rápido.</p>", "layout": 2}, "meta_titulo": "Sitio"},
		{"titulo": "Otro", "categoria": 1, "descripcion": map[string]any{"body": "<p>Otro.</p>", "layout": 1}, "meta_titulo": nil},
	})
	page := fmt.Sprintf("/admin/contenido/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "contenido", r.Body)
	for _, want := range []string{`<span lang="es" class="source-text">Sitio nuevo</span>`, // The text is edited in the rich editor, its Spanish shown as the site shows it.
		`<div lang="es" class="source-text source-rich"><p>Un sitio rápido.</p></div>`, `data-richtext`, `id="publicacion"`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %s", want)
		}
	}
	r = b.PostForm(page, cmstest.Form("titulo", "New site", "copiar", "descripcion"))
	if !strings.Contains(r.Body, "&lt;p&gt;Un sitio rápido.&lt;/p&gt;</textarea>") || !strings.Contains(r.Body, `value="New site"`) {
		t.Fatal("copying the body lost the typed title or did not copy")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "", "accion", "borrador")), 422)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "New site", "descripcion", "<p>A fast site.</p><script>x</script>", "accion", "borrador")), 303)
	form := b.Do("GET", fmt.Sprintf("/admin/contenido/%d", ids[0]), "", "").Body
	if !strings.Contains(form, `id="lista-traducciones"`) || !strings.Contains(form, `data-label="Traducción">al día`) {
		t.Fatal("the item's form does not show its translation up to date")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "New site", "descripcion", "<p>A light, fast site.</p>", "meta_titulo", "Site", "version", "1", "accion", "publicar")), 303)
	var rows []struct {
		Titulo      string
		Descripcion map[string]any
		Estado      string
	}
	c := e.Svc.Client()
	if _, err := c.From("contenido_traducciones", c.Service()).Select("titulo,descripcion,estado").Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Estado != "publicado" || fmt.Sprint(rows[0].Descripcion) != "map[body:<p>A light, fast site.</p> layout:2]" {
		t.Fatalf("stored %+v", rows)
	}
	// Its revisions compare the text, not the object around it.
	own := cmstest.TranslationHistory(t, b.Do("GET", page, "", "").Body)
	revs := b.RevisionIDs(own)
	b.WantComparison(own, revs[1], revs[0], "A <ins>light, </ins>fast site.")
	list := b.Do("GET", "/admin/contenido/?traduccion=falta:en", "", "")
	if got := cmstest.RowIDs(list.Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) || !strings.Contains(list.Body, `<span lang="en">English</span>: falta`) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if got := cmstest.RowIDs(b.Do("GET", "/admin/contenido/?traduccion=desactualizada:en", "", "").Body); len(got) != 0 {
		t.Fatalf("«Traducción desactualizada» lists %v", got)
	}
}
