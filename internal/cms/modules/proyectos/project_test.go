package proyectos_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/proyectos"
)

// TestProjectValidation: every refused field has its Spanish message next to it, the input is kept,
// nothing is written — a new image without its alt text included.
func TestProjectValidation(t *testing.T) {
	f := newFixture(t, "in-process")
	f.e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Otro", "slug": "ocupado"}})
	cases := []struct {
		name   string
		form   map[string]string
		fields map[string]string
	}{
		{"title blank", map[string]string{"titulo": "  "}, map[string]string{"titulo": proyectos.MsgTituloRequired}},
		{"title too long", map[string]string{"titulo": strings.Repeat("x", 201)}, map[string]string{"titulo": proyectos.MsgTituloTooLong}},
		{"slug with accents", map[string]string{"slug": "diseño web"}, map[string]string{"slug": proyectos.MsgSlugInvalid}},
		{"summary too long", map[string]string{"resumen": strings.Repeat("y", 401)}, map[string]string{"resumen": proyectos.MsgResumenTooLong}},
		{"unknown client", map[string]string{"cliente": "9999"}, map[string]string{"cliente": proyectos.MsgClienteInvalid}},
		{"unknown category", map[string]string{"categoria": "9999"}, map[string]string{"categoria": proyectos.MsgCategoryInvalid}},
		{"bad date", map[string]string{"fecha": "03/15/2026"}, map[string]string{"fecha": proyectos.MsgFechaInvalid}},
		{"result without figure", map[string]string{"resultado_etiqueta_1": "Ventas"}, map[string]string{"resultado_etiqueta_1": proyectos.MsgResultIncomplete}},
		{"figure too long", map[string]string{"resultado_etiqueta_2": "Ventas", "resultado_cifra_2": strings.Repeat("9", 41)},
			map[string]string{"resultado_etiqueta_2": proyectos.MsgResultTooLong}},
		{"slug taken", map[string]string{"slug": "ocupado"}, map[string]string{"slug": proyectos.MsgSlugTaken}},
		{"scheduled without a date", map[string]string{"estado": "programado"}, map[string]string{"publicar_en": "Indique cuándo se publica."}},
		{"canonical not an address", map[string]string{"url_canonica": "javascript:alert(1)"}, map[string]string{"url_canonica": cms.MsgCanonicalInvalid}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			form := cmstest.Form("titulo", "Tienda en línea", "estado", "publicado", "fecha", "2026-03-15")
			for k, v := range c.form {
				form.Set(k, v)
			}
			r := f.b.PostForm("/admin/proyectos/nuevo", form)
			if c.name != "slug taken" {
				cmstest.WantStatus(t, r, 422)
			}
			got := fieldErrors(r.Body)
			for field, msg := range c.fields {
				if field == "publicar_en" {
					if got[field] == "" {
						t.Fatalf("no message next to publicar_en: %v", got)
					}
					continue
				}
				if got[field] != msg {
					t.Fatalf("field messages %v, want %s: %q", got, field, msg)
				}
			}
			if len(got) != len(c.fields) {
				t.Fatalf("field messages %v, want only %v", got, c.fields)
			}
			if v := form.Get("titulo"); strings.TrimSpace(v) != "" && !strings.Contains(r.Body, `value="`+v+`"`) {
				t.Fatal("title not kept")
			}
			if n := f.e.CountRows(t, "proyectos", "", nil); n != 1 {
				t.Fatalf("%d projects stored, want the 1 seeded", n)
			}
		})
	}
	t.Run("new image without alt text", func(t *testing.T) {
		r := postFiles(t, f.b, "/admin/proyectos/nuevo", cmstest.Form("titulo", "Con galería", "estado", "publicado", "fecha", "2026-03-15",
			"resultado_etiqueta_1", "Pedidos", "resultado_cifra_1", "+35 %"), map[string][]byte{"nueva_imagen_1": cmstest.PNGBytes(t)})
		cmstest.WantStatus(t, r, 422)
		if got := fieldErrors(r.Body); got["nueva_alt_1"] != proyectos.MsgAltRequired || len(got) != 1 {
			t.Fatalf("field messages %v", got)
		}
		if !strings.Contains(r.Body, `value="&#43;35 %"`) || f.e.CountRows(t, "proyecto_imagenes", "", nil) != 0 {
			t.Fatal("key result not kept, or an image stored")
		}
	})
	t.Run("a file that is not an image", func(t *testing.T) {
		r := postFiles(t, f.b, "/admin/proyectos/nuevo", cmstest.Form("titulo", "Con galería", "estado", "publicado", "fecha", "2026-03-15",
			"nueva_alt_2", "Portada"), map[string][]byte{"nueva_imagen_2": []byte("<svg onload=alert(1)></svg>")})
		cmstest.WantStatus(t, r, 422)
		if got := fieldErrors(r.Body); !strings.Contains(got["nueva_imagen_2"], "JPG, PNG, WebP o GIF") {
			t.Fatalf("field messages %v", got)
		}
		if f.e.CountRows(t, "proyectos", "", nil) != 1 {
			t.Fatal("project stored with a refused file")
		}
	})
}

// TestProjectGallery: a project is created with its client, category, key results and a first
// image; an edit adds two images, reorders them and changes an alt text; another removes one. The
// form shows the gallery in its order with its alt texts. On every transport and backend.
func TestProjectGallery(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			f := newFixture(t, transport)
			png := cmstest.PNGBytes(t)
			r := postFiles(t, f.b, "/admin/proyectos/nuevo", cmstest.Form("titulo", "Tienda en línea para Café Montaña", "estado", "publicado",
				"fecha", "2026-03-15", "cliente", fmt.Sprint(f.client), "categoria", fmt.Sprint(f.category), "destacado", "1",
				"resumen", "Una tienda que vende café de origen.", "cuerpo", "<p>Texto</p><script>alert(1)</script>",
				"resultado_etiqueta_1", "Ventas en línea", "resultado_cifra_1", "+40 %", "resultado_etiqueta_3", "Pedidos al mes", "resultado_cifra_3", "1 200",
				"nueva_alt_1", "Portada de la tienda"), map[string][]byte{"nueva_imagen_1": png})
			cmstest.WantStatus(t, r, 303)
			list := f.b.GetJSON("/admin/proyectos/")
			ids := cmstest.RowIDs(list.Body)
			if len(ids) != 1 || !strings.Contains(list.Body, "Proyecto publicado.") || !strings.Contains(list.Body, "Café Montaña") ||
				!strings.Contains(list.Body, "Desarrollo web") || !strings.Contains(list.Body, "15/03/2026") {
				t.Fatalf("list: %s", list.Body)
			}
			id := cms.PositiveID(ids[0])
			if f.e.CountRows(t, "proyectos", "slug", "tienda-en-linea-para-cafe-montana") != 1 || f.e.CountRows(t, "proyectos", "destacado", true) != 1 {
				t.Fatal("slug from the title or featured flag not stored")
			}
			g := gallery(t, f.e, id)
			if len(g) != 1 || g[0].Ruta != "proyectos/nueva_imagen_1.png" || g[0].TextoAlternativo != "Portada de la tienda" || g[0].Orden != 1 {
				t.Fatalf("gallery after create: %+v", g)
			}
			form := f.b.GetJSON(fmt.Sprintf("/admin/proyectos/%d", id))
			for _, want := range []string{`value="Ventas en línea"`, `value="&#43;40 %"`, `value="Pedidos al mes"`, `value="1 200"`, `value="Portada de la tienda"`} {
				if !strings.Contains(form.Body, want) {
					t.Fatalf("form lacks %s", want)
				}
			}
			if strings.Contains(form.Body, "<script>alert") {
				t.Fatal("body not sanitized")
			}
			// Two more images; the first stored one moves to the end, its alt text changes.
			first := g[0].ID
			r = postFiles(t, f.b, fmt.Sprintf("/admin/proyectos/%d", id), cmstest.Form("titulo", "Tienda en línea para Café Montaña",
				"slug", "tienda-cafe-montana", "estado", "publicado", "fecha", "2026-03-15", "version", "1",
				fmt.Sprintf("imagen_alt_%d", first), "La tienda en un teléfono", fmt.Sprintf("imagen_orden_%d", first), "9",
				"nueva_alt_2", "El carrito de compra", "nueva_alt_3", "El panel de pedidos"),
				map[string][]byte{"nueva_imagen_2": png, "nueva_imagen_3": png})
			cmstest.WantStatus(t, r, 303)
			g = gallery(t, f.e, id)
			var alts []string
			for _, img := range g {
				alts = append(alts, fmt.Sprintf("%d:%s", img.Orden, img.TextoAlternativo))
			}
			if got, want := strings.Join(alts, "|"), "1:El carrito de compra|2:El panel de pedidos|3:La tienda en un teléfono"; got != want {
				t.Fatalf("gallery %s, want %s", got, want)
			}
			// Move the last image to the top and remove the middle one.
			r = f.b.PostForm(fmt.Sprintf("/admin/proyectos/%d", id), cmstest.Form("titulo", "Tienda en línea para Café Montaña",
				"slug", "tienda-cafe-montana", "estado", "publicado", "fecha", "2026-03-15", "version", "2",
				fmt.Sprintf("imagen_alt_%d", g[0].ID), g[0].TextoAlternativo, fmt.Sprintf("imagen_orden_%d", g[0].ID), "2",
				fmt.Sprintf("imagen_quitar_%d", g[1].ID), "1",
				fmt.Sprintf("imagen_alt_%d", g[2].ID), g[2].TextoAlternativo, fmt.Sprintf("imagen_orden_%d", g[2].ID), "1"))
			cmstest.WantStatus(t, r, 303)
			after := gallery(t, f.e, id)
			if len(after) != 2 || after[0].ID != g[2].ID || after[1].ID != g[0].ID || after[0].Orden != 1 || after[1].Orden != 2 {
				t.Fatalf("gallery after reorder and removal: %+v", after)
			}
			// A stored image whose alt text is emptied is refused next to it; nothing changes.
			r = f.b.PostForm(fmt.Sprintf("/admin/proyectos/%d", id), cmstest.Form("titulo", "Cambiado", "slug", "tienda-cafe-montana",
				"estado", "publicado", "fecha", "2026-03-15", "version", "3",
				fmt.Sprintf("imagen_alt_%d", after[0].ID), " ", fmt.Sprintf("imagen_orden_%d", after[0].ID), "1",
				fmt.Sprintf("imagen_alt_%d", after[1].ID), after[1].TextoAlternativo, fmt.Sprintf("imagen_orden_%d", after[1].ID), "x"))
			cmstest.WantStatus(t, r, 422)
			got := fieldErrors(r.Body)
			if got[fmt.Sprintf("imagen_alt_%d", after[0].ID)] != proyectos.MsgAltRequired || got[fmt.Sprintf("imagen_orden_%d", after[1].ID)] != proyectos.MsgOrderInvalid {
				t.Fatalf("field messages %v", got)
			}
			if f.e.CountRows(t, "proyectos", "titulo", "Cambiado") != 0 || !strings.Contains(r.Body, `value="Cambiado"`) {
				t.Fatal("refused edit was stored, or its input lost")
			}
		})
	}
}

// TestProjectSEOFields: the shared SEO fields are in the project's form, stored with it and shown
// again when it is edited.
func TestProjectSEOFields(t *testing.T) {
	f := newFixture(t, "in-process")
	r := f.b.PostForm("/admin/proyectos/nuevo", cmstest.Form("titulo", "Tienda en línea", "estado", "publicado", "fecha", "2026-03-15",
		"meta_titulo", "Una tienda que vende", "meta_descripcion", "Cómo la hicimos.", "url_canonica", "/proyectos", "noindex", "on"))
	cmstest.WantStatus(t, r, 303)
	if f.e.CountRows(t, "proyectos", "meta_titulo", "Una tienda que vende") != 1 || f.e.CountRows(t, "proyectos", "noindex", true) != 1 {
		t.Fatal("the SEO fields were not stored")
	}
	id := cmstest.RowIDs(f.b.GetJSON("/admin/proyectos/").Body)[0]
	form := f.b.GetJSON("/admin/proyectos/" + id).Body
	for _, want := range []string{`value="Una tienda que vende"`, "Cómo la hicimos.</textarea>", `name="noindex" checked`, `src="/cms-static/seo.js"`} {
		if !strings.Contains(form, want) {
			t.Errorf("the edit form lacks %q", want)
		}
	}
}
