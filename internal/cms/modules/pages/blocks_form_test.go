package pages_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/pages"
)

// TestPageBlocksByCategoryAndLibrary: the testimonials and FAQ blocks choose their category by name
// (the choice kept after a refusal and once saved), the FAQ and projects blocks are stored, and an
// image block shows its picture with the library's picker next to its fields.
func TestPageBlocksByCategoryAndLibrary(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	catID := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Ciberseguridad"}})[0]
	cat := cmstest.IDText(catID)
	blocks := []map[string]string{
		{"tipo": "preguntas", "categoria": cat},
		{"tipo": "testimonios", "cantidad": "3", "categoria": cat},
		{"tipo": "proyectos", "cantidad": "3"},
		{"tipo": "imagen", "archivo": "contenido/imagenes/oficina.jpg", "alt": ""},
	}

	r := b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Seguridad"}, blocks...))
	cmstest.WantStatus(t, r, 422)
	if got := blockErrors(r.Body); len(got) != 1 || got["4"] == "" {
		t.Fatalf("only the image without alt text is refused: %v", got)
	}
	for _, want := range []string{
		`<option value="` + cat + `" selected>Ciberseguridad</option>`, // both blocks keep their category
		`<option value="">Todas las categorías</option>`,
		`/storage/v1/object/public/contenido/imagenes/oficina.jpg" alt="" data-pick-preview>`,
		`data-pick="imagen"`, `<script src="/cms-static/picker.js" defer>`,
	} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("the form lacks %s", want)
		}
	}
	if n := strings.Count(r.Body, `<option value="`+cat+`" selected>`); n != 2 {
		t.Errorf("%d blocks keep their category, want 2", n)
	}

	blocks[3]["alt"] = "Nuestra oficina"
	cmstest.WantStatus(t, b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Seguridad"}, blocks...)), 303)
	var stored []struct{ Bloques []map[string]any }
	if _, err := e.Svc.Client().From("paginas", e.Svc.Client().Service()).Select("bloques").Get(t.Context(), &stored); err != nil || len(stored) != 1 {
		t.Fatalf("stored: %v %v", stored, err)
	}
	got := stored[0].Bloques
	if len(got) != 4 || got[0]["tipo"] != "preguntas" || got[0]["categoria"] != float64(catID) ||
		got[2]["tipo"] != "proyectos" || got[2]["cantidad"] != float64(3) {
		t.Errorf("stored blocks: %v", got)
	}
}

// TestBlockFragment: the fields of a new block, as the editor adds it in place, for every type —
// with a count that saves where the type has one — and nothing else of the page.
func TestBlockFragment(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cases := []struct {
		typ, index string
		status     int
		want       []string
	}{
		{"texto", "0", 200, []string{`name="b0_tipo" value="texto"`, `name="b0_html"`, `data-richtext`, `Subir<span class="visually-hidden"> el bloque 1`}},
		{"testimonios", "2", 200, []string{`name="b2_tipo" value="testimonios"`, `name="b2_cantidad" id="b2_cantidad" autofocus value="3"`, `Todas las categorías`}},
		{"clientes", "1", 200, []string{`name="b1_cantidad" id="b1_cantidad" autofocus value="12"`}},
		{"proyectos", "0", 200, []string{`name="b0_cantidad" id="b0_cantidad" autofocus value="3"`}},
		{"imagen", "3", 200, []string{`data-pick="imagen"`, `Archivo de la biblioteca de medios`, `name="b3_alt"`}},
		{"video", "0", 200, []string{`name="b0_url"`, `name="b0_titulo"`}},
		{"carrusel", "0", 400, []string{pages.MsgNoBlockType}},
		{"texto", "-1", 400, nil},
	}
	for _, c := range cases {
		r := b.GetJSON("/admin/pages/bloque?tipo=" + c.typ + "&indice=" + c.index)
		cmstest.WantStatus(t, r, c.status)
		for _, want := range c.want {
			if !strings.Contains(r.Body, want) {
				t.Errorf("%s at %s: the fragment lacks %s:\n%s", c.typ, c.index, want, r.Body)
			}
		}
		if strings.Contains(r.Body, "<html") || strings.Contains(r.Body, "cubo") {
			t.Errorf("%s: the fragment has more than the block, or storage jargon", c.typ)
		}
	}
	e.Account(t, "editor@example.com", "Editor", false, nil)
	cmstest.WantStatus(t, e.Browser(t).SignIn("editor@example.com").GetJSON("/admin/pages/bloque?tipo=texto&indice=0"), 403)
}

// TestBlockActionsWithoutScript: without JavaScript «Añadir bloque» posts the form; the new block
// comes with its defaults, the message is a success, and a refused block's message is under the
// field it is about, which points to it.
func TestBlockActionsWithoutScript(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	r := b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Clientes", "accion", "anadir", "nuevo_tipo", "clientes"}))
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `<p class="flash" role="status">`+pages.MsgBlockAdded) || strings.Contains(r.Body, `<p class="error"`) {
		t.Errorf("the added block's message is not a success:\n%s", r.Body)
	}
	if !strings.Contains(r.Body, `name="b0_cantidad" id="b0_cantidad" autofocus value="12"`) {
		t.Error("the new clients block has no count that saves")
	}
	cases := []struct {
		name  string
		block map[string]string
		field string
	}{
		{"count out of range", map[string]string{"tipo": "testimonios", "cantidad": "0"}, "cantidad"},
		{"button link", map[string]string{"tipo": "boton", "texto": "Ir", "enlace": "ftp://x"}, "enlace"},
		{"image alt", map[string]string{"tipo": "imagen", "archivo": "contenido/a.jpg"}, "alt"},
		{"video title", map[string]string{"tipo": "video", "url": "https://youtu.be/dQw4w9WgXcQ"}, "titulo"},
		{"empty text", map[string]string{"tipo": "texto", "html": ""}, "html"},
		{"emptied text", map[string]string{"tipo": "texto", "html": "<p><br></p>"}, "html"},
		{"text of spaces", map[string]string{"tipo": "texto", "html": "<p>&nbsp; </p>\n<p></p>"}, "html"},
	}
	for _, c := range cases {
		r := b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Hola"}, c.block))
		cmstest.WantStatus(t, r, 422)
		got := blockFieldErrors(r.Body)["1"]
		if got.field != c.field || got.message == "" {
			t.Errorf("%s: the message is under %q, want %q", c.name, got.field, c.field)
		}
		if !strings.Contains(r.Body, `aria-invalid="true" aria-describedby="e-b0_`+c.field+`"`) {
			t.Errorf("%s: the field does not point to its message", c.name)
		}
	}
	// The saved page keeps the added block's default count.
	cmstest.WantStatus(t, b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Nuestros clientes"}, map[string]string{"tipo": "clientes", "cantidad": "12"})), 303)
}
