package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/web"
)

// storedContent is a contenido row as the platform holds it.
type storedContent struct {
	ID              int64           `json:"id"`
	Titulo          string          `json:"titulo"`
	Descripcion     json.RawMessage `json:"descripcion"`
	Categoria       int64           `json:"categoria"`
	ImagenPrincipal *string         `json:"imagen_principal"`
}

func (e *cmsEnv) contentRow(t *testing.T, id int64) (storedContent, bool) {
	t.Helper()
	c := e.svc.Client()
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
func (e *cmsEnv) newestContentID(t *testing.T) int64 {
	t.Helper()
	c := e.svc.Client()
	var rows []storedContent
	if _, err := c.From("contenido", c.Service()).Select("id").Order("id", true).Limit(1).Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("newest content: %v %v", rows, err)
	}
	return rows[0].ID
}

// storedFile reads a file of a public bucket; ok is false when it is not there.
func (e *cmsEnv) storedFile(t *testing.T, bucket, path string) ([]byte, bool) {
	t.Helper()
	rec := e.plat.Do("GET", "/storage/v1/object/public/"+bucket+"/"+path).Send()
	return rec.Body.Bytes(), rec.Code == 200
}

func contentForm(titulo, body, layout string, categoria int64) map[string][]string {
	return form("titulo", titulo, "body", body, "layout", layout, "categoria", idText(categoria))
}

func TestContentValidation(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			b := e.signedInAdmin(t)
			cat := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]

			wantStatus(t, b.getJSON("/admin/contenido/nuevo"), 200)
			cases := []struct {
				name, field, want string
				form              map[string][]string
			}{
				{"missing titulo", "titulo", cms.MsgTituloRequired, contentForm("   ", "Texto guardado", "2", cat)},
				{"long titulo", "titulo", cms.MsgTituloTooLong, contentForm(strings.Repeat("á", 201), "Texto guardado", "2", cat)},
				{"unknown category", "categoria", "Categoría inválida, selecciona desde la lista", contentForm("Título guardado", "Texto guardado", "2", 99999)},
				{"category not a number", "categoria", "Categoría inválida, selecciona desde la lista", form("titulo", "Título guardado", "body", "Texto guardado", "layout", "2", "categoria", "abc")},
				{"no category", "categoria", "Categoría inválida, selecciona desde la lista", form("titulo", "Título guardado", "body", "Texto guardado", "layout", "2")},
				{"layout 0", "layout", cms.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "0", cat)},
				{"layout 4", "layout", cms.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "4", cat)},
				{"layout text", "layout", cms.MsgLayoutInvalid, contentForm("Título guardado", "Texto guardado", "dos", cat)},
			}
			for _, c := range cases {
				for _, multipartForm := range []bool{false, true} {
					var r reply
					if multipartForm {
						r = b.postMultipart("/admin/contenido/nuevo", c.form, "", "", nil)
					} else {
						r = b.postForm("/admin/contenido/nuevo", c.form)
					}
					if r.status != 422 {
						t.Fatalf("%s: status %d", c.name, r.status)
					}
					if got := fieldErrors(r.body)[c.field]; got != c.want {
						t.Errorf("%s: %s message %q, want %q", c.name, c.field, got, c.want)
					}
					if !strings.Contains(r.body, ">Texto guardado</textarea>") {
						t.Errorf("%s: body not kept", c.name)
					}
				}
			}
			if n := e.countRows(t, "contenido", "", nil); n != 0 {
				t.Fatalf("refused forms wrote %d rows", n)
			}

			// The image's kind is read from the bytes: text named .png is refused, as is a file over
			// the upload limit (10 MiB); the form is kept.
			r := b.postMultipart("/admin/contenido/nuevo", contentForm("Con imagen", "Texto guardado", "3", cat), "imagen", "foto.png", []byte("no soy una imagen, solo texto"))
			wantStatus(t, r, 422)
			if got := fieldErrors(r.body)["imagen"]; got != "Formato no permitido: suba una imagen JPG, PNG, WebP o GIF." {
				t.Errorf("text as png: %q", got)
			}
			if !strings.Contains(r.body, `value="Con imagen"`) || !strings.Contains(r.body, `value="3" checked`) {
				t.Error("form not kept after a refused image")
			}
			big := append(pngBytes(t), bytes.Repeat([]byte{0}, 10<<20)...)
			r = b.postMultipart("/admin/contenido/nuevo", contentForm("Grande", "Texto guardado", "1", cat), "imagen", "grande.png", big)
			wantStatus(t, r, 422)
			if got := fieldErrors(r.body)["imagen"]; got != "El archivo supera el tamaño máximo (10 MiB)." || !strings.Contains(r.body, `value="Grande"`) {
				t.Errorf("too large: %q", got)
			}
			// Far over the limit the body is cut: the message, no 500.
			huge := append(pngBytes(t), bytes.Repeat([]byte{0}, 12<<20)...)
			r = b.postMultipart("/admin/contenido/nuevo", contentForm("Enorme", "x", "1", cat), "imagen", "enorme.png", huge)
			if r.status != 413 || fieldErrors(r.body)["imagen"] != "El archivo supera el tamaño máximo (10 MiB)." {
				t.Errorf("huge upload: %d %q", r.status, fieldErrors(r.body))
			}
			if n := e.countRows(t, "contenido", "", nil); n != 0 {
				t.Fatalf("refused images wrote %d rows", n)
			}
			if _, ok := e.storedFile(t, "contenido", "imagenes/foto.png"); ok {
				t.Error("a refused image was stored")
			}
		})
	}
}

func TestContentSaveAndImages(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			b := e.signedInAdmin(t)
			cats := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}, {"name": "Otros"}})
			pic := pngBytes(t)

			// Create with an image: stored at imagenes/<file_name> (interface.md's rule), the path
			// recorded, the body sanitized before it is stored.
			body := `<p>Hola <b>equipo</b></p><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">enlace</a><iframe src="https://x.test"></iframe>`
			r := b.postMultipart("/admin/contenido/nuevo", contentForm("  Nuestro equipo ", body, "2", cats[0]), "imagen", "Foto del equipo (1).PNG", pic)
			wantStatus(t, r, 303)
			if loc := r.header.Get("Location"); loc != "/admin/contenido/" {
				t.Fatalf("redirect %q", loc)
			}
			id := e.newestContentID(t)
			row, _ := e.contentRow(t, id)
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
			if got, ok := e.storedFile(t, "contenido", "imagenes/Foto_del_equipo__1_.png"); !ok || !bytes.Equal(got, pic) {
				t.Fatal("image not stored at imagenes/<file_name>")
			}
			list := b.getJSON("/admin/contenido/")
			if !strings.Contains(list.body, "Contenido guardado.") || !strings.Contains(list.body, `src="http://`) && !strings.Contains(list.body, `src="/storage/v1/object/public/contenido/imagenes/Foto_del_equipo__1_.png"`) {
				t.Errorf("list after save lacks the flash or the image:\n%s", list.body)
			}
			if !strings.Contains(list.body, "/storage/v1/object/public/contenido/imagenes/Foto_del_equipo__1_.png") {
				t.Error("image address missing from the list")
			}

			// The edit page shows the stored values and the sanitized preview.
			edit := b.getJSON(fmt.Sprintf("/admin/contenido/%d", id))
			wantStatus(t, edit, 200)
			if !strings.Contains(edit.body, `value="Nuestro equipo"`) || !strings.Contains(edit.body, `value="2" checked`) ||
				!strings.Contains(edit.body, fmt.Sprintf(`<option value="%d" selected>`, cats[0])) ||
				!strings.Contains(edit.body, `<div id="vista-previa" class="preview"><p>Hola <b>equipo</b></p>`) {
				t.Errorf("edit page:\n%s", edit.body)
			}

			// "Vista previa" renders the sanitized body and saves nothing.
			r = b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), form("titulo", "Otro", "body", `<em>nuevo</em><script>x()</script>`, "layout", "1",
				"categoria", idText(cats[1]), "accion", "vista-previa"), "", "", nil)
			wantStatus(t, r, 200)
			if !strings.Contains(r.body, `class="preview"><em>nuevo</em></div>`) || strings.Contains(r.body, "<script>x()") {
				t.Errorf("preview page:\n%s", r.body)
			}
			if row, _ := e.contentRow(t, id); row.Titulo != "Nuestro equipo" {
				t.Fatal("preview saved the item")
			}
			prev := b.postForm("/admin/contenido/vista-previa", form("body", "<p onmouseover=\"x()\">hola</p><script>y()</script>"))
			if prev.status != 200 || prev.body != "<p>hola</p>" {
				t.Errorf("live preview %d %q", prev.status, prev.body)
			}
			if prev := b.postForm("/admin/contenido/vista-previa", form("body", "uno & dos\n\ntres <")); prev.body != "<p>uno &amp; dos</p>\n<p>tres &lt;</p>" && prev.body != "uno &amp; dos\n\ntres &lt;" {
				t.Errorf("plain preview %q", prev.body)
			}

			// Edit without a new file keeps the image; plain text is stored as typed.
			wantStatus(t, b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "", "", nil), 303)
			row, _ = e.contentRow(t, id)
			if row.Titulo != "Equipo" || row.Categoria != cats[1] || row.ImagenPrincipal == nil || *row.ImagenPrincipal != "imagenes/Foto_del_equipo__1_.png" ||
				!jsonEqual(row.Descripcion, `{"body":"Uno & dos","layout":3}`) {
				t.Fatalf("after edit %+v %s", row, row.Descripcion)
			}

			// Replacing the image records the new path and leaves the old file in storage.
			wantStatus(t, b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "imagen", "nueva.png", pic), 303)
			if row, _ = e.contentRow(t, id); *row.ImagenPrincipal != "imagenes/nueva.png" {
				t.Fatalf("replaced image path %v", *row.ImagenPrincipal)
			}
			if _, ok := e.storedFile(t, "contenido", "imagenes/Foto_del_equipo__1_.png"); !ok {
				t.Error("replacing deleted the old file")
			}

			// A file name another item's picture already has is refused (the upload would replace
			// that picture); the same item may upload it again.
			other := e.insertRows(t, "contenido", []map[string]any{{"titulo": "Otro", "categoria": cats[0], "imagen_principal": "imagenes/ajena.png"}})[0]
			r = b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "x", "1", cats[1]), "imagen", "ajena.png", pic)
			if r.status != 409 || fieldErrors(r.body)["imagen"] != cms.MsgImageNameTaken {
				t.Fatalf("image of another item: %d %v", r.status, fieldErrors(r.body))
			}
			if _, ok := e.storedFile(t, "contenido", "imagenes/ajena.png"); ok {
				t.Fatal("the other item's picture was overwritten")
			}
			wantStatus(t, b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Equipo", "Uno & dos", "3", cats[1]), "imagen", "nueva.png", pic), 303)
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/contenido/%d/eliminar", other), nil), 303)

			// A platform that refuses the upload: nothing is recorded, the form says why.
			if rec := e.plat.Do("PUT", "/storage/v1/bucket/contenido").As("service_role").JSON(`{"file_size_limit": 10}`).Send(); rec.Code != 200 {
				t.Fatalf("limit bucket: %d %s", rec.Code, rec.Body)
			}
			r = b.postMultipart(fmt.Sprintf("/admin/contenido/%d", id), contentForm("Cambiado", "x", "1", cats[0]), "imagen", "rechazada.png", pic)
			if r.status != 502 || !strings.Contains(fieldErrors(r.body)["imagen"], "No se pudo guardar la imagen") || !strings.Contains(r.body, `value="Cambiado"`) {
				t.Fatalf("refused upload: %d %v", r.status, fieldErrors(r.body))
			}
			if row, _ = e.contentRow(t, id); *row.ImagenPrincipal != "imagenes/nueva.png" || row.Titulo != "Equipo" {
				t.Fatalf("a refused upload changed the row: %+v", row)
			}
			r = b.postMultipart("/admin/contenido/nuevo", contentForm("Nuevo", "x", "1", cats[0]), "imagen", "rechazada.png", pic)
			if r.status != 502 || e.countRows(t, "contenido", "", nil) != 1 {
				t.Fatalf("refused upload on create: %d, rows %d", r.status, e.countRows(t, "contenido", "", nil))
			}

			// Delete: the row goes, the file stays.
			edit = b.getJSON(fmt.Sprintf("/admin/contenido/%d", id))
			if !strings.Contains(edit.body, fmt.Sprintf(`action="/admin/contenido/%d/eliminar" data-confirm="¿Eliminar «Equipo»?`, id)) {
				t.Error("delete asks no confirmation")
			}
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/contenido/%d/eliminar", id), nil), 303)
			if _, found := e.contentRow(t, id); found {
				t.Fatal("not deleted")
			}
			if _, ok := e.storedFile(t, "contenido", "imagenes/nueva.png"); !ok {
				t.Error("deleting the item deleted its file")
			}
			if !strings.Contains(b.getJSON("/admin/contenido/").body, "Contenido eliminado.") {
				t.Error("no flash after delete")
			}
			wantStatus(t, b.postForm(fmt.Sprintf("/admin/contenido/%d/eliminar", id), nil), 404)
			wantStatus(t, b.getJSON(fmt.Sprintf("/admin/contenido/%d", id)), 404)
		})
	}
}

func TestContentListPagingFiltersSearch(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	cats := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}})
	var rows []map[string]any
	for i := range 25 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Item %02d", i), "categoria": cats[i%2], "created_at": stamp(i),
			"descripcion": map[string]any{"body": "x", "layout": 1}})
	}
	rows = append(rows,
		map[string]any{"titulo": "Crecimiento 100% real", "categoria": cats[0], "created_at": stamp(100), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "Crecimiento 100 real", "categoria": cats[0], "created_at": stamp(101), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "plan_a", "categoria": cats[1], "created_at": stamp(102), "descripcion": map[string]any{"body": "x"}},
		map[string]any{"titulo": "planXa", "categoria": cats[1], "created_at": stamp(103), "descripcion": map[string]any{"body": "x"}},
	)
	ids := e.insertRows(t, "contenido", rows)
	titles := func(r reply) []string {
		var out []string
		for _, id := range rowIDs(r.body) {
			for i, v := range ids {
				if idText(v) == id {
					out = append(out, rows[i]["titulo"].(string))
				}
			}
		}
		return out
	}

	// Newest first; offset = (page-1) × rowsPerPage.
	r := b.getJSON("/admin/contenido/?page=2&rowsPerPage=10")
	wantStatus(t, r, 200)
	want := []string{"Item 18", "Item 17", "Item 16", "Item 15", "Item 14", "Item 13", "Item 12", "Item 11", "Item 10", "Item 09"}
	if got := titles(r); !slices.Equal(got, want) {
		t.Fatalf("page 2: %v", got)
	}
	if !strings.Contains(r.body, "Página 2 de 3 · 29 en total") || !strings.Contains(r.body, "page=1&amp;rowsPerPage=10") || !strings.Contains(r.body, "page=3&amp;rowsPerPage=10") {
		t.Errorf("pager:\n%s", r.body)
	}
	if got := titles(b.getJSON("/admin/contenido/?page=2&rowsPerPage=25")); !slices.Equal(got, []string{"Item 03", "Item 02", "Item 01", "Item 00"}) {
		t.Errorf("page 2 of 25: %v", got)
	}
	if got := titles(b.getJSON("/admin/contenido/?page=9")); len(got) != 0 {
		t.Errorf("past the last page: %v", got)
	}

	// Category filter, kept in the pager's links.
	r = b.getJSON(fmt.Sprintf("/admin/contenido/?categoria=%d&rowsPerPage=10&page=2", cats[1]))
	if got := titles(r); !slices.Equal(got, []string{"Item 07", "Item 05", "Item 03", "Item 01"}) || !strings.Contains(r.body, fmt.Sprintf("categoria=%d&amp;page=1", cats[1])) {
		t.Errorf("category filter: %v", got)
	}
	if !strings.Contains(r.body, fmt.Sprintf(`<option value="%d" selected>`, cats[1])) {
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
		r := b.getJSON("/admin/contenido/?q=" + strings.NewReplacer("%", "%25", " ", "+").Replace(q))
		if got := titles(r); !slices.Equal(got, want) {
			t.Errorf("search %q: %v, want %v", q, got, want)
		}
	}
	if r := b.getJSON("/admin/contenido/?q=nothing"); !strings.Contains(r.body, "Ningún contenido coincide con el filtro.") {
		t.Error("empty result message")
	}
}

func TestDashboard(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	cats := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}, {"name": "C"}})
	var rows []map[string]any
	for i := range 7 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Nota %d", i), "categoria": cats[0], "created_at": stamp(i)})
	}
	e.insertRows(t, "contenido", rows)
	e.insertRows(t, "testimoniales", []map[string]any{{"testimonio": "t", "empresa": "e", "categoria": cats[1]}})
	r := b.getJSON("/admin/")
	wantStatus(t, r, 200)
	for _, s := range []string{
		`<a href="/admin/contenido/"><span class="n">7</span>Contenido</a>`,
		`<a href="/admin/categorias/"><span class="n">3</span>Categorías</a>`,
		`<span class="n">1</span>Testimonios`,
		`<span class="n">0</span>Clientes`,
	} {
		if !strings.Contains(r.body, s) {
			t.Errorf("dashboard lacks %s", s)
		}
	}
	if n := strings.Count(r.body, `<tr data-id=`); n != 5 || strings.Index(r.body, "Nota 6") > strings.Index(r.body, "Nota 2") || strings.Contains(r.body, "Nota 1<") {
		t.Errorf("latest content: %d rows\n%s", n, r.body)
	}
}

func jsonEqual(raw json.RawMessage, want string) bool {
	var a, b any
	return json.Unmarshal(raw, &a) == nil && json.Unmarshal([]byte(want), &b) == nil && fmt.Sprint(a) == fmt.Sprint(b)
}

// TestContentPlatformFailures: a platform that fails or does not answer gives Spanish pages, never a
// 500 with internals; a failed save keeps the input.
func TestContentPlatformFailures(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	cat := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
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
		e.plat.Handler.ServeHTTP(w, r)
	})
	inProcess := platformclient.InProcess(failing)
	transport := roundTripper(func(r *http.Request) (*http.Response, error) {
		if mode.Load() == "down" && strings.HasPrefix(r.URL.Path, "/rest/v1/contenido") {
			return nil, errors.New("dial tcp: connection refused") // no answer at all
		}
		return inProcess.RoundTrip(r)
	})
	svc := cms.NewService(platformclient.New(platformclient.Options{BaseURL: "http://platform.internal", Transport: transport,
		AnonKey: e.plat.Keys.AnonKey(), ServiceRoleKey: e.plat.Keys.ServiceRoleKey()}), adminEmail)
	app, err := web.New(web.Options{Service: svc, DB: e.plat.DB, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BaseURL: "http://cms.test", Now: e.plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	// Same session store (the database), so the signed-in cookie works on this instance too.
	e2 := &cmsEnv{plat: e.plat, svc: svc, app: app, srv: httptest.NewServer(app)}
	t.Cleanup(e2.srv.Close)
	b2 := &browser{t: t, e: e2, c: b.c, jar: b.jar}

	for m, msg := range map[string]string{"500": "Error del servicio de datos", "down": cms.MsgPlatformDown} {
		mode.Store(m)
		r := b2.getJSON("/admin/contenido/")
		if r.status < 502 || r.status > 503 || strings.Contains(r.body, "sqlite") || strings.Contains(r.body, "data platform") ||
			!strings.Contains(r.body, `<p class="error" role="alert">`+msg) {
			t.Errorf("list with platform %s: %d\n%s", m, r.status, r.body)
		}
		r = b2.postForm("/admin/contenido/nuevo", contentForm("Se conserva", "texto", "2", cat))
		if r.status < 502 || r.status > 503 || !strings.Contains(r.body, `value="Se conserva"`) || !strings.Contains(r.body, msg) || strings.Contains(r.body, "sqlite") {
			t.Errorf("save with platform %s: %d\n%s", m, r.status, r.body)
		}
	}
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
