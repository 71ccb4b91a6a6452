package pages_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// TestPageTranslations: a page's translation shows its blocks a text at a time, the Spanish beside
// each, never as JSON; «Copiar del español» copies one block's text; an empty required text or a
// bad link is refused beside its field, keeping what was typed; a published translation stores the
// Spanish blocks with the typed texts; the translation gets its own address; the list filters the
// pages not yet in English.
func TestPageTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	ids := e.InsertRows(t, "paginas", []map[string]any{
		{"titulo": "Nosotros", "slug": "nosotros", "bloques": []any{
			map[string]any{"tipo": "texto", "html": "<p>Somos un equipo.</p>"},
			map[string]any{"tipo": "boton", "texto": "Escríbanos", "enlace": "/contacto"},
			map[string]any{"tipo": "clientes", "cantidad": 6},
			map[string]any{"tipo": "imagen", "archivo": "contenido/equipo.jpg", "alt": "El equipo", "pie": "Madrid"}}},
		{"titulo": "Historia", "slug": "historia", "bloques": []any{}}})
	page := fmt.Sprintf("/admin/pages/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "paginas", r.Body)
	if strings.Contains(r.Body, `name="bloques"`) || strings.Contains(r.Body, "JSON") {
		t.Fatal("the blocks are still offered as JSON")
	}
	for _, want := range []string{"Bloque 1 · Texto", "Bloque 2 · Botón", "Bloque 3 · Clientes", "Bloque 4 · Imagen", "no tiene textos propios",
		`name="bloques_1_html"`, `name="bloques_2_texto"`, `name="bloques_2_enlace"`, `name="bloques_4_alt"`, `name="bloques_4_pie"`,
		`value="bloques_2_texto" class="link" formnovalidate>Copiar del español`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %q", want)
		}
	}
	for field, spanish := range map[string]string{"bloques_1_html": "Somos un equipo.", "bloques_2_texto": "Escríbanos", "bloques_2_enlace": "/contacto", "bloques_4_alt": "El equipo"} {
		if src := r.Body[strings.Index(r.Body, `id="o-`+field+`"`):]; !strings.Contains(src[:strings.Index(src, "</div>")], spanish) {
			t.Fatalf("the Spanish %q is not beside %s", spanish, field)
		}
	}

	r = b.PostForm(page, cmstest.Form("titulo", "About us", "bloques_1_html", "<p>We are a team.</p>", "copiar", "bloques_2_texto"))
	if !strings.Contains(r.Body, `name="bloques_2_texto" value="Escríbanos"`) || !strings.Contains(r.Body, `value="About us"`) || !strings.Contains(r.Body, "We are a team.") {
		t.Fatal("«Copiar del español» did not copy the button's text, or lost what was typed")
	}

	typed := []string{"titulo", "About us", "bloques_1_html", "<p>We are a team.</p>", "bloques_2_texto", "", "bloques_2_enlace", "javascript:alert(1)",
		"bloques_4_alt", "The team", "accion", "publicar"}
	r = b.PostForm(page, cmstest.Form(typed...))
	cmstest.WantStatus(t, r, 422)
	errs := cmstest.FieldErrors(r.Body)
	if errs["bloques_2_texto"] != translation.MsgTranslateText || errs["bloques_2_enlace"] == "" {
		t.Fatalf("an empty button text and a bad link: %v", errs)
	}
	if !strings.Contains(r.Body, `name="bloques_4_alt" value="The team"`) || !strings.Contains(r.Body, "We are a team.") {
		t.Fatal("a refused save lost what was typed")
	}
	if n := e.CountRows(t, "paginas_traducciones", "idioma", "en"); n != 0 {
		t.Fatalf("a refused save wrote %d translations", n)
	}

	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "About us", "bloques_1_html", "<p>We are a team.</p>", "bloques_2_texto", "Write to us",
		"bloques_2_enlace", "/en/contact", "bloques_4_alt", "The team", "accion", "publicar")), 303)
	want := `[{"html":"<p>We are a team.</p>","tipo":"texto"},{"enlace":"/en/contact","texto":"Write to us","tipo":"boton"},{"cantidad":6,"tipo":"clientes"},` +
		`{"alt":"The team","archivo":"contenido/equipo.jpg","tipo":"imagen"}]`
	if got := e.TranslatedJSON(t, "paginas", "bloques", ids[0], "en"); got != want {
		t.Fatalf("stored blocks\n got %s\nwant %s", got, want)
	}
	r = b.Do("GET", page, "", "")
	if !strings.Contains(r.Body, `value="about-us"`) || !strings.Contains(r.Body, "We are a team.") || !strings.Contains(r.Body, `name="bloques_2_texto" value="Write to us"`) {
		t.Fatal("the translation's address was not made from its title, or its blocks' texts were not kept")
	}
	list := b.Do("GET", "/admin/pages/?traduccion=falta:en", "", "")
	if got := cmstest.RowIDs(list.Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if !strings.Contains(list.Body, `<span lang="en">English</span>: falta`) {
		t.Fatal("the list has no translations' column")
	}
}

// TestPageTranslationEmptyText: a text block's translation the rich editor leaves emptied, or that
// only markup and white space fill, is refused as a text to translate, and nothing is stored.
func TestPageTranslationEmptyText(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Nosotros", "slug": "nosotros", "bloques": []any{
		map[string]any{"tipo": "texto", "html": "<p>Somos un equipo.</p>"}}}})[0]
	page := fmt.Sprintf("/admin/pages/%d/traducciones/en", id)
	for _, typed := range []string{"", "  ", "<p></p>", "<p><br></p>", "<p>&nbsp; </p>\n<p><br/></p>", "<h2> </h2><ul><li></li></ul>"} {
		r := b.PostForm(page, cmstest.Form("titulo", "About us", "bloques_1_html", typed, "accion", "publicar"))
		cmstest.WantStatus(t, r, 422)
		if got := cmstest.FieldErrors(r.Body)["bloques_1_html"]; got != translation.MsgTranslateText {
			t.Errorf("%q: the text's message is %q", typed, got)
		}
	}
	if n := e.CountRows(t, "paginas_traducciones", "idioma", "en"); n != 0 {
		t.Fatalf("an empty text stored %d translations", n)
	}
}
