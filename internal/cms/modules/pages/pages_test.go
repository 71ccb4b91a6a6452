package pages_test

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/pages"
)

// pageForm is a page form with blocks given as maps of their fields (tipo first).
func pageForm(kv []string, blocks ...map[string]string) url.Values {
	f := cmstest.Form(kv...)
	f.Set("estado", "publicado")
	f.Set("bloques_n", fmt.Sprint(len(blocks)))
	for i, b := range blocks {
		for k, v := range b {
			f.Set(fmt.Sprintf("b%d_%s", i, k), v)
		}
	}
	return f
}

var blockErrorPattern = regexp.MustCompile(`<p class="field-error" id="e-b(\d+)_(\w*)">([^<]*)</p>`)

// blockErrors are the messages in the blocks, by position (1-based).
func blockErrors(body string) map[string]string {
	out := map[string]string{}
	for pos, e := range blockFieldErrors(body) {
		out[pos] = e.message
	}
	return out
}

// blockError is a message in a block: the field it is under ("" for the whole block) and its text.
type blockError struct{ field, message string }

// blockFieldErrors are the messages in the blocks, by position (1-based), with their field.
func blockFieldErrors(body string) map[string]blockError {
	out := map[string]blockError{}
	for _, m := range blockErrorPattern.FindAllStringSubmatch(body, -1) {
		var i int
		fmt.Sscan(m[1], &i)
		out[fmt.Sprint(i+1)] = blockError{m[2], cmstest.UnescapeHTML(m[3])}
	}
	return out
}

// pageFieldErrors are the messages next to the page's own fields (not its blocks').
func pageFieldErrors(body string) map[string]string {
	out := cmstest.FieldErrors(body)
	for k := range out {
		if blockFieldName.MatchString(k) {
			delete(out, k)
		}
	}
	return out
}

var blockFieldName = regexp.MustCompile(`^b\d+_`)

func TestPageValidation(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) { testPageValidation(t, transport) })
	}
}

func testPageValidation(t *testing.T, transport string) {
	e := cmstest.New(t, transport)
	b := e.SignedInAdmin(t)
	text := map[string]string{"tipo": "texto", "html": "<p>Hola</p>"}
	cases := []struct {
		name   string
		form   url.Values
		fields map[string]string
		blocks map[string]string
	}{
		{"no title", pageForm(nil), map[string]string{"titulo": pages.MsgTituloNeeded}, nil},
		{"reserved slug", pageForm([]string{"titulo", "Admin", "slug", "admin"}),
			map[string]string{"slug": "La dirección «/admin» está reservada: la usa el panel de administración."}, nil},
		{"reserved slug from the title", pageForm([]string{"titulo", "Testimonios"}),
			map[string]string{"slug": "La dirección «/testimonios» está reservada: es una página propia del sitio."}, nil},
		{"bad slug", pageForm([]string{"titulo", "Hola", "slug", "Hola Mundo"}),
			map[string]string{"slug": "La dirección solo admite letras minúsculas sin tilde, números y guiones (por ejemplo «quienes-somos»)."}, nil},
		{"parent that does not exist", pageForm([]string{"titulo", "Hola", "padre", "999"}), map[string]string{"padre": pages.MsgParentInvalid}, nil},
		{"empty text", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "texto", "html": " "}), map[string]string{},
			map[string]string{"1": "el texto está vacío."}},
		{"image without alt", pageForm([]string{"titulo", "Hola"}, text, map[string]string{"tipo": "imagen", "archivo": "contenido/a.jpg"}), map[string]string{},
			map[string]string{"2": "falta el texto alternativo de la imagen (describa lo que muestra)."}},
		{"gallery with a bad line", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "galeria", "imagenes": "contenido/a.jpg | A\nhttps://x.example/b.jpg | B"}), map[string]string{},
			map[string]string{"1": "imagen 2: la imagen «https://x.example/b.jpg» no es un archivo de la biblioteca de medios; elíjala de nuevo."}},
		{"button to javascript", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "boton", "texto": "Ir", "enlace": "javascript:alert(1)"}), map[string]string{},
			map[string]string{"1": "el enlace debe ser una ruta del sitio (que empiece por «/») o una dirección http(s)."}},
		{"testimonials count", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "testimonios", "cantidad": "tres"}), map[string]string{},
			map[string]string{"1": "la cantidad debe estar entre 1 y 12."}},
		{"clients count", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "clientes", "cantidad": "100"}), map[string]string{},
			map[string]string{"1": "la cantidad debe estar entre 1 y 48."}},
		{"faq without a category", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "preguntas", "categoria": ""}), map[string]string{},
			map[string]string{"1": "falta la categoría."}},
		{"projects count", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "proyectos", "cantidad": "13"}), map[string]string{},
			map[string]string{"1": "la cantidad debe estar entre 1 y 12."}},
		{"contact text too long", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "formulario_contacto", "texto": strings.Repeat("a", 81)}), map[string]string{},
			map[string]string{"1": "el campo «texto» es demasiado largo (máximo 80 caracteres)."}},
		{"video from another host", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "video", "url": "https://evil.example/v/1", "titulo": "x"}), map[string]string{},
			map[string]string{"1": "solo se admiten vídeos de YouTube o Vimeo (por ejemplo https://www.youtube.com/watch?v=…)."}},
		{"unknown type", pageForm([]string{"titulo", "Hola"}, map[string]string{"tipo": "carrusel"}), map[string]string{},
			map[string]string{"1": "el tipo «carrusel» no existe. Tipos válidos: texto, imagen, galeria, boton, testimonios, clientes, preguntas, proyectos, formulario_contacto, video."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := b.PostForm("/admin/pages/nuevo", c.form)
			cmstest.WantStatus(t, r, 422)
			if got := pageFieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Errorf("field messages %v, want %v", got, c.fields)
			}
			if got := blockErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.blocks) {
				t.Errorf("block messages %v, want %v", got, c.blocks)
			}
			if c.blocks != nil && !strings.Contains(r.Body, pages.MsgBlocksReview) {
				t.Error("no summary of the refused blocks")
			}
			// The typed input is kept.
			if tt := c.form.Get("titulo"); tt != "" && !strings.Contains(r.Body, `value="`+tt+`"`) {
				t.Errorf("title not kept")
			}
			if e.CountRows(t, "paginas", "", nil) != 0 {
				t.Fatal("a refused page was stored")
			}
		})
	}
}

func TestPageEditor(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	blocks := []map[string]string{
		{"tipo": "texto", "html": "<p>Primero</p><script>alert(1)</script>"},
		{"tipo": "boton", "texto": "Pida presupuesto", "enlace": "/contacto"},
		{"tipo": "video", "url": "https://youtu.be/dQw4w9WgXcQ", "titulo": "Presentación"},
	}

	// The editor's buttons change the blocks and store nothing.
	add := pageForm([]string{"titulo", "Quiénes somos", "accion", "anadir", "nuevo_tipo", "clientes"}, blocks...)
	r := b.PostForm("/admin/pages/nuevo", add)
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `name="bloques_n" value="4"`) || !strings.Contains(r.Body, pages.MsgBlockAdded) || !strings.Contains(r.Body, `name="b3_tipo" value="clientes"`) {
		t.Fatalf("add a block: %s", r.Body)
	}
	up := pageForm([]string{"titulo", "Quiénes somos", "accion", "subir-2"}, blocks...)
	r = b.PostForm("/admin/pages/nuevo", up)
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `name="b1_tipo" value="video"`) || !strings.Contains(r.Body, `name="b2_tipo" value="boton"`) {
		t.Fatalf("move a block up: %s", r.Body)
	}
	rm := pageForm([]string{"titulo", "Quiénes somos", "accion", "quitar-0"}, blocks...)
	r = b.PostForm("/admin/pages/nuevo", rm)
	if !strings.Contains(r.Body, `name="bloques_n" value="2"`) || !strings.Contains(r.Body, `name="b0_tipo" value="boton"`) {
		t.Fatalf("remove a block: %s", r.Body)
	}
	if e.CountRows(t, "paginas", "", nil) != 0 {
		t.Fatal("an editor action stored the page")
	}

	// The preview is the public site's rendering of the unsaved page.
	prev := b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Quiénes somos", "accion", "vista-previa"}, blocks...))
	cmstest.WantStatus(t, prev, 200)
	for _, want := range []string{`<header class="site-header">`, `<h1>Quiénes somos</h1>`, `<p>Primero</p>`,
		`<a class="button" href="/contacto">Pida presupuesto</a>`, `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ`} {
		if !strings.Contains(prev.Body, want) {
			t.Fatalf("preview lacks %q: %s", want, prev.Body)
		}
	}
	if strings.Contains(prev.Body, "<script>alert") || e.CountRows(t, "paginas", "", nil) != 0 {
		t.Fatal("the preview kept a script or stored the page")
	}

	// Save: the slug comes from the title, the text is sanitized before it is stored.
	r = b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Quiénes somos", "es_inicio", "1"}, blocks...))
	cmstest.WantStatus(t, r, 303)
	list := b.GetJSON("/admin/pages/")
	if !strings.Contains(list.Body, "Página publicada.") || !strings.Contains(list.Body, "<code>/quienes-somos</code>") || !strings.Contains(list.Body, "Página de inicio") {
		t.Fatalf("list: %s", list.Body)
	}
	id := cmstest.RowIDs(list.Body)[0]
	edit := b.GetJSON("/admin/pages/" + id)
	cmstest.WantStatus(t, edit, 200)
	if strings.Contains(edit.Body, "alert(1)") || !strings.Contains(edit.Body, `value="https://youtu.be/dQw4w9WgXcQ"`) {
		t.Fatalf("stored page: %s", edit.Body)
	}

	// A child page: /quienes-somos/equipo; the same address twice is refused next to the slug.
	r = b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Equipo", "padre", id}))
	cmstest.WantStatus(t, r, 303)
	r = b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Otro equipo", "slug", "equipo", "padre", id}))
	cmstest.WantStatus(t, r, 422)
	if got := cmstest.FieldErrors(r.Body)["slug"]; got != pages.MsgSlugTaken {
		t.Fatalf("duplicate address: %q", got)
	}
	if !strings.Contains(b.GetJSON("/admin/pages/").Body, "<code>/quienes-somos/equipo</code>") {
		t.Fatal("the child page's address is not listed")
	}

	// Delete moves to the trash (and the page stops being the home page).
	r = b.PostForm("/admin/pages/"+id+"/eliminar", cmstest.Form())
	cmstest.WantStatus(t, r, 303)
	if e.CountRows(t, "paginas", "es_inicio", true) != 0 || len(cmstest.RowIDs(b.GetJSON("/admin/pages/").Body)) != 1 {
		t.Fatal("the trashed page is still listed or still the home page")
	}

	// The trash lists it; restoring brings it back as a draft, unless its address was taken meanwhile.
	trash := b.GetJSON("/admin/pages/papelera")
	cmstest.WantStatus(t, trash, 200)
	if ids := cmstest.RowIDs(trash.Body); len(ids) != 1 || ids[0] != id || !strings.Contains(trash.Body, "<code>/quienes-somos</code>") {
		t.Fatalf("trash: %s", trash.Body)
	}
	taken := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Otra", "slug": "quienes-somos"}})[0]
	r = b.PostForm("/admin/pages/"+id+"/restaurar", cmstest.Form())
	cmstest.WantStatus(t, r, 409)
	if !strings.Contains(cmstest.UnescapeHTML(r.Body), pages.MsgRestoreTaken) {
		t.Fatalf("restore over a taken address: %s", r.Body)
	}
	c := e.Svc.Client()
	if err := c.From("paginas", c.Service()).Eq("id", taken).Delete(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/pages/"+id+"/restaurar", cmstest.Form()), 303)
	if e.CountRows(t, "paginas", "estado", "borrador") != 1 || len(cmstest.RowIDs(b.GetJSON("/admin/pages/papelera").Body)) != 0 {
		t.Fatal("the restored page is not a draft out of the trash")
	}

	// A role without the view gets 403.
	e.Account(t, "editor@example.com", "Editor", false, nil)
	other := e.Browser(t).SignIn("editor@example.com")
	cmstest.WantStatus(t, other.GetJSON("/admin/pages/"), 403)
}
