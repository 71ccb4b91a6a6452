package seo_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/seo"
	"github.com/vitrina/vitrina/internal/redirects"
)

// TestSEOSettings: the site-wide defaults round-trip through the form; every refusal puts its
// Spanish message next to the field, keeps the input and stores nothing.
func TestSEOSettings(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			page := b.GetJSON("/admin/seo/")
			cmstest.WantStatus(t, page, 200)
			if !strings.Contains(page.Body, `value="{titulo} | {sitio}"`) {
				t.Fatalf("default title pattern not shown: %s", page.Body)
			}
			valid := func(kv ...string) map[string]string {
				f := map[string]string{"patron_titulo": "{titulo} | {sitio}", "descripcion": "Consultoría en Valencia.",
					"imagen": "/storage/v1/object/public/contenido/compartir.png", "organizacion_nombre": "Altamar Consultores",
					"organizacion_url": "https://altamar.example", "organizacion_email": "hola@altamar.example",
					"robots": "Disallow: /borradores\n# fin", "verificacion_google": "abc_DEF-123"}
				for i := 0; i+1 < len(kv); i += 2 {
					f[kv[i]] = kv[i+1]
				}
				return f
			}
			cases := []struct {
				name   string
				form   map[string]string
				fields map[string]string
			}{
				{"pattern without the title", valid("patron_titulo", "{sitio}"), map[string]string{"patron_titulo": seo.MsgTitlePattern}},
				{"description too long", valid("descripcion", strings.Repeat("a", 301)), map[string]string{"descripcion": fmt.Sprintf(seo.MsgTooLong, 300)}},
				{"image not a link", valid("imagen", "javascript:alert(1)"), map[string]string{"imagen": seo.MsgURL}},
				{"e-mail", valid("organizacion_email", "hola en altamar"), map[string]string{"organizacion_email": seo.MsgEmail}},
				{"whole meta tag pasted", valid("verificacion_google", `<meta name="google-site-verification" content="x">`), map[string]string{"verificacion_google": seo.MsgVerification}},
				{"robots line", valid("robots", "Disallow: /x\nHola"), map[string]string{"robots": seo.MsgRobots}},
			}
			for _, c := range cases {
				f := cmstest.Form()
				for k, v := range c.form {
					f.Set(k, v)
				}
				r := b.PostForm("/admin/seo/", f)
				cmstest.WantStatus(t, r, 422)
				if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
					t.Errorf("%s: messages %v, want %v", c.name, got, c.fields)
				}
				if !strings.Contains(r.Body, "Altamar Consultores") {
					t.Errorf("%s: input not kept", c.name)
				}
				if e.CountRows(t, "ajustes_seo", "", nil) != 0 {
					t.Fatalf("%s: stored", c.name)
				}
			}
			f := cmstest.Form()
			for k, v := range valid() {
				f.Set(k, v)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/seo/", f), 303)
			if e.CountRows(t, "ajustes_seo", "organizacion_nombre", "Altamar Consultores") != 1 {
				t.Fatal("settings not stored")
			}
			page = b.GetJSON("/admin/seo/")
			for _, want := range []string{"Ajustes de SEO guardados.", `value="{titulo} | {sitio}"`, "Disallow: /borradores", `value="abc_DEF-123"`} {
				if !strings.Contains(cmstest.UnescapeHTML(page.Body), cmstest.UnescapeHTML(want)) {
					t.Errorf("after saving, the form lacks %q", want)
				}
			}
		})
	}
}

// TestRedirectManager: redirects are created, listed, searched, edited and deleted; the platform's
// rules (a loop, an origin taken) come back next to their field in Spanish.
func TestRedirectManager(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			save := func(path string, kv ...string) cmstest.Reply { return b.PostForm(path, cmstest.Form(kv...)) }
			cmstest.WantStatus(t, save("/admin/seo/redirecciones/nueva", "origen", "/servicios-antiguos", "destino", "/servicios", "tipo", "301"), 303)
			cmstest.WantStatus(t, save("/admin/seo/redirecciones/nueva", "origen", "/servicios", "destino", "/soluciones", "tipo", "301"), 303)
			if e.CountRows(t, "redirecciones", "destino", "/soluciones") != 2 {
				t.Fatal("the chain /servicios-antiguos → /servicios → /soluciones was not collapsed")
			}
			cases := []struct {
				name   string
				form   []string
				fields map[string]string
			}{
				{"loop", []string{"origen", "/soluciones", "destino", "/servicios-antiguos", "tipo", "301"},
					map[string]string{"destino": fmt.Sprintf(redirects.MsgLoop, "/servicios-antiguos", "/soluciones")}},
				{"taken", []string{"origen", "/servicios/", "destino", "/otra", "tipo", "302"},
					map[string]string{"origen": fmt.Sprintf(redirects.MsgExists, "/servicios")}},
				{"self", []string{"origen", "/a", "destino", "/a", "tipo", "301"}, map[string]string{"destino": redirects.MsgSelf}},
				{"relative origin, no target, bad type", []string{"origen", "a", "destino", "", "tipo", "307"},
					map[string]string{"origen": redirects.MsgOrigin, "destino": seo.MsgTargetNeeded, "tipo": redirects.MsgType}},
			}
			for _, c := range cases {
				r := save("/admin/seo/redirecciones/nueva", c.form...)
				if got := cmstest.FieldErrors(r.Body); r.Status != 422 || fmt.Sprint(got) != fmt.Sprint(c.fields) {
					t.Errorf("%s: %d %v, want 422 %v", c.name, r.Status, got, c.fields)
				}
			}
			if e.CountRows(t, "redirecciones", "", nil) != 2 {
				t.Fatal("a refused redirect was stored")
			}
			list := b.GetJSON("/admin/seo/redirecciones/?q=antiguos")
			cmstest.WantStatus(t, list, 200)
			ids := cmstest.RowIDs(list.Body)
			if len(ids) != 1 || !strings.Contains(list.Body, "<code>/servicios-antiguos</code>") {
				t.Fatalf("search: %v %s", ids, list.Body)
			}
			cmstest.WantStatus(t, save("/admin/seo/redirecciones/"+ids[0], "origen", "/servicios-antiguos", "destino", "https://otra.example/", "tipo", "302"), 303)
			if e.CountRows(t, "redirecciones", "tipo", 302) != 1 {
				t.Fatal("edit not stored")
			}
			cmstest.WantStatus(t, b.PostForm("/admin/seo/redirecciones/"+ids[0]+"/eliminar", cmstest.Form()), 303)
			if e.CountRows(t, "redirecciones", "", nil) != 1 {
				t.Fatal("delete")
			}
		})
	}
}

// TestRedirectOnSlugChangeFromAdmin: renaming a published post's slug in the blog's form adds the
// 301 from the old address (the platform's rule holds for the CMS's writes too).
func TestRedirectOnSlugChangeFromAdmin(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Diseño", "slug": "diseno", "estado": "publicado"}})[0]
			r := b.PostForm(fmt.Sprintf("/admin/blog/%d", id), cmstest.Form("titulo", "Diseño", "slug", "diseno-web", "estado", "publicado", "cuerpo", "x"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "redirecciones", "origen", "/blog/diseno") != 1 || e.CountRows(t, "redirecciones", "destino", "/blog/diseno-web") != 1 {
				t.Fatal("no redirect from the old address after an edit in the admin")
			}
		})
	}
}

// TestNotFoundLogAdmin: the log lists the most frequent first; "crear redirección" on a row makes
// the 301 in one post and takes the entry out; aggregated entries offer none; a refused target is
// shown on its row.
func TestNotFoundLogAdmin(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			ids := e.InsertRows(t, "registro_404", []map[string]any{
				{"ruta": "/precios", "tipo": "pagina", "veces": 12, "referente": "https://foro.example/"},
				{"ruta": "[sondeo] WordPress", "tipo": "sondeo", "veces": 40, "referente": nil},
				{"ruta": "/equipo-viejo", "tipo": "pagina", "veces": 3, "referente": nil},
			})
			e.InsertRows(t, "redirecciones", []map[string]any{{"origen": "/tarifas", "destino": "/equipo-viejo"}})
			list := b.GetJSON("/admin/seo/registro-404/")
			cmstest.WantStatus(t, list, 200)
			if got := cmstest.RowIDs(list.Body); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1]), cmstest.IDText(ids[0]), cmstest.IDText(ids[2])}) {
				t.Fatalf("order %v", got)
			}
			if strings.Count(list.Body, "/redirigir") != 2 {
				t.Fatalf("want a redirect form on the two single paths only: %s", list.Body)
			}
			r := b.PostForm(fmt.Sprintf("/admin/seo/registro-404/%d/redirigir", ids[2]), cmstest.Form("destino", "/tarifas"))
			if r.Status != 422 || !strings.Contains(cmstest.UnescapeHTML(r.Body), fmt.Sprintf(redirects.MsgLoop, "/tarifas", "/equipo-viejo")) ||
				!strings.Contains(r.Body, `value="/tarifas"`) {
				t.Fatalf("loop from the log: %d %s", r.Status, r.Body)
			}
			r = b.PostForm(fmt.Sprintf("/admin/seo/registro-404/%d/redirigir", ids[0]), cmstest.Form("destino", "/tarifas"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "redirecciones", "origen", "/precios") != 1 || e.CountRows(t, "redirecciones", "destino", "/equipo-viejo") != 2 ||
				e.CountRows(t, "registro_404", "ruta", "/precios") != 0 {
				t.Fatal("the redirect was not created to the end of the chain, or the entry stayed")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/seo/registro-404/%d/eliminar", ids[1]), cmstest.Form()), 303)
			if e.CountRows(t, "registro_404", "", nil) != 1 {
				t.Fatal("entry not removed")
			}
		})
	}
}

// TestSEOViewPermission: a role without the view gets 403 on every page of the module.
func TestSEOViewPermission(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	b := e.Browser(t).SignIn("ventas@example.com")
	for _, p := range []string{"/admin/seo/", "/admin/seo/redirecciones/", "/admin/seo/registro-404/"} {
		if r := b.GetJSON(p); r.Status != 403 {
			t.Errorf("%s: %d", p, r.Status)
		}
	}
}

// TestItemSEOFields: the editorial forms carry the shared SEO fields — kept as typed with their
// Spanish message on a refusal, stored on save, shown again with the snippet preview.
func TestItemSEOFields(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			r := b.PostForm("/admin/blog/nuevo", cmstest.Form("titulo", "Guía", "cuerpo", "x", "estado", "publicado",
				"meta_titulo", "Guía de diseño", "url_canonica", "javascript:alert(1)", "meta_descripcion", strings.Repeat("d", 321)))
			cmstest.WantStatus(t, r, 422)
			want := map[string]string{"url_canonica": cms.MsgCanonicalInvalid, "meta_descripcion": fmt.Sprintf(cms.MsgMetaDescriptionTooLong, cms.MaxMetaDescription)}
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("messages %v, want %v", got, want)
			}
			if !strings.Contains(r.Body, `value="Guía de diseño"`) || !strings.Contains(r.Body, `class="seo-snippet-title" data-seo-preview="title">Guía de diseño<`) {
				t.Fatal("input not kept or no snippet preview")
			}
			r = b.PostForm("/admin/blog/nuevo", cmstest.Form("titulo", "Guía", "cuerpo", "x", "estado", "publicado",
				"meta_titulo", "Guía de diseño", "meta_descripcion", "Todo sobre diseño.", "url_canonica", "/blog/otra", "noindex", "on"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "blog_entradas", "meta_titulo", "Guía de diseño") != 1 || e.CountRows(t, "blog_entradas", "noindex", true) != 1 {
				t.Fatal("SEO fields not stored")
			}
			id := cmstest.RowIDs(b.GetJSON("/admin/blog/").Body)[0]
			form := b.GetJSON("/admin/blog/" + id).Body
			for _, w := range []string{`name="noindex" checked`, `value="/blog/otra"`, "Todo sobre diseño.</textarea>", `src="/cms-static/seo.js"`} {
				if !strings.Contains(form, w) {
					t.Errorf("edit form lacks %q", w)
				}
			}
			for _, path := range []string{"/admin/contenido/nuevo", "/admin/vacantes/nueva", "/admin/preguntas/nueva", "/admin/pages/nuevo", "/admin/proyectos/nuevo"} {
				if r := b.GetJSON(path); r.Status != 200 || !strings.Contains(r.Body, `name="meta_titulo"`) {
					t.Errorf("%s: %d, SEO fields: %v", path, r.Status, strings.Contains(r.Body, `name="meta_titulo"`))
				}
			}
		})
	}
}
