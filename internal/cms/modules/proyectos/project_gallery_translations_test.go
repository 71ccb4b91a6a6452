package proyectos_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// deleteTranslationAction is the translation page's «Eliminar la traducción» form.
var deleteTranslationAction = regexp.MustCompile(`action="([^"]+/eliminar)" id="eliminar-traduccion"`)

// TestProjectGalleryTranslations: a project's translation page offers each gallery image's
// alternative text beside its Spanish, with «Copiar del español»; a refused save keeps what was
// typed and writes nothing; a saved one writes the images' texts in the translation's state, which
// the project's page in the language shows (an image left empty keeps its Spanish text); deleting
// the translation deletes them.
func TestProjectGalleryTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Tienda de café", "slug": "tienda-de-cafe", "estado": "publicado"}})[0]
	images := insertEach(t, e, "proyecto_imagenes", []map[string]any{
		{"proyecto": id, "ruta": "proyectos/fachada.png", "texto_alternativo": "Fachada de la tienda", "orden": 1},
		{"proyecto": id, "ruta": "proyectos/barra.png", "texto_alternativo": "Barra con cafeteras", "orden": 2},
	})
	front, bar := fmt.Sprintf("imagen_alt_%d", images[0]), fmt.Sprintf("imagen_alt_%d", images[1])
	page := fmt.Sprintf("/admin/proyectos/%d/traducciones/en", id)
	translated := func() int64 { return e.CountRows(t, "proyecto_imagenes_traducciones", "idioma", "en") }

	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "proyectos", r.Body) // the images' fields are not the project's columns
	for _, want := range []string{`name="` + front + `"`, `name="` + bar + `"`, "Fachada de la tienda", "Barra con cafeteras",
		`value="` + front + `" class="link" formnovalidate>Copiar del español`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %q", want)
		}
	}
	if r = b.PostForm(page, cmstest.Form("titulo", "Coffee shop", "copiar", front)); !strings.Contains(r.Body, `name="`+front+`" value="Fachada de la tienda"`) ||
		!strings.Contains(r.Body, `value="Coffee shop"`) {
		t.Fatal("«Copiar del español» did not copy the image's text, or lost the typed title")
	}

	r = b.PostForm(page, cmstest.Form("titulo", "Coffee shop", front, "Shop front", bar, strings.Repeat("x", 201), "accion", "publicar"))
	cmstest.WantStatus(t, r, 422)
	if got := fieldErrors(r.Body)[bar]; got == "" || !strings.Contains(r.Body, `name="`+front+`" value="Shop front"`) || translated() != 0 {
		t.Fatalf("a too long text: message %q, typed text kept %v, %d translations written", got, strings.Contains(r.Body, "Shop front"), translated())
	}

	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Coffee shop", front, "Shop front", bar, "", "accion", "publicar")), 303)
	if got := imageTranslations(t, e); fmt.Sprint(got) != "[{Shop front publicado}]" {
		t.Fatalf("the images' translations written are %v, want the first one published (the empty one keeps the Spanish)", got)
	}
	status, site := e.SitePage(t, "/en/proyectos/coffee-shop")
	if status != 200 || !strings.Contains(site, `alt="Shop front"`) || !strings.Contains(site, `alt="Barra con cafeteras"`) {
		t.Fatalf("the English project page (%d) does not show the images' texts", status)
	}
	if r = b.Do("GET", page, "", ""); !strings.Contains(r.Body, `name="`+front+`" value="Shop front"`) {
		t.Fatal("the translation page does not show the stored image text")
	}

	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Coffee shop", front, "Shop front", bar, "Coffee bar", "version", "1", "accion", "borrador")), 303)
	if got := imageTranslations(t, e); fmt.Sprint(got) != "[{Shop front borrador} {Coffee bar borrador}]" {
		t.Fatalf("after «Guardar borrador» the images' translations are %v", got)
	}
	if _, site = e.SitePage(t, "/en/proyectos/coffee-shop"); strings.Contains(site, `alt="Shop front"`) || strings.Contains(site, `alt="Coffee bar"`) {
		t.Fatal("the images' texts of a draft translation are on the site")
	}

	m := deleteTranslationAction.FindStringSubmatch(b.Do("GET", page, "", "").Body)
	if m == nil {
		t.Fatal("the translation page has no «Eliminar la traducción»")
	}
	cmstest.WantStatus(t, b.PostForm(m[1], nil), 303)
	if n := translated(); n != 0 {
		t.Fatalf("deleting the translation left %d image translations", n)
	}
}

// imageTranslation is an image's translation as the tests read it.
type imageTranslation struct {
	Texto  string `json:"texto_alternativo"`
	Estado string `json:"estado"`
}

// imageTranslations are the gallery images' English translations, by image.
func imageTranslations(t *testing.T, e *cmstest.Env) []imageTranslation {
	t.Helper()
	c := e.Svc.Client()
	var rows []imageTranslation
	if _, err := c.From("proyecto_imagenes_traducciones", c.Service()).Select("texto_alternativo,estado").Eq("idioma", "en").
		Order("origen", false).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}
