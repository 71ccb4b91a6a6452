package media_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPickerChoosesFromLibrary: the picker lists a bucket's images (searchable, paged), and the
// content, blog and appearance forms record a chosen library file as their image, without an upload; a path
// the library does not list is refused next to the field; an upload still works as before.
func TestPickerChoosesFromLibrary(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			png := cmstest.PNGBytes(t)
			putFile(t, e, "contenido", "biblioteca/oficina.png", png, false)
			putFile(t, e, "contenido", "biblioteca/equipo.png", png, false)
			putFile(t, e, "clientes", "logos/otro.png", png, false)
			r := b.Do("GET", "/admin/media/elegir?bucket=contenido", "", "", "Accept", "application/json")
			cmstest.WantStatus(t, r, 200)
			if r.JSON["total"] != float64(2) || !strings.Contains(r.Body, `"ruta":"biblioteca/equipo.png"`) || strings.Contains(r.Body, "otro.png") {
				t.Fatalf("picker: %s", r.Body)
			}
			// Without a bucket: the images of every public bucket (a page block may show any); files that
			// are not images are neither listed nor counted.
			if rec := e.Plat.Do("POST", "/storage/v1/bucket").As("service_role").Header("Content-Type", "application/json").
				Body(strings.NewReader(`{"id":"documentos","name":"documentos","public":true}`)).Send(); rec.Code != 200 {
				t.Fatalf("create a public bucket: %d %s", rec.Code, rec.Body)
			}
			if rec := e.Plat.Do("POST", "/storage/v1/object/documentos/folleto.pdf").As("service_role").
				Body(strings.NewReader("%PDF-1.4\n%%EOF\n")).Header("Content-Type", "application/pdf").Send(); rec.Code != 200 {
				t.Fatalf("store a PDF: %d %s", rec.Code, rec.Body)
			}
			if r := b.Do("GET", "/admin/media/elegir", "", ""); r.JSON["total"] != float64(3) || !strings.Contains(r.Body, `"bucket":"clientes"`) ||
				strings.Contains(r.Body, "folleto") {
				t.Errorf("picker of every bucket: %s", r.Body)
			}
			if r := b.Do("GET", "/admin/media/elegir?bucket=contenido&buscar=ofi", "", ""); r.JSON["total"] != float64(1) {
				t.Errorf("picker search: %s", r.Body)
			}
			if r := b.Do("GET", "/admin/media/elegir?bucket=contenido&pagina=2", "", ""); r.JSON["total"] != float64(2) || strings.Contains(r.Body, "ruta") {
				t.Errorf("picker page 2: %s", r.Body)
			}

			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
			form := cmstest.Form("titulo", "Con imagen de la biblioteca", "body", "Texto", "layout", "1", "categoria", id(cat),
				"imagen_biblioteca", "biblioteca/oficina.png")
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/nuevo", form), 303)
			if e.CountRows(t, "contenido", "imagen_principal", "biblioteca/oficina.png") != 1 {
				t.Error("content did not record the chosen file")
			}
			form.Set("imagen_biblioteca", "biblioteca/no-existe.png")
			form.Set("titulo", "Otro")
			r = b.PostForm("/admin/contenido/nuevo", form)
			if r.Status != 422 || cmstest.FieldErrors(r.Body)["imagen"] != cms.MsgPickedMissing || !strings.Contains(r.Body, `value="biblioteca/no-existe.png"`) {
				t.Errorf("missing library file: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			r = b.PostMultipart("/admin/contenido/nuevo", cmstest.Form("titulo", "Subida", "body", "Texto", "layout", "1", "categoria", id(cat)),
				"imagen", "subida.png", png)
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "contenido", "imagen_principal", "imagenes/subida.png") != 1 {
				t.Error("an upload no longer works")
			}

			ana := e.Account(t, "ana@example.com", "mercadeo", false, map[string]any{"nombre": "Ana Ruiz"})
			r = b.PostForm("/admin/blog/nuevo", cmstest.Form("titulo", "Portada elegida", "autor", ana, "cuerpo", "Hola", "estado", "publicado",
				"portada_biblioteca", "biblioteca/equipo.png"))
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "blog_entradas", "portada", "biblioteca/equipo.png") != 1 {
				t.Error("the post did not record the chosen cover")
			}
			settings := cmstest.Form("nombre_sitio", "Altamar", "color_primario", "#102a43", "color_acento", "#0b5394", "fuente", "sistema",
				"logo_biblioteca", "biblioteca/oficina.png", "favicon_biblioteca", "biblioteca/no-existe.png")
			r = b.PostForm("/admin/templates/", settings)
			if r.Status != 422 || cmstest.FieldErrors(r.Body)["favicon"] != cms.MsgPickedMissing {
				t.Errorf("appearance with a missing favicon: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			settings.Set("favicon_biblioteca", "")
			cmstest.WantStatus(t, b.PostForm("/admin/templates/", settings), 303)
			if e.CountRows(t, "ajustes_sitio", "logo", "biblioteca/oficina.png") != 1 {
				t.Error("the appearance did not record the chosen logo")
			}
			// A project's new-image slots: a picked file joins the gallery; a missing one is refused
			// next to its slot, with the choice kept in the form.
			project := cmstest.Form("titulo", "Galería elegida", "estado", "publicado", "fecha", "2026-03-15",
				"nueva_imagen_1_biblioteca", "biblioteca/oficina.png", "nueva_alt_1", "La oficina",
				"nueva_imagen_2_biblioteca", "biblioteca/no-existe.png", "nueva_alt_2", "Nada")
			r = b.PostForm("/admin/proyectos/nuevo", project)
			if r.Status != 422 || cmstest.FieldErrors(r.Body)["nueva_imagen_2"] != cms.MsgPickedMissing ||
				!strings.Contains(r.Body, `name="nueva_imagen_1_biblioteca" value="biblioteca/oficina.png"`) {
				t.Errorf("project with a missing picked image: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			project.Del("nueva_imagen_2_biblioteca")
			project.Del("nueva_alt_2")
			cmstest.WantStatus(t, b.PostForm("/admin/proyectos/nuevo", project), 303)
			if e.CountRows(t, "proyecto_imagenes", "ruta", "biblioteca/oficina.png") != 1 {
				t.Error("the project did not record the picked image")
			}

			f := mustRow(t, e, "contenido", "biblioteca/equipo.png")
			if page := b.Do("GET", "/admin/media/"+id(f.ID), "", "").Body; !strings.Contains(page, "Portada elegida") {
				t.Error("where used misses the post")
			}

			// A client's logo comes from bucket clientes; a file of another bucket is not offered.
			clientCat := e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Industria"}})[0]
			client := cmstest.Form("nombre", "Otro S.A.", "categoria", id(clientCat), "logo_biblioteca", "biblioteca/oficina.png")
			r = b.PostForm("/admin/clientes/nuevo", client)
			if r.Status != 422 || cmstest.FieldErrors(r.Body)["logo"] != cms.MsgPickedMissing {
				t.Errorf("a client's logo from bucket contenido: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			client.Set("logo_biblioteca", "logos/otro.png")
			cmstest.WantStatus(t, b.PostForm("/admin/clientes/nuevo", client), 303)
			if e.CountRows(t, "clientes", "logo_url", "logos/otro.png") != 1 {
				t.Error("the client did not record the chosen logo")
			}
			if form := b.GetJSON("/admin/clientes/nuevo").Body; !strings.Contains(form, `data-media-picker="clientes"`) {
				t.Error("the client form offers no picker")
			}
		})
	}
}
