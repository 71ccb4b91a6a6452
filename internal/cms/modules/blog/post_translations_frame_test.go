package blog_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestTranslationFrame: the translation page has the items' editing frame — the publish panel
// with a date of its own (a scheduled translation), autosave, the edit lock of the translation (a
// second editor sees who holds it and may take it over), «Vista previa» of the typed translation,
// its revisions with their comparison, and its deletion.
func TestTranslationFrame(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := e.Browser(t).SignIn("luis@example.com")
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Hola", "slug": "hola", "cuerpo": "<p>Texto.</p>"}})[0]
	page := fmt.Sprintf("/admin/blog/%d/traducciones/en", id)
	r := b.Do("GET", page, "", "")
	for _, want := range []string{`data-autosave="` + page + `"`, `id="publicacion"`, `name="publicar_en"`, `value="vista-previa"`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the new translation's page lacks %s", want)
		}
	}
	// «Vista previa» shows the typed translation through the site, and stores nothing.
	r = b.PostForm(page, cmstest.Form("titulo", "Hello there", "cuerpo", "<p>Typed text.</p>", "accion", lifecycle.PreviewAction))
	if r.Status != 200 || !strings.Contains(r.Body, "Hello there") {
		t.Fatalf("the typed preview: %d", r.Status)
	}
	if !strings.Contains(r.Body, `<html lang="en">`) { // the page around it in the translation's language
		t.Error("the translation's preview is not an English page")
	}
	if got := translationStatus(t, b, id, "en"); got != "falta" {
		t.Fatalf("the preview stored a translation: %q", got)
	}
	// A future «Publicar el» schedules the translation, not the post.
	r = b.PostForm(page, cmstest.Form("titulo", "Hello", "slug", "hello", "publicar_en", "01/01/2099 10:00", "accion", "publicar"))
	cmstest.WantStatus(t, r, 303)
	r = b.Do("GET", page, "", "")
	if !strings.Contains(r.Body, "Programado para el 01/01/2099 10:00") || !strings.Contains(r.Body, `id="ir-historial"`) {
		t.Fatal("the translation is not shown scheduled, or has no revisions link")
	}
	if got := anonSlugs(t, e, "en"); got != "[]" {
		t.Fatalf("anon reads a scheduled translation: %s", got)
	}
	own := cmstest.TranslationHistory(t, r.Body)
	// The first editor holds the translation's lock; the second sees it and may take it over.
	if !strings.Contains(r.Body, `data-lock-url="`+own+`/bloqueo"`) {
		t.Fatalf("the editor does not hold the translation's lock (%s)", own)
	}
	if r := luis.Do("GET", page, "", ""); !strings.Contains(r.Body, "Editando: jefa@example.com") {
		t.Fatal("the second editor does not see the translation's lock")
	}
	cmstest.WantStatus(t, luis.PostForm(own+"/bloqueo/tomar", nil), 303)
	if beat := b.PostJSON(own+"/bloqueo", ""); beat.Status != 200 || beat.JSON["mine"] != false {
		t.Errorf("after the takeover the first editor's heartbeat says %d %v", beat.Status, beat.JSON)
	}
	// Published now: a second revision, compared field by field.
	cmstest.WantStatus(t, luis.PostForm(page, cmstest.Form("titulo", "Hello world", "slug", "hello", "version", "1", "accion", "publicar")), 303)
	if got := anonSlugs(t, e, "en"); got != "[{hello}]" {
		t.Fatalf("anon reads %s after publishing", got)
	}
	hist := b.Do("GET", own+"/historial", "", "")
	if hist.Status != 200 || strings.Count(hist.Body, `<tr data-id=`) != 2 {
		t.Fatalf("the translation's history: %d, %d revisions", hist.Status, strings.Count(hist.Body, `<tr data-id=`))
	}
	revs := cmstest.RowIDs(hist.Body)
	cmp := b.Do("GET", own+"/historial/comparar?a="+revs[1]+"&b="+revs[0], "", "")
	if cmp.Status != 200 || !strings.Contains(cmp.Body, "world") {
		t.Fatalf("the comparison: %d", cmp.Status)
	}
	// Another item's path does not open this translation.
	cmstest.WantStatus(t, b.Do("GET", strings.Replace(own, fmt.Sprintf("/blog/%d/", id), "/blog/999/", 1)+"/historial", "", ""), 404)
	cmstest.WantStatus(t, b.PostForm(own+"/eliminar", nil), 303)
	if got := translationStatus(t, b, id, "en"); got != "falta" {
		t.Fatalf("after deleting the translation: %q", got)
	}
}

// TestTranslationListFilters: the list's filters «Sin traducir al English» and «Traducción
// desactualizada al English» list exactly the posts missing or outdated in English.
func TestTranslationListFilters(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true},
		{"codigo": "pt-BR", "nombre": "Português", "orden": 2, "activo": true}})
	ids := e.InsertRows(t, "blog_entradas", []map[string]any{
		{"titulo": "Al día", "slug": "al-dia"}, {"titulo": "Vieja", "slug": "vieja"}, {"titulo": "Sin traducir", "slug": "sin"}})
	e.InsertRows(t, "blog_entradas_traducciones", []map[string]any{
		{"origen": ids[0], "idioma": "en", "titulo": "Up to date", "slug": "up", "version_origen": 1},
		{"origen": ids[1], "idioma": "en", "titulo": "Old", "slug": "old", "version_origen": 0},
		{"origen": ids[1], "idioma": "pt-BR", "titulo": "Velha", "slug": "velha", "version_origen": 1}})
	list := b.Do("GET", "/admin/blog/", "", "").Body
	for _, want := range []string{`<option value="falta:en">Sin traducir al English</option>`, `<option value="desactualizada:pt-BR">Traducción desactualizada al Português</option>`} {
		if !strings.Contains(list, want) {
			t.Fatalf("the list's filter lacks %s", want)
		}
	}
	for _, c := range []struct {
		filter string
		want   []int64
	}{
		{"falta:en", []int64{ids[2]}},
		{"desactualizada:en", []int64{ids[1]}},
		{"falta:pt-BR", []int64{ids[2], ids[0]}},
		{"desactualizada:pt-BR", nil},
		{"falta:fr", []int64{ids[2], ids[1], ids[0]}}, // not a language of the site: no filter
	} {
		r := b.Do("GET", "/admin/blog/?traduccion="+c.filter, "", "")
		cmstest.WantStatus(t, r, 200)
		if got, want := fmt.Sprint(cmstest.RowIDs(r.Body)), fmt.Sprint(idTexts(c.want)); got != want {
			t.Errorf("%s lists %s, want %s", c.filter, got, want)
		}
		if c.want == nil && !strings.Contains(r.Body, "Ninguna entrada coincide con el filtro.") {
			t.Errorf("%s: no empty-filter message", c.filter)
		}
	}
}

func idTexts(ids []int64) []string {
	var out []string
	for _, id := range ids {
		out = append(out, cmstest.IDText(id))
	}
	return out
}
