package blog_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/blog"
)

// translationStatus is the status the post form shows for a language.
func translationStatus(t *testing.T, b *cmstest.Browser, id int64, lang string) string {
	t.Helper()
	r := b.Do("GET", fmt.Sprintf("/admin/blog/%d", id), "", "")
	cmstest.WantStatus(t, r, 200)
	row := r.Body[strings.Index(r.Body, `data-idioma="`+lang+`"`):]
	row = row[:strings.Index(row, "</tr>")]
	for _, s := range []string{"desactualizada", "al día", "falta"} {
		if strings.Contains(row, `data-label="Traducción">`+s) {
			return s
		}
	}
	t.Fatalf("no status in %s", row)
	return ""
}

// anonSlugs are the slugs of the translations anon reads in lang.
func anonSlugs(t *testing.T, e *cmstest.Env, lang string) string {
	t.Helper()
	c := e.Svc.Client()
	var rows []struct{ Slug string }
	if _, err := c.From("blog_entradas_traducciones", c.Anon()).Select("slug").Eq("idioma", lang).Order("slug", false).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprint(rows)
}

// TestBlogTranslations: the post form lists each active language with its translation's status; the
// translation page shows the Spanish beside each field, copies a field without losing the others,
// refuses what the post form refuses, saves a draft anon cannot read, publishes, and shows the
// translation outdated once the post changes.
func TestBlogTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true},
		{"codigo": "pt-BR", "nombre": "Português", "orden": 2, "activo": true}, {"codigo": "fr", "nombre": "Français", "orden": 3, "activo": false}})
	ids := e.InsertRows(t, "blog_entradas", []map[string]any{
		{"titulo": "Hola mundo", "slug": "hola-mundo", "extracto": "Un saludo.", "cuerpo": "<p>Texto en español.</p>"},
		{"titulo": "Otra", "slug": "hello", "extracto": "", "cuerpo": ""},
	})
	id := ids[0]
	r := b.Do("GET", fmt.Sprintf("/admin/blog/%d", id), "", "")
	if !strings.Contains(r.Body, `id="traducciones"`) || strings.Contains(r.Body, `data-idioma="fr"`) {
		t.Fatal("the form's «Traducciones» is missing or lists a disabled language")
	}
	if got := translationStatus(t, b, id, "en"); got != "falta" {
		t.Fatalf("before translating: %q", got)
	}
	page := fmt.Sprintf("/admin/blog/%d/traducciones/en", id)
	r = b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{`<span lang="es" class="source-text">Hola mundo</span>`, `name="copiar" value="cuerpo"`, "Guardar borrador", "Publicar"} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %s", want)
		}
	}
	// «Copiar del español» fills one field and keeps what was typed in the others.
	r = b.PostForm(page, cmstest.Form("titulo", "Hello world", "copiar", "cuerpo"))
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `value="Hello world"`) || !strings.Contains(r.Body, "&lt;p&gt;Texto en español.&lt;/p&gt;</textarea>") {
		t.Fatal("copying the body lost the typed title or did not copy")
	}
	r = b.PostForm(page, cmstest.Form("titulo", "", "slug", "No Vale", "extracto", strings.Repeat("x", 401)))
	cmstest.WantStatus(t, r, 422)
	want := map[string]string{"titulo": blog.MsgTituloRequired, "slug": blog.MsgSlugInvalid, "extracto": fmt.Sprintf(blog.MsgTranslationTooLong, 400)}
	if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("field messages %v, want %v", got, want)
	}
	// A draft by default; the same slug as a Spanish post is no conflict.
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Hello world", "slug", "hello", "cuerpo", "English text.", "accion", "borrador")), 303)
	if got := translationStatus(t, b, id, "en"); got != "al día" {
		t.Fatalf("after saving: %q", got)
	}
	if got := anonSlugs(t, e, "en"); got != "[]" {
		t.Fatalf("anon reads a draft translation: %s", got)
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Hello world", "slug", "hello", "cuerpo", "English text.", "accion", "publicar")), 303)
	if got := anonSlugs(t, e, "en"); got != "[{hello}]" {
		t.Fatalf("anon reads %s after publishing", got)
	}
	// A save over someone else's newer save is refused, and keeps what was typed.
	r = b.PostForm(page, cmstest.Form("titulo", "Stale title", "slug", "hello", "version", "1", "accion", "publicar"))
	if r.Status != 409 || !strings.Contains(r.Body, "Otra persona guardó este contenido") || !strings.Contains(r.Body, `value="Stale title"`) {
		t.Fatalf("a save over a newer one: %d", r.Status)
	}
	// The same slug in another language is no conflict; in the same language it is refused.
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/blog/%d/traducciones/pt-BR", id), cmstest.Form("titulo", "Olá", "slug", "hello", "accion", "publicar")), 303)
	r = b.PostForm(fmt.Sprintf("/admin/blog/%d/traducciones/en", ids[1]), cmstest.Form("titulo", "Other", "slug", "hello"))
	if got := cmstest.FieldErrors(r.Body)["slug"]; r.Status != 422 || got != blog.MsgTranslationSlugTaken {
		t.Fatalf("a taken slug in English: %d %q", r.Status, got)
	}
	// The Spanish text changes: the translations are outdated.
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/blog/%d", id), cmstest.Form("titulo", "Hola, mundo", "slug", "hola-mundo",
		"cuerpo", "<p>Texto nuevo.</p>", "estado", "publicado", "version", "1")), 303)
	if got := translationStatus(t, b, id, "en"); got != "desactualizada" {
		t.Fatalf("after the post changed: %q", got)
	}
	list := b.Do("GET", "/admin/blog/", "", "").Body
	for _, want := range []string{`<th>Traducciones</th>`, `<span lang="en">English</span>: desactualizada`, `<span lang="en">English</span>: falta`} {
		if !strings.Contains(list, want) {
			t.Errorf("the list lacks %s", want)
		}
	}
	if strings.Contains(list, `lang="fr"`) {
		t.Error("the list shows a disabled language")
	}
	if r := b.Do("GET", page, "", ""); !strings.Contains(r.Body, "la entrada en español cambió") || !strings.Contains(r.Body, `value="Hello world"`) {
		t.Fatal("the translation page does not say it is outdated, or lost the stored translation")
	}
	cmstest.WantStatus(t, b.Do("GET", fmt.Sprintf("/admin/blog/%d/traducciones/de", id), "", ""), 404)
}

// TestBlogTranslatedFields: the translation page offers exactly the post's columns the catalog
// declares translatable, plus the translation's own address.
func TestBlogTranslatedFields(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Hola", "slug": "hola"}})[0]
	cmstest.WantTranslatedFields(t, "blog_entradas", b.Do("GET", fmt.Sprintf("/admin/blog/%d/traducciones/en", id), "", "").Body)
}
