package contenido_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/contenido"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// storedContent is a contenido row as the platform holds it.
type storedContent struct {
	ID              int64           `json:"id"`
	Titulo          string          `json:"titulo"`
	Descripcion     json.RawMessage `json:"descripcion"`
	Categoria       int64           `json:"categoria"`
	ImagenPrincipal *string         `json:"imagen_principal"`
}

func contentRow(t *testing.T, e *cmstest.Env, id int64) (storedContent, bool) {
	t.Helper()
	c := e.Svc.Client()
	var rows []storedContent
	if _, err := c.From("contenido", c.Service()).Select("id,titulo,descripcion,categoria,imagen_principal").Eq("id", id).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		return storedContent{}, false
	}
	return rows[0], true
}

// newestContentID is the id of the latest item.
func newestContentID(t *testing.T, e *cmstest.Env) int64 {
	t.Helper()
	c := e.Svc.Client()
	var rows []storedContent
	if _, err := c.From("contenido", c.Service()).Select("id").Order("id", true).Limit(1).Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("newest content: %v %v", rows, err)
	}
	return rows[0].ID
}

// storedFile reads a file of a public bucket; ok is false when it is not there.
func storedFile(t *testing.T, e *cmstest.Env, bucket, path string) ([]byte, bool) {
	t.Helper()
	rec := e.Plat.Do("GET", "/storage/v1/object/public/"+bucket+"/"+path).Send()
	return rec.Body.Bytes(), rec.Code == 200
}

func contentForm(titulo, body, layout string, categoria int64) map[string][]string {
	return cmstest.Form("titulo", titulo, "body", body, "layout", layout, "categoria", cmstest.IDText(categoria))
}

func TestContentValidation(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]

			cmstest.WantStatus(t, b.GetJSON("/admin/contenido/nuevo"), 200)
			cases := []struct {
				name, field, want string
				form              map[string][]string
			}{
				{"missing titulo", "titulo", contenido.MsgTituloRequired, contentForm("   ", "Texto guardado", "2", cat)},
				{"long titulo", "titulo", contenido.MsgTituloTooLong, contentForm(strings.Repeat("á", 201), "Texto guardado", "2", cat)},
				{"unknown category", "categoria", "Categoría inválida, selecciona desde la lista", contentForm("Título guardado", "Texto guardado", "2", 99999)},
				{"category not a number", "categoria", "Categoría inválida, selecciona desde la lista", cmstest.Form("titulo", "Título guardado", "body", "Texto guardado", "layout", "2", "categoria", "abc")},
				{"no category", "categoria", "Categoría inválida, selecciona desde la lista", cmstest.Form("titulo", "Título guardado", "body", "Texto guardado", "layout", "2")},
				{"layout 0", "layout", contenido.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "0", cat)},
				{"layout 4", "layout", contenido.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "4", cat)},
				{"layout text", "layout", contenido.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "dos", cat)},
			}
			for _, c := range cases {
				for _, multipartForm := range []bool{false, true} {
					var r cmstest.Reply
					if multipartForm {
						r = b.PostMultipart("/admin/contenido/nuevo", c.form, "", "", nil)
					} else {
						r = b.PostForm("/admin/contenido/nuevo", c.form)
					}
					if r.Status != 422 {
						t.Fatalf("%s: status %d", c.name, r.Status)
					}
					if got := cmstest.FieldErrors(r.Body)[c.field]; got != c.want {
						t.Errorf("%s: %s message %q, want %q", c.name, c.field, got, c.want)
					}
					if !strings.Contains(r.Body, ">Texto guardado</textarea>") {
						t.Errorf("%s: body not kept", c.name)
					}
				}
			}
			if n := e.CountRows(t, "contenido", "", nil); n != 0 {
				t.Fatalf("refused forms wrote %d rows", n)
			}

			// The image's kind is read from the bytes: text named .png is refused, as is a file over
			// the upload limit (10 MiB); the form is kept.
			r := b.PostMultipart("/admin/contenido/nuevo", contentForm("Con imagen", "Texto guardado", "3", cat), "imagen", "foto.png", []byte("no soy una imagen, solo texto"))
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body)["imagen"]; got != fmt.Sprintf(cms.MsgFileKind, "JPG, PNG, WebP o GIF") {
				t.Errorf("text as png: %q", got)
			}
			if !strings.Contains(r.Body, `value="Con imagen"`) || !strings.Contains(r.Body, `value="3" checked`) {
				t.Error("form not kept after a refused image")
			}
			big := append(cmstest.PNGBytes(t), bytes.Repeat([]byte{0}, 10<<20)...)
			r = b.PostMultipart("/admin/contenido/nuevo", contentForm("Grande", "Texto guardado", "1", cat), "imagen", "grande.png", big)
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body)["imagen"]; got != "El archivo supera el tamaño máximo (10 MiB)." || !strings.Contains(r.Body, `value="Grande"`) {
				t.Errorf("too large: %q", got)
			}
			// Far over the limit the body is cut: the message, no 500.
			huge := append(cmstest.PNGBytes(t), bytes.Repeat([]byte{0}, 12<<20)...)
			r = b.PostMultipart("/admin/contenido/nuevo", contentForm("Enorme", "x", "1", cat), "imagen", "enorme.png", huge)
			if r.Status != 413 || cmstest.FieldErrors(r.Body)["imagen"] != "El archivo supera el tamaño máximo (10 MiB)." {
				t.Errorf("huge upload: %d %q", r.Status, cmstest.FieldErrors(r.Body))
			}
			if n := e.CountRows(t, "contenido", "", nil); n != 0 {
				t.Fatalf("refused images wrote %d rows", n)
			}
			if _, ok := storedFile(t, e, "contenido", "imagenes/foto.png"); ok {
				t.Error("a refused image was stored")
			}
		})
	}
}

func TestContentSaveAndImages(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}, {"name": "Otros"}})
			pic := cmstest.PNGBytes(t)

			// Create with an image: stored at imagenes/<file_name> (interface.md's rule), the path
			// recorded, the body sanitized before it is stored.
			body := `<p>Hola <b>equipo</b></p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">enlace</a><iframe src="https://x.test"></iframe>`
			r := b.PostMultipart("/admin/contenido/nuevo", contentForm("  Nuestro equipo ", body, "2", cats[0]), "imagen", "Foto del equipo (1).PNG", pic)
			cmstest.WantStatus(t, r, 303)
			id := newestContentID(t, e)
			if loc := r.Header.Get("Location"); loc != "/admin/contenido/"+cmstest.IDText(id) {
				t.Fatalf("redirect %q: saving does not stay on the item", loc)
			}
			row, _ := contentRow(t, e, id)
			if row.Titulo != "Nuestro equipo" || row.Categoria != cats[0] || row.ImagenPrincipal == nil || *row.ImagenPrincipal != "imagenes/Foto_del_equipo__1_.png" {
				t.Fatalf("row %+v %v", row, row.ImagenPrincipal)
			}
			var desc map[string]any
			if err := json.Unmarshal(row.Descripcion, &desc); err != nil || desc["layout"] != 2.0 || len(desc) != 2 {
				t.Fatalf("descripcion %s", row.Descripcion)
			}
			stored := desc["body"].(string)
			for _, bad := range []string{"<script", "alert(1)", "javascript:", "onclick", "<iframe"} {
				if strings.Contains(stored, bad) {
					t.Errorf("stored body keeps %q: %s", bad, stored)
				}
			}
			if !strings.Contains(stored, "<p>Hola <b>equipo</b></p>") {
				t.Errorf("stored body lost the allowed markup: %s", stored)
			}
			if got, ok := storedFile(t, e, "contenido", "imagenes/Foto_del_equipo__1_.png"); !ok || !bytes.Equal(got, pic) {
				t.Fatal("image not stored at imagenes/<file_name>")
			}
			list := b.GetJSON("/admin/contenido/")
			if !strings.Contains(list.Body, "Contenido publicado.") || !strings.Contains(list.Body, `src="http://`) && !strings.Contains(list.Body, `src="/storage/v1/object/public/contenido/imagenes/Foto_del_equipo__1_.png"`) {
				t.Errorf("list after save lacks the flash or the image:\n%s", list.Body)
			}
			if !strings.Contains(list.Body, "/storage/v1/object/public/contenido/imagenes/Foto_del_equipo__1_.png") {
				t.Error("image address missing from the list")
			}

			// The edit page shows the stored values and the sanitized preview.
			edit := b.GetJSON(fmt.Sprintf("/admin/contenido/%d", id))
			cmstest.WantStatus(t, edit, 200)
			if !strings.Contains(edit.Body, `value="Nuestro equipo"`) || !strings.Contains(edit.Body, `value="2" checked`) ||
				!strings.Contains(edit.Body, fmt.Sprintf(`<option value="%d" selected>`, cats[0])) ||
				!strings.Contains(edit.Body, `<div id="vista-previa-texto" class="preview"><p>Hola <b>equipo</b></p>`) {
				t.Errorf("edit page:\n%s", edit.Body)
			}

			// «Actualizar la vista previa» renders the sanitized body and saves nothing.
			r = b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), cmstest.Form("titulo", "Otro", "body", `<em>nuevo</em><script>x()</script>`, "layout", "1",
				"categoria", cmstest.IDText(cats[1]), "accion", "vista-previa-texto"), "", "", nil)
			cmstest.WantStatus(t, r, 200)
			if !strings.Contains(r.Body, `class="preview"><em>nuevo</em></div>`) || strings.Contains(r.Body, "<script>x()") {
				t.Errorf("preview page:\n%s", r.Body)
			}
			if row, _ := contentRow(t, e, id); row.Titulo != "Nuestro equipo" {
				t.Fatal("preview saved the item")
			}
			prev := b.PostForm("/admin/contenido/vista-previa", cmstest.Form("body", "<p onmouseover=\"x()\">hola</p><script>y()</script>"))
			if prev.Status != 200 || prev.Body != "<p>hola</p>" {
				t.Errorf("live preview %d %q", prev.Status, prev.Body)
			}
			if prev := b.PostForm("/admin/contenido/vista-previa", cmstest.Form("body", "uno & dos\n\ntres <")); prev.Body != "<p>uno &amp; dos</p>\n<p>tres &lt;</p>" && prev.Body != "uno &amp; dos\n\ntres &lt;" {
				t.Errorf("plain preview %q", prev.Body)
			}

			// Edit without a new file keeps the image; plain text is stored as typed.
			cmstest.WantStatus(t, b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "", "", nil), 303)
			row, _ = contentRow(t, e, id)
			if row.Titulo != "Equipo" || row.Categoria != cats[1] || row.ImagenPrincipal == nil || *row.ImagenPrincipal != "imagenes/Foto_del_equipo__1_.png" ||
				!jsonEqual(row.Descripcion, `{"body":"Uno & dos","layout":3}`) {
				t.Fatalf("after edit %+v %s", row, row.Descripcion)
			}

			// Replacing the image records the new path and leaves the old file in storage.
			cmstest.WantStatus(t, b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "imagen", "nueva.png", pic), 303)
			if row, _ = contentRow(t, e, id); *row.ImagenPrincipal != "imagenes/nueva.png" {
				t.Fatalf("replaced image path %v", *row.ImagenPrincipal)
			}
			if _, ok := storedFile(t, e, "contenido", "imagenes/Foto_del_equipo__1_.png"); !ok {
				t.Error("replacing deleted the old file")
			}

			// A file name another item's picture already has is refused (the upload would replace
			// that picture); the same item may upload it again.
			other := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Otro", "categoria": cats[0], "imagen_principal": "imagenes/ajena.png"}})[0]
			r = b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "x", "1", cats[1]), "imagen", "ajena.png", pic)
			if r.Status != 409 || cmstest.FieldErrors(r.Body)["imagen"] != cms.MsgFileNameTaken {
				t.Fatalf("image of another item: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			if _, ok := storedFile(t, e, "contenido", "imagenes/ajena.png"); ok {
				t.Fatal("the other item's picture was overwritten")
			}
			cmstest.WantStatus(t, b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "imagen", "nueva.png", pic), 303)
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/contenido/%d/eliminar", other), nil), 303)

			// A platform that refuses the upload (here for its size): nothing is recorded, the form says
			// why.
			if rec := e.Plat.Do("PUT", "/storage/v1/bucket/contenido").As("service_role").JSON(`{"file_size_limit": 10}`).Send(); rec.Code != 200 {
				t.Fatalf("limit bucket: %d %s", rec.Code, rec.Body)
			}
			r = b.PostMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Cambiado", "x", "1", cats[0]), "imagen", "rechazada.png", pic)
			if r.Status != 413 || cmstest.FieldErrors(r.Body)["imagen"] != cms.MsgFileRefusedSize || !strings.Contains(r.Body, `value="Cambiado"`) {
				t.Fatalf("refused upload: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
			if row, _ = contentRow(t, e, id); *row.ImagenPrincipal != "imagenes/nueva.png" || row.Titulo != "Equipo" {
				t.Fatalf("a refused upload changed the row: %+v", row)
			}
			r = b.PostMultipart("/admin/contenido/nuevo", contentForm("Nuevo", "x", "1", cats[0]), "imagen", "rechazada.png", pic)
			if r.Status != 413 || e.CountRows(t, "contenido", "", nil) != 2 { // the item and the other one, in the trash
				t.Fatalf("refused upload on create: %d, rows %d", r.Status, e.CountRows(t, "contenido", "", nil))
			}

			// Delete: the row goes to the trash, the file stays.
			edit = b.GetJSON(fmt.Sprintf("/admin/contenido/%d", id))
			if !strings.Contains(edit.Body, fmt.Sprintf(`action="/admin/contenido/%d/eliminar" id="papelera-form" data-confirm="¿Mover «Equipo» a la papelera?`, id)) {
				t.Error("delete asks no confirmation")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/contenido/%d/eliminar", id), nil), 303)
			if st := lifecycleOf(t, e, "Equipo"); st.EliminadoEn == nil || anonSees(t, e, id) {
				t.Fatal("not in the trash")
			}
			if _, ok := storedFile(t, e, "contenido", "imagenes/nueva.png"); !ok {
				t.Error("deleting the item deleted its file")
			}
			if list := b.GetJSON("/admin/contenido/").Body; !strings.Contains(list, "Contenido movido a la papelera") || strings.Contains(list, ">Equipo<") {
				t.Error("no flash after delete, or the item is still listed")
			}
			cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/contenido/%d/eliminar", id), nil), 404)
			if edit := b.GetJSON(fmt.Sprintf("/admin/contenido/%d", id)); !strings.Contains(edit.Body, ">En la papelera<") {
				t.Error("the form of a trashed item does not say so")
			}
		})
	}
}

func TestContentListPagingFiltersSearch(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}})
	var rows []map[string]any
	for i := range 25 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Item %02d", i), "categoria": cats[i%2], "created_at": cmstest.Stamp(i),
			"descripcion": map[string]any{"body": "x", "layout": 1}})
	}
	rows = append(rows,
		map[string]any{"titulo": "Crecimiento 100% real", "categoria": cats[0], "created_at": cmstest.Stamp(100), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "Crecimiento 100 real", "categoria": cats[0], "created_at": cmstest.Stamp(101), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "plan_a", "categoria": cats[1], "created_at": cmstest.Stamp(102), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "planXa", "categoria": cats[1], "created_at": cmstest.Stamp(103), "descripcion": map[string]any{"body": "x"}},
	)
	ids := e.InsertRows(t, "contenido", rows)
	titles := func(r cmstest.Reply) []string {
		var out []string
		for _, id := range cmstest.RowIDs(r.Body) {
			for i, v := range ids {
				if cmstest.IDText(v) == id {
					out = append(out, rows[i]["titulo"].(string))
				}
			}
		}
		return out
	}

	// Newest first; offset = (page-1) × rowsPerPage.
	r := b.GetJSON("/admin/contenido/?page=2&rowsPerPage=10")
	cmstest.WantStatus(t, r, 200)
	want := []string{"Item 18", "Item 17", "Item 16", "Item 15", "Item 14", "Item 13", "Item 12", "Item 11", "Item 10", "Item 09"}
	if got := titles(r); !slices.Equal(got, want) {
		t.Fatalf("page 2: %v", got)
	}
	if !strings.Contains(r.Body, "Página 2 de 3 · 29 en total") || !strings.Contains(r.Body, "page=1&amp;rowsPerPage=10") || !strings.Contains(r.Body, "page=3&amp;rowsPerPage=10") {
		t.Errorf("pager:\n%s", r.Body)
	}
	if got := titles(b.GetJSON("/admin/contenido/?page=2&rowsPerPage=25")); !slices.Equal(got, []string{"Item 03", "Item 02", "Item 01", "Item 00"}) {
		t.Errorf("page 2 of 25: %v", got)
	}
	if got := titles(b.GetJSON("/admin/contenido/?page=9")); len(got) != 0 {
		t.Errorf("past the last page: %v", got)
	}

	// Category filter, kept in the pager's links.
	r = b.GetJSON(fmt.Sprintf("/admin/contenido/?categoria=%d&rowsPerPage=10&page=2", cats[1]))
	if got := titles(r); !slices.Equal(got, []string{"Item 07", "Item 05", "Item 03", "Item 01"}) || !strings.Contains(r.Body, fmt.Sprintf("categoria=%d&amp;page=1", cats[1])) {
		t.Errorf("category filter: %v", got)
	}
	if !strings.Contains(r.Body, fmt.Sprintf(`<option value="%d" selected>`, cats[1])) {
		t.Error("filter choice not shown")
	}

	// Title search, case-insensitive; % and _ match themselves.
	for q, want := range map[string][]string{
		"ITEM 2":  {"Item 24", "Item 23", "Item 22", "Item 21", "Item 20"},
		"100%":    {"Crecimiento 100% real"},
		"plan_a":  {"plan_a"},
		"%":       {"Crecimiento 100% real"},
		"nothing": nil,
	} {
		r := b.GetJSON("/admin/contenido/?q=" + strings.NewReplacer("%", "%25", " ", "+").Replace(q))
		if got := titles(r); !slices.Equal(got, want) {
			t.Errorf("search %q: %v, want %v", q, got, want)
		}
	}
	if r := b.GetJSON("/admin/contenido/?q=nothing"); !strings.Contains(r.Body, "Ningún contenido coincide con el filtro.") {
		t.Error("empty result message")
	}
}

func jsonEqual(raw json.RawMessage, want string) bool {
	var a, b any
	return json.Unmarshal(raw, &a) == nil && json.Unmarshal([]byte(want), &b) == nil && fmt.Sprint(a) == fmt.Sprint(b)
}

// TestContentPlatformFailures: a platform that fails or does not answer gives Spanish pages, never a
// 500 with internals; a failed save keeps the input.
func TestContentPlatformFailures(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
	var mode atomic.Value // "" passes, "500" answers 500 on contenido, "down" fails the transport
	mode.Store("")
	failing := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/rest/v1/contenido") {
			switch mode.Load() {
			case "500":
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(500)
				_, _ = io.WriteString(w, `{"code":"XX000","message":"disk I/O error in sqlite3_step"}`)
				return
			}
		}
		e.Plat.Handler.ServeHTTP(w, r)
	})
	inProcess := platformclient.InProcess(failing)
	transport := roundTripper(func(r *http.Request) (*http.Response, error) {
		if mode.Load() == "down" && strings.HasPrefix(r.URL.Path, "/rest/v1/contenido") {
			return nil, errors.New("dial tcp: connection refused") // no answer at all
		}
		return inProcess.RoundTrip(r)
	})
	// Same session store (the database), so the signed-in cookie works on this instance too.
	b2 := b.On(e.WithPlatformTransport(t, transport))

	for m, msg := range map[string]string{"500": "Error del servicio de datos", "down": cms.MsgPlatformDown} {
		mode.Store(m)
		r := b2.GetJSON("/admin/contenido/")
		if r.Status < 502 || r.Status > 503 || strings.Contains(r.Body, "sqlite") || strings.Contains(r.Body, "data platform") ||
			!strings.Contains(r.Body, `<p class="error" role="alert">`+msg) {
			t.Errorf("list with platform %s: %d\n%s", m, r.Status, r.Body)
		}
		r = b2.PostForm("/admin/contenido/nuevo", contentForm("Se conserva", "texto", "2", cat))
		if r.Status < 502 || r.Status > 503 || !strings.Contains(r.Body, `value="Se conserva"`) || !strings.Contains(r.Body, msg) || strings.Contains(r.Body, "sqlite") {
			t.Errorf("save with platform %s: %d\n%s", m, r.Status, r.Body)
		}
	}
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestContentStaticFiles: the files the module's pages link to are served under
// /cms-static/contenido/ (and the categories' style under /cms-static/categorias/).
func TestContentStaticFiles(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})
	form := b.GetJSON("/admin/contenido/nuevo")
	cmstest.WantStatus(t, form, 200)
	for _, path := range []string{"/cms-static/contenido/content.css", "/cms-static/contenido/content.js", "/cms-static/contenido/layout-1.svg",
		"/cms-static/contenido/layout-2.svg", "/cms-static/contenido/layout-3.svg", "/cms-static/categorias/categories.css"} {
		if strings.HasPrefix(path, "/cms-static/contenido/") && !strings.Contains(form.Body, `"`+path+`"`) {
			t.Errorf("the form does not link %s", path)
		}
		if r := b.GetJSON(path); r.Status != 200 || r.Body == "" {
			t.Errorf("%s: %d", path, r.Status)
		}
	}
}
