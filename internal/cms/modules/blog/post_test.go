package blog_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/blog"
)

// TestBlogValidation: every refused field has its Spanish message, the input is kept, nothing is
// written.
func TestBlogValidation(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Otra", "slug": "ocupado"}})
	long := strings.Repeat("x", 201)
	cases := []struct {
		name   string
		form   map[string]string
		fields map[string]string
		status int
	}{
		{"title blank", map[string]string{"titulo": "  "}, map[string]string{"titulo": blog.MsgTituloRequired}, 422},
		{"title too long", map[string]string{"titulo": long}, map[string]string{"titulo": blog.MsgTituloTooLong}, 422},
		{"slug with accents", map[string]string{"titulo": "Hola", "slug": "diseño web"}, map[string]string{"slug": blog.MsgSlugInvalid}, 422},
		{"excerpt too long", map[string]string{"titulo": "Hola", "extracto": strings.Repeat("y", 401)}, map[string]string{"extracto": blog.MsgExtractoTooLong}, 422},
		{"author not an employee", map[string]string{"titulo": "Hola", "autor": "00000000-0000-0000-0000-000000000001"}, map[string]string{"autor": blog.MsgAutorInvalid}, 422},
		{"tag too long", map[string]string{"titulo": "Hola", "etiquetas": "a, " + strings.Repeat("z", 41)}, map[string]string{"etiquetas": blog.MsgTagsInvalid}, 422},
		{"too many tags", map[string]string{"titulo": "Hola", "etiquetas": "a,b,c,d,e,f,g,h,i,j,k"}, map[string]string{"etiquetas": blog.MsgTagsInvalid}, 422},
		{"slug taken", map[string]string{"titulo": "Hola", "slug": "ocupado"}, map[string]string{"slug": blog.MsgSlugTaken}, 422},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := cmstest.Form("estado", "publicado")
			for k, v := range c.form {
				f.Set(k, v)
			}
			r := b.PostForm("/admin/blog/nuevo", f)
			cmstest.WantStatus(t, r, c.status)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if v := c.form["titulo"]; v != "" && strings.TrimSpace(v) != "" && !strings.Contains(r.Body, `value="`+v+`"`) {
				t.Fatal("title not kept")
			}
			if n := e.CountRows(t, "blog_entradas", "", nil); n != 1 {
				t.Fatalf("%d posts stored, want the 1 seeded", n)
			}
		})
	}
}

// TestBlogSaveWithTagsAndAuthor: a post is saved with a slug from its title, its author's name, a
// reading time, and its tags (new ones created, repeated ones merged); editing replaces the tags.
func TestBlogSaveWithTagsAndAuthor(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			ana := e.Account(t, "ana@example.com", "mercadeo", false, map[string]any{"nombre": "Ana Ruiz"})
			e.InsertRows(t, "etiquetas", []map[string]any{{"nombre": "Diseño", "slug": "diseno"}})
			body := strings.Repeat("palabra ", 450) + "<script>alert(1)</script>"
			r := b.PostForm("/admin/blog/nuevo", cmstest.Form("titulo", "Diseño de aplicaciones móviles", "autor", ana,
				"etiquetas", "diseño, Móviles, moviles,  UX ", "cuerpo", body, "estado", "publicado"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "blog_entradas", "slug", "diseno-de-aplicaciones-moviles") != 1 {
				t.Fatal("post not stored under the title's slug")
			}
			if e.CountRows(t, "etiquetas", "", nil) != 3 || e.CountRows(t, "blog_entradas_etiquetas", "", nil) != 3 {
				t.Fatalf("tags: %d, joins: %d; want 3 and 3", e.CountRows(t, "etiquetas", "", nil), e.CountRows(t, "blog_entradas_etiquetas", "", nil))
			}
			list := b.GetJSON("/admin/blog/")
			cmstest.WantStatus(t, list, 200)
			for _, want := range []string{"Entrada publicada.", "Ana Ruiz", "Diseño, Móviles, UX"} {
				if !strings.Contains(list.Body, want) {
					t.Fatalf("list lacks %q: %s", want, list.Body)
				}
			}
			id := cmstest.RowIDs(list.Body)[0]
			form := b.GetJSON("/admin/blog/" + id)
			if strings.Contains(form.Body, "<script>") || !strings.Contains(form.Body, `data-richtext`) {
				t.Fatalf("form shows an unsanitized body or no rich-text mark: %s", form.Body)
			}
			if e.CountRows(t, "blog_entradas", "tiempo_lectura", 3) != 1 {
				t.Fatal("reading time of 450 words is not 3 minutes")
			}
			r = b.PostForm("/admin/blog/"+id, cmstest.Form("titulo", "Diseño de aplicaciones móviles", "slug", "apps", "autor", "",
				"etiquetas", "UX", "cuerpo", "corto", "estado", "publicado"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "blog_entradas_etiquetas", "", nil) != 1 || e.CountRows(t, "blog_entradas", "slug", "apps") != 1 ||
				e.CountRows(t, "blog_entradas", "autor_nombre", "") != 1 {
				t.Fatal("edit did not replace tags, slug and author")
			}
		})
	}
}

// TestBlogListFilters: state, tag, author and title search narrow the list; trashed posts leave it.
func TestBlogListFilters(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ana := e.Account(t, "ana@example.com", "mercadeo", false, map[string]any{"nombre": "Ana Ruiz"})
	ids := e.InsertRows(t, "blog_entradas", []map[string]any{
		{"titulo": "Uno", "slug": "uno", "autor": ana, "estado": "publicado", "created_at": cmstest.Stamp(1)},
		{"titulo": "Dos borrador", "slug": "dos", "autor": nil, "estado": "borrador", "created_at": cmstest.Stamp(2)},
		{"titulo": "Tres", "slug": "tres", "autor": nil, "estado": "publicado", "created_at": cmstest.Stamp(3)},
	})
	tag := e.InsertRows(t, "etiquetas", []map[string]any{{"nombre": "Web", "slug": "web"}})[0]
	e.InsertRows(t, "blog_entradas_etiquetas", []map[string]any{{"entrada": ids[2], "etiqueta": tag}})
	for _, c := range []struct{ query, want string }{
		{"", fmt.Sprint([]int64{ids[2], ids[1], ids[0]})},
		{"?estado=borrador", fmt.Sprint([]int64{ids[1]})},
		{fmt.Sprintf("?etiqueta=%d", tag), fmt.Sprint([]int64{ids[2]})},
		{"?autor=" + ana, fmt.Sprint([]int64{ids[0]})},
		{"?autor=no-es-un-id", fmt.Sprint([]int64{ids[2], ids[1], ids[0]})},
		{"?q=borr", fmt.Sprint([]int64{ids[1]})},
		{"?q=%25", "[]"},
		{"?rowsPerPage=10&page=2", "[]"},
	} {
		r := b.GetJSON("/admin/blog/" + c.query)
		if r.Status != 200 {
			t.Fatalf("%s: status %d", c.query, r.Status)
		}
		if got := fmt.Sprint(cmstest.RowIDs(r.Body)); strings.ReplaceAll(got, " ", ",") != strings.ReplaceAll(c.want, " ", ",") {
			t.Errorf("%s: rows %s, want %s", c.query, got, c.want)
		}
	}
	r := b.PostForm(fmt.Sprintf("/admin/blog/%d/eliminar", ids[0]), cmstest.Form())
	cmstest.WantStatus(t, r, 303)
	if got := cmstest.RowIDs(b.GetJSON("/admin/blog/").Body); len(got) != 2 {
		t.Fatalf("after trashing, rows %v", got)
	}
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/blog/%d/eliminar", ids[0]), cmstest.Form()), 404)
	// The trash lists it; restoring brings it back to the list.
	trash := b.GetJSON("/admin/blog/papelera")
	cmstest.WantStatus(t, trash, 200)
	if got := cmstest.RowIDs(trash.Body); fmt.Sprint(got) != fmt.Sprint([]int64{ids[0]}) {
		t.Fatalf("trash rows %v", got)
	}
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/blog/%d/restaurar", ids[0]), cmstest.Form()), 303)
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/blog/%d/restaurar", ids[0]), cmstest.Form()), 404)
	if got := cmstest.RowIDs(b.GetJSON("/admin/blog/").Body); len(got) != 3 {
		t.Fatalf("after restoring, rows %v", got)
	}
}

// TestBlogScheduleAndCover: a scheduled post with a cover is stored with its publish time and the
// cover's path in bucket contenido; a role without the view gets 403.
func TestBlogScheduleAndCover(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	when := time.Now().Add(48 * time.Hour).In(e.App.Location()).Format("02/01/2006 15:04")
	r := b.PostMultipart("/admin/blog/nuevo", cmstest.Form("titulo", "Próximamente", "estado", "programado", "publicar_en", when,
		"etiquetas", "Novedades"), "portada", "Portada Nueva.png", cmstest.PNGBytes(t))
	cmstest.WantStatus(t, r, 303)
	if e.CountRows(t, "blog_entradas", "portada", "blog/Portada_Nueva.png") != 1 || e.CountRows(t, "blog_entradas", "estado", "programado") != 1 {
		t.Fatal("scheduled post with cover not stored")
	}
	r = b.PostForm("/admin/blog/nuevo", cmstest.Form("titulo", "Sin fecha", "estado", "programado"))
	cmstest.WantStatus(t, r, 422)
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	other := e.Browser(t).SignIn("ventas@example.com")
	cmstest.WantStatus(t, other.GetJSON("/admin/blog/"), 403)
}

// TestBlogEditConflict: a save made with the version an editor opened, after someone else saved,
// is refused (409) with the input kept, instead of overwriting the other save.
func TestBlogEditConflict(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Original", "slug": "original"}})[0]
	path := fmt.Sprintf("/admin/blog/%d", id)
	cmstest.WantStatus(t, b.PostForm(path, cmstest.Form("titulo", "Primera", "slug", "original", "estado", "publicado", "version", "1")), 303)
	r := b.PostForm(path, cmstest.Form("titulo", "Segunda", "slug", "original", "estado", "publicado", "version", "1"))
	cmstest.WantStatus(t, r, 409)
	if !strings.Contains(r.Body, `value="Segunda"`) || e.CountRows(t, "blog_entradas", "titulo", "Primera") != 1 {
		t.Fatalf("conflict: %s", r.Body)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/blog/999", cmstest.Form("titulo", "X", "estado", "publicado")), 404)
}
