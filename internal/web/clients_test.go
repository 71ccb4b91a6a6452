package web_test

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientRecord reads a client's stored columns.
func (e *cmsEnv) clientRecord(t *testing.T, id string) cms.Client {
	t.Helper()
	var rows []cms.Client
	c := e.svc.Client()
	if _, err := c.From("clientes", c.Service()).Select("id,nombre,categoria,logo_url,created_at").Eq("id", id).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("client %s: %v %v", id, err, rows)
	}
	return rows[0]
}

// storedBytes downloads a file of bucket clientes through the public address.
func (e *cmsEnv) storedBytes(t *testing.T, path string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", "/storage/v1/object/public/clientes/"+path, nil)
	rec := newRecorder()
	e.plat.Handler.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, body
}

func TestClientsValidation(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	cat := idText(e.insertRows(t, "categorias", []map[string]any{{"nombre": "Industria"}})[0])
	png := pngBytes(t)

	cases := []struct {
		name        string
		nombre, cat string
		file        string
		content     []byte
		fields      map[string]string
	}{
		{"category not a number", "ACME", "abc", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"category zero", "ACME", "0", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"category negative", "ACME", "-1", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"category empty", "ACME", "", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"category decimal", "ACME", "1.0", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"category that does not exist", "ACME", "4242", "", nil, map[string]string{"categoria": "Categoría inválida"}},
		{"nombre blank", "  ", cat, "", nil, map[string]string{"nombre": cms.MsgNombreRequired}},
		{"logo a GIF named .png", "ACME", cat, "logo.png", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
			map[string]string{"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
		{"logo text named .svg", "ACME", cat, "logo.svg", []byte("hola, no soy una imagen"),
			map[string]string{"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
		{"everything wrong", "", "x", "logo.jpg", []byte("%PDF-1.4 no"),
			map[string]string{"nombre": cms.MsgNombreRequired, "categoria": "Categoría inválida",
				"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := b.postMultipart("/admin/clientes/nuevo", form("nombre", c.nombre, "categoria", c.cat), "logo", c.file, c.content)
			wantStatus(t, r, 422)
			if got := fieldErrors(r.body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if c.nombre != "" && !strings.Contains(r.body, `value="`+c.nombre+`"`) {
				t.Fatal("nombre not kept")
			}
			if e.countRows(t, "clientes", "", nil) != 0 {
				t.Fatal("a refused client was stored")
			}
		})
	}
	if st, _ := e.storedBytes(t, cat+"/logos/logo.png"); st == 200 {
		t.Fatal("a refused logo reached storage")
	}

	// A PNG: stored at <categoria>/logos/<file_name> (interface.md's name rule), the path recorded.
	r := b.postMultipart("/admin/clientes/nuevo", form("nombre", " Ñandú S.A. ", "categoria", cat), "logo", "Logo Final (v2).PNG", png)
	wantStatus(t, r, 303)
	list := b.getJSON("/admin/clientes/")
	ids := rowIDs(list.body)
	if len(ids) != 1 || !strings.Contains(list.body, "Cliente guardado.") || !strings.Contains(list.body, `<td class="category">Industria</td>`) {
		t.Fatalf("list: %s", list.body)
	}
	rec := e.clientRecord(t, ids[0])
	wantPath := cat + "/logos/Logo_Final__v2_.png"
	if rec.Nombre != "Ñandú S.A." || rec.LogoURL == nil || *rec.LogoURL != wantPath {
		t.Fatalf("record %+v, want logo %s", rec, wantPath)
	}
	if st, body := e.storedBytes(t, wantPath); st != 200 || string(body) != string(png) {
		t.Fatalf("stored logo: %d (%d bytes)", st, len(body))
	}
	if !strings.Contains(list.body, `src="http://platform.internal/platform/storage/v1/object/public/clientes/`+wantPath+`"`) {
		t.Fatalf("thumbnail missing: %s", list.body)
	}

	// The same file name for another client of the category would replace this client's logo:
	// refused before anything is stored.
	r = b.postMultipart("/admin/clientes/nuevo", form("nombre", "Otra", "categoria", cat), "logo", "Logo Final (v2).PNG", []byte(svgLogo))
	wantStatus(t, r, http.StatusConflict)
	if fe := fieldErrors(r.body)["logo"]; fe != cms.MsgLogoNameTaken {
		t.Fatalf("logo message %q", fe)
	}
	if st, body := e.storedBytes(t, wantPath); st != 200 || string(body) != string(png) {
		t.Fatal("another client's logo was replaced")
	}
	if n := e.countRows(t, "clientes", "", nil); n != 1 {
		t.Fatalf("%d clients after a refused upload", n)
	}

	// The platform refuses the upload (the bucket now takes JPEG only): nothing is recorded — no
	// new client, and an edit keeps the old name and path.
	if rec := e.plat.Do("PUT", "/storage/v1/bucket/clientes").As("service_role").
		JSON(`{"public":true,"allowed_mime_types":["image/jpeg"]}`).Send(); rec.Code != 200 {
		t.Fatalf("restrict bucket: %d %s", rec.Code, rec.Body)
	}
	r = b.postMultipart("/admin/clientes/nuevo", form("nombre", "Otra", "categoria", cat), "logo", "otra.png", png)
	if r.status < 400 || !strings.HasPrefix(fieldErrors(r.body)["logo"], "El almacenamiento rechazó el archivo") {
		t.Fatalf("refused upload: %d %s", r.status, r.body)
	}
	if n := e.countRows(t, "clientes", "", nil); n != 1 {
		t.Fatalf("%d clients after a refused upload", n)
	}
	r = b.postMultipart("/admin/clientes/"+ids[0], form("nombre", "Cambiado", "categoria", cat), "logo", "otra.png", png)
	if r.status < 400 {
		t.Fatalf("refused upload on edit: %d", r.status)
	}
	if rec := e.clientRecord(t, ids[0]); rec.Nombre != "Ñandú S.A." || *rec.LogoURL != wantPath {
		t.Fatalf("refused edit changed the record: %+v", rec)
	}
	if rec := e.plat.Do("PUT", "/storage/v1/bucket/clientes").As("service_role").
		JSON(`{"public":true,"allowed_mime_types":["image/png","image/jpeg","image/svg+xml"]}`).Send(); rec.Code != 200 {
		t.Fatalf("restore bucket: %d %s", rec.Code, rec.Body)
	}

	// Replacing the logo (an SVG) records the new path and leaves the old file in storage; an edit
	// without a file keeps the logo.
	wantStatus(t, b.postMultipart("/admin/clientes/"+ids[0], form("nombre", "Ñandú", "categoria", cat), "logo", "nuevo.svg", []byte(svgLogo)), 303)
	if rec := e.clientRecord(t, ids[0]); *rec.LogoURL != cat+"/logos/nuevo.svg" {
		t.Fatalf("after replace: %+v", rec)
	}
	wantStatus(t, b.postMultipart("/admin/clientes/"+ids[0], form("nombre", "Ñandú 2", "categoria", cat), "", "", nil), 303)
	if rec := e.clientRecord(t, ids[0]); *rec.LogoURL != cat+"/logos/nuevo.svg" || rec.Nombre != "Ñandú 2" {
		t.Fatalf("edit without a file: %+v", rec)
	}
	if st, _ := e.storedBytes(t, wantPath); st != 200 {
		t.Fatal("the replaced logo was removed from storage")
	}
	// Deleting the client leaves its logo.
	wantStatus(t, b.postForm("/admin/clientes/"+ids[0]+"/eliminar", nil), 303)
	if e.countRows(t, "clientes", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	if st, _ := e.storedBytes(t, cat+"/logos/nuevo.svg"); st != 200 {
		t.Fatal("deleting the client removed its logo")
	}
}

func TestClientsListPaging(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			b := e.signedInAdmin(t)
			cats := e.insertRows(t, "categorias", []map[string]any{{"nombre": "A"}, {"nombre": "B"}})
			var rows []map[string]any
			for i := 1; i <= 27; i++ {
				rows = append(rows, map[string]any{"nombre": fmt.Sprintf("C%d", i), "categoria": cats[i%2], "created_at": stamp(i)})
			}
			ids := e.insertRows(t, "clientes", rows)
			newest := func(from, to int) string {
				var s []string
				for i := from; i < to; i++ {
					s = append(s, idText(ids[26-i]))
				}
				return strings.Join(s, ",")
			}
			for _, c := range []struct {
				query string
				want  string
			}{
				{"", newest(0, 10)},
				{"?page=1&rowsPerPage=25", newest(0, 25)},
				{"?page=2&rowsPerPage=25", newest(25, 27)},
				{"?page=3", newest(20, 27)},
				{"?page=2&rowsPerPage=7", newest(10, 20)}, // 7 is not a choice: 10
			} {
				r := b.getJSON("/admin/clientes/" + c.query)
				wantStatus(t, r, 200)
				if got := strings.Join(rowIDs(r.body), ","); got != c.want {
					t.Fatalf("%s: %s, want %s", c.query, got, c.want)
				}
			}
			r := b.getJSON("/admin/clientes/?categoria=" + idText(cats[0]))
			if len(rowIDs(r.body)) != 10 || !strings.Contains(r.body, "13 en total") || strings.Contains(r.body, `<td class="category">B</td>`) {
				t.Fatalf("filter: %s", r.body)
			}
		})
	}
}

func TestClientCategories(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)

	r := b.postForm("/admin/clientes/categorias/", form("nombre", "   "))
	wantStatus(t, r, 422)
	if fieldErrors(r.body)["nombre"] != cms.MsgCategoryNameEmpty {
		t.Fatal(r.body)
	}
	wantStatus(t, b.postForm("/admin/clientes/categorias/", form("nombre", " Salud ")), 303)
	page := b.getJSON("/admin/clientes/categorias/")
	ids := rowIDs(page.body)
	if len(ids) != 1 || !strings.Contains(page.body, "Categoría creada.") || !strings.Contains(page.body, `value="Salud"`) {
		t.Fatal(page.body)
	}
	id := ids[0]
	r = b.postForm("/admin/clientes/categorias/"+id+"/nombre", form("nombre", ""))
	wantStatus(t, r, 422)
	if fieldErrors(r.body)["nombre"] != cms.MsgCategoryNameEmpty {
		t.Fatal(r.body)
	}
	wantStatus(t, b.postForm("/admin/clientes/categorias/"+id+"/nombre", form("nombre", "Salud y bienestar")), 303)
	if page := b.getJSON("/admin/clientes/categorias/"); !strings.Contains(page.body, `value="Salud y bienestar"`) {
		t.Fatal(page.body)
	}
	// In use: refused with the reason; the category stays.
	e.insertRows(t, "clientes", []map[string]any{{"nombre": "X", "categoria": id}, {"nombre": "Y", "categoria": id}})
	r = b.postForm("/admin/clientes/categorias/"+id+"/eliminar", nil)
	wantStatus(t, r, http.StatusConflict)
	if !strings.Contains(r.body, "No se puede eliminar la categoría: 2 clientes la usan.") {
		t.Fatal(r.body)
	}
	if e.countRows(t, "categorias", "", nil) != 1 {
		t.Fatal("category deleted while in use")
	}
	c := e.svc.Client()
	if err := c.From("clientes", c.Service()).Eq("categoria", id).Delete(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	wantStatus(t, b.postForm("/admin/clientes/categorias/"+id+"/eliminar", nil), 303)
	if e.countRows(t, "categorias", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	wantStatus(t, b.postForm("/admin/clientes/categorias/"+id+"/eliminar", nil), 404)
}
