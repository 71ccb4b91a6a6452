package media_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// usedFile is a file and the item that refers to it.
type usedFile struct {
	bucket, path string
	place        string // the "where used" line's label
	title        string
	refer        func(t *testing.T, e *cmstest.Env, ref string) // writes the item; ref is the file's path, "bucket/path" or address
	ref          func(bucket, path string) string
}

func pathRef(_, p string) string       { return p }
func bucketPathRef(b, p string) string { return b + "/" + p }
func addressRef(b, p string) string    { return "http://cms.test/storage/v1/object/public/" + b + "/" + p }

// referringPlaces is a file for each place that can refer to files, with the item that does.
func referringPlaces(t *testing.T, e *cmstest.Env) []usedFile {
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
	clientCat := e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Industria"}})[0]
	insert := func(table string, row map[string]any) func(*testing.T, *cmstest.Env, string) {
		return func(t *testing.T, e *cmstest.Env, ref string) {
			r := map[string]any{}
			for k, v := range row {
				if s, ok := v.(string); ok {
					v = strings.ReplaceAll(s, "REF", ref)
					if k == "bloques" {
						v = json.RawMessage(v.(string))
					}
				}
				r[k] = v
			}
			e.InsertRows(t, table, []map[string]any{r})
		}
	}
	return []usedFile{
		{"contenido", "imagenes/principal.png", "Contenido: imagen principal", "Servicio con foto",
			insert("contenido", map[string]any{"titulo": "Servicio con foto", "categoria": cat, "imagen_principal": "REF"}), pathRef},
		{"contenido", "imagenes/texto/ab12-en-texto.png", "Contenido: texto", "Servicio con texto",
			func(t *testing.T, e *cmstest.Env, ref string) {
				e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Servicio con texto", "categoria": cat,
					"descripcion": map[string]any{"body": `<p>Hola</p><img src="` + ref + `" alt="x">`, "layout": 1}}})
			}, addressRef},
		{"contenido", "imagenes/papelera.png", "Contenido: imagen principal", "Servicio en la papelera",
			insert("contenido", map[string]any{"titulo": "Servicio en la papelera", "categoria": cat, "imagen_principal": "REF",
				"eliminado_en": "2026-01-02T00:00:00Z"}), pathRef},
		{"contenido", "blog/portada.png", "Blog: portada", "Entrada con portada",
			insert("blog_entradas", map[string]any{"titulo": "Entrada con portada", "slug": "con-portada", "portada": "REF"}), pathRef},
		{"contenido", "externo/foto de equipo.png", "Blog: texto", "Entrada con espacio",
			insert("blog_entradas", map[string]any{"titulo": "Entrada con espacio", "slug": "con-espacio", "cuerpo": `<p><img src="REF" alt="z"></p>`}),
			func(b, p string) string {
				return "/storage/v1/object/public/" + b + "/" + strings.ReplaceAll(p, " ", "%20")
			}},
		{"contenido", "imagenes/texto/cd34-blog.png", "Blog: texto", "Entrada con imagen",
			insert("blog_entradas", map[string]any{"titulo": "Entrada con imagen", "slug": "con-imagen", "cuerpo": `<p><img src="REF" alt="y"></p>`}), addressRef},
		{"contenido", "paginas/bloque.png", "Páginas", "Página con imagen",
			insert("paginas", map[string]any{"titulo": "Página con imagen", "slug": "con-imagen",
				"bloques": `[{"tipo":"imagen","archivo":"REF","alt":"Una imagen"}]`}), bucketPathRef},
		{"contenido", "paginas/galeria.png", "Páginas", "Página con galería",
			insert("paginas", map[string]any{"titulo": "Página con galería", "slug": "con-galeria",
				"bloques": `[{"tipo":"galeria","imagenes":[{"archivo":"REF","alt":"Foto"}]}]`}), bucketPathRef},
		{"contenido", "plantillas/base.png", "Plantillas de página", "Portada base",
			insert("plantillas", map[string]any{"nombre": "Portada base", "bloques": `[{"tipo":"imagen","archivo":"REF","alt":"Base"}]`}), bucketPathRef},
		{"contenido", "imagenes/texto/ef56-faq.png", "Preguntas frecuentes", "¿Dónde están?",
			insert("preguntas", map[string]any{"pregunta": "¿Dónde están?", "respuesta": `<p><img src="REF" alt="mapa"></p>`}), addressRef},
		{"contenido", "imagenes/texto/gh78-proyecto.png", "Proyectos: texto", "Portal de clientes",
			insert("proyectos", map[string]any{"titulo": "Portal de clientes", "slug": "portal", "cuerpo": `<p><img src="REF" alt="p"></p>`}), addressRef},
		{"contenido", "proyectos/galeria-1.png", "Proyectos: galería", "La sala de control",
			func(t *testing.T, e *cmstest.Env, ref string) {
				id := e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Planta nueva", "slug": "planta"}})[0]
				e.InsertRows(t, "proyecto_imagenes", []map[string]any{{"proyecto": id, "bucket": "contenido", "ruta": ref, "texto_alternativo": "La sala de control"}})
			}, pathRef},
		{"clientes", fmt.Sprintf("%d/logos/acme.png", clientCat), "Clientes: logo", "ACME",
			insert("clientes", map[string]any{"nombre": "ACME", "categoria": clientCat, "logo_url": "REF"}), pathRef},
		{"contenido", "sitio/logo.png", "Apariencia: logo", "Altamar",
			insert("ajustes_sitio", map[string]any{"id": 1, "nombre_sitio": "Altamar", "logo": "REF"}), pathRef},
	}
}

// TestWhereUsedAndOrphans: every place that can refer to a file shows on the file's page, a file
// used only by a trashed item counts as used until the item is purged, and the orphan report
// lists exactly the files nothing uses, with their total size; deleting after the confirmation
// removes the marked ones that are still unused.
func TestWhereUsedAndOrphans(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			png := cmstest.PNGBytes(t)
			used := referringPlaces(t, e)
			for _, u := range used {
				putFile(t, e, u.bucket, u.path, png, false)
				u.refer(t, e, u.ref(u.bucket, u.path))
			}
			// Orphans: never referred to; and a file named like a used one in the other bucket.
			putFile(t, e, "contenido", "biblioteca/suelta.png", png, false)
			putFile(t, e, "clientes", "imagenes/principal.png", png, false)
			putFile(t, e, "contenido", "favicon-viejo.png", png, false)

			for _, u := range used {
				f := mustRow(t, e, u.bucket, u.path)
				r := b.Do("GET", "/admin/media/"+id(f.ID), "", "")
				uses := regexp.MustCompile(`(?s)<ul class="uses" id="usos">(.*?)</ul>`).FindStringSubmatch(r.Body)
				if uses == nil || strings.Count(uses[1], "<li>") != 1 || !strings.Contains(cmstest.UnescapeHTML(uses[1]), u.place+": ") ||
					!strings.Contains(cmstest.UnescapeHTML(uses[1]), u.title) {
					t.Errorf("%s/%s: where used %q", u.bucket, u.path, uses)
				}
				if u.path == "imagenes/papelera.png" && !strings.Contains(uses[1], "en la papelera") {
					t.Errorf("the trashed item is not marked: %s", uses[1])
				}
			}
			lone := mustRow(t, e, "contenido", "biblioteca/suelta.png")
			if r := b.Do("GET", "/admin/media/"+id(lone.ID), "", ""); !strings.Contains(r.Body, "No se usa en ningún elemento.") {
				t.Error("an unused file shows uses")
			}

			orphans := func() []string {
				r := b.Do("GET", "/admin/media/huerfanos", "", "")
				cmstest.WantStatus(t, r, 200)
				var out []string
				for _, m := range regexp.MustCompile(`<td class="name"><a href="/admin/media/\d+">([^<]+)</a>`).FindAllStringSubmatch(r.Body, -1) {
					out = append(out, m[1])
				}
				return out
			}
			want := "suelta.png principal.png favicon-viejo.png" // oldest first
			if got := strings.Join(orphans(), " "); got != want {
				t.Fatalf("orphans %q, want %q", got, want)
			}
			r := b.Do("GET", "/admin/media/huerfanos", "", "")
			if boxes := strings.Count(r.Body, `type="checkbox" name="id"`); boxes != 3 || strings.Contains(r.Body, " checked") {
				t.Errorf("the report offers %d files to mark, pre-ticked %v: nothing may be marked beforehand", boxes, strings.Contains(r.Body, " checked"))
			}
			if !strings.Contains(r.Body, "3 archivos no se usan") || !strings.Contains(r.Body, humanTotal(3*len(png))) {
				t.Errorf("totals: %s", regexp.MustCompile(`(?s)<p id="resumen">.*?</p>`).FindString(r.Body))
			}

			// Purging the trashed item makes its file an orphan.
			c := e.Svc.Client()
			if err := c.From("contenido", c.Service()).Eq("titulo", "Servicio en la papelera").Delete(t.Context(), nil); err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(orphans(), " "); !strings.Contains(got, "papelera.png") {
				t.Fatalf("after the purge, orphans %q", got)
			}

			// Delete: one marked file started being used meanwhile; it stays.
			favicon := mustRow(t, e, "contenido", "favicon-viejo.png")
			trashed := mustRow(t, e, "contenido", "imagenes/papelera.png")
			if err := c.From("ajustes_sitio", c.Service()).Eq("id", 1).Update(t.Context(), map[string]any{"favicon": "favicon-viejo.png"}, nil); err != nil {
				t.Fatal(err)
			}
			form := url.Values{"id": {id(lone.ID), id(favicon.ID), id(trashed.ID)}}
			r = b.PostForm("/admin/media/huerfanos/eliminar", form)
			cmstest.WantStatus(t, r, 303)
			page := cmstest.UnescapeHTML(b.Do("GET", "/admin/media/huerfanos", "", "").Body)
			if !strings.Contains(page, "Se eliminaron 2 archivos sin usar.") || !strings.Contains(page, "No se eliminó «favicon-viejo.png»: ahora se usa.") {
				t.Errorf("message: %s", regexp.MustCompile(`<p class="flash"[^>]*>[^<]*</p>`).FindString(page))
			}
			for _, p := range []string{"biblioteca/suelta.png", "imagenes/papelera.png"} {
				if _, ok := libraryRow(t, e, "contenido", p); ok || fileStatus(e, "contenido", p) == 200 {
					t.Errorf("%s was not deleted", p)
				}
			}
			if fileStatus(e, "contenido", "favicon-viejo.png") != 200 || fileStatus(e, "clientes", "imagenes/principal.png") != 200 {
				t.Error("a used or unmarked file was deleted")
			}
			for _, u := range used[:2] {
				if fileStatus(e, u.bucket, u.path) != 200 {
					t.Errorf("%s was deleted", u.path)
				}
			}
			if r := b.PostForm("/admin/media/huerfanos/eliminar", url.Values{}); r.Status != 303 {
				t.Errorf("nothing marked: %d", r.Status)
			}
		})
	}
}

// humanTotal writes n bytes as the report does.
func humanTotal(n int) string {
	if n < 1024 {
		return fmt.Sprintf("%d B", n)
	}
	return strings.Replace(fmt.Sprintf("%.1f KB", float64(n)/1024), ".", ",", 1)
}

// TestReplaceKeepsReferences: new bytes of the same kind at the same path; the items that use the
// file keep using it and its alt text stays; another kind is refused.
func TestReplaceKeepsReferences(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
			putFile(t, e, "contenido", "imagenes/equipo.png", cmstest.PNGBytes(t), false)
			item := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Equipo", "categoria": cat, "imagen_principal": "imagenes/equipo.png"}})[0]
			f := mustRow(t, e, "contenido", "imagenes/equipo.png")
			cmstest.WantStatus(t, b.PostForm("/admin/media/"+id(f.ID), cmstest.Form("texto_alternativo", "El equipo")), 303)

			bigger := pngOf(t, 4000)
			r := b.PostMultipart("/admin/media/"+id(f.ID)+"/reemplazar", nil, "archivo", "otra.png", bigger)
			cmstest.WantStatus(t, r, 303)
			g := mustRow(t, e, "contenido", "imagenes/equipo.png")
			if g.ID != f.ID || g.Tamano != int64(len(bigger)) || g.Alt() != "El equipo" {
				t.Fatalf("after replace %+v", g)
			}
			body := e.Plat.Do("GET", "/storage/v1/object/public/contenido/imagenes/equipo.png").Send().Body.Len()
			if body != len(bigger) {
				t.Errorf("served %d bytes, want %d", body, len(bigger))
			}
			if n := e.CountRows(t, "contenido", "imagen_principal", "imagenes/equipo.png"); n != 1 {
				t.Errorf("references: %d", n)
			}
			if page := b.Do("GET", "/admin/media/"+id(f.ID), "", "").Body; !strings.Contains(page, `/admin/contenido/`+id(item)) {
				t.Error("where used lost the item")
			}
			cases := []struct {
				name    string
				file    string
				content []byte
				want    string
			}{
				{"other kind", "x.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "El archivo nuevo debe ser del mismo tipo que el actual (PNG)."},
				{"no file", "", nil, "Elija el archivo nuevo."},
			}
			for _, c := range cases {
				r := b.PostMultipart("/admin/media/"+id(f.ID)+"/reemplazar", nil, "archivo", c.file, c.content)
				if r.Status != 422 || cmstest.FieldErrors(r.Body)["archivo"] != c.want {
					t.Errorf("%s: %d %v", c.name, r.Status, cmstest.FieldErrors(r.Body))
				}
			}
			if g := mustRow(t, e, "contenido", "imagenes/equipo.png"); g.Tamano != int64(len(bigger)) {
				t.Error("a refused replacement changed the file")
			}
		})
	}
}
