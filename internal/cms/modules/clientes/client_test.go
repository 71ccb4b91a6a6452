package clientes_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/clientes"
)

// clientRecord reads a client's stored columns.
func clientRecord(t *testing.T, e *cmstest.Env, id string) clientes.Client {
	t.Helper()
	var rows []clientes.Client
	c := e.Svc.Client()
	if _, err := c.From("clientes", c.Service()).Select("id,nombre,categoria,logo_url,created_at").Eq("id", id).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("client %s: %v %v", id, err, rows)
	}
	return rows[0]
}

// storedBytes downloads a file of bucket clientes through the public address.
func storedBytes(t *testing.T, e *cmstest.Env, path string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", "/storage/v1/object/public/clientes/"+path, nil)
	rec := httptest.NewRecorder()
	e.Plat.Handler.ServeHTTP(rec, req)
	body, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, body
}

func TestClientsValidation(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := cmstest.IDText(e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Industria"}})[0])
	png := cmstest.PNGBytes(t)

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
		{"nombre blank", "  ", cat, "", nil, map[string]string{"nombre": clientes.MsgNombreRequired}},
		{"logo a GIF named .png", "ACME", cat, "logo.png", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
			map[string]string{"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
		{"logo text named .svg", "ACME", cat, "logo.svg", []byte("hola, no soy una imagen"),
			map[string]string{"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
		{"everything wrong", "", "x", "logo.jpg", []byte("%PDF-1.4 no"),
			map[string]string{"nombre": clientes.MsgNombreRequired, "categoria": "Categoría inválida",
				"logo": "Formato no permitido: suba una imagen PNG, JPG o SVG. Vuelva a elegir el archivo."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", c.nombre, "categoria", c.cat), "logo", c.file, c.content)
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if c.nombre != "" && !strings.Contains(r.Body, `value="`+c.nombre+`"`) {
				t.Fatal("nombre not kept")
			}
			if e.CountRows(t, "clientes", "", nil) != 0 {
				t.Fatal("a refused client was stored")
			}
		})
	}
	if st, _ := storedBytes(t, e, cat+"/logos/logo.png"); st == 200 {
		t.Fatal("a refused logo reached storage")
	}

	// A PNG: stored at <categoria>/logos/<file_name> (interface.md's name rule), the path recorded.
	r := b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", " Ñandú S.A. ", "categoria", cat), "logo", "Logo Final (v2).PNG", png)
	cmstest.WantStatus(t, r, 303)
	// The editor stays on the new client's form, the message at the top.
	at := r.Header.Get("Location")
	if form := b.GetJSON(at).Body; !strings.Contains(form, `<p class="flash" role="status">Cliente guardado.</p>`) || !strings.Contains(form, `id="eliminar"`) {
		t.Fatalf("the new client's form at %q: %s", at, form)
	}
	list := b.GetJSON("/admin/clientes/")
	ids := cmstest.RowIDs(list.Body)
	if len(ids) != 1 || at != "/admin/clientes/"+ids[0] || !strings.Contains(list.Body, `<td class="category">Industria</td>`) {
		t.Fatalf("saved to %q; list: %s", at, list.Body)
	}
	rec := clientRecord(t, e, ids[0])
	wantPath := cat + "/logos/Logo_Final__v2_.png"
	if rec.Nombre != "Ñandú S.A." || rec.LogoURL == nil || *rec.LogoURL != wantPath {
		t.Fatalf("record %+v, want logo %s", rec, wantPath)
	}
	if st, body := storedBytes(t, e, wantPath); st != 200 || string(body) != string(png) {
		t.Fatalf("stored logo: %d (%d bytes)", st, len(body))
	}
	if !strings.Contains(list.Body, `src="http://platform.internal/storage/v1/object/public/clientes/`+wantPath+`"`) {
		t.Fatalf("thumbnail missing: %s", list.Body)
	}

	// The same file name for another client of the category would replace this client's logo:
	// refused before anything is stored.
	r = b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", "Otra", "categoria", cat), "logo", "Logo Final (v2).PNG", []byte(cmstest.SVGLogo))
	cmstest.WantStatus(t, r, http.StatusConflict)
	if fe := cmstest.FieldErrors(r.Body)["logo"]; fe != cms.MsgFileNameTaken {
		t.Fatalf("logo message %q", fe)
	}
	if st, body := storedBytes(t, e, wantPath); st != 200 || string(body) != string(png) {
		t.Fatal("another client's logo was replaced")
	}
	if n := e.CountRows(t, "clientes", "", nil); n != 1 {
		t.Fatalf("%d clients after a refused upload", n)
	}

	// The platform refuses the upload (the bucket now takes JPEG only): nothing is recorded — no
	// new client, and an edit keeps the old name and path.
	if rec := e.Plat.Do("PUT", "/storage/v1/bucket/clientes").As("service_role").
		JSON(`{"public":true,"allowed_mime_types":["image/jpeg"]}`).Send(); rec.Code != 200 {
		t.Fatalf("restrict bucket: %d %s", rec.Code, rec.Body)
	}
	r = b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", "Otra", "categoria", cat), "logo", "otra.png", png)
	if r.Status < 400 || cmstest.FieldErrors(r.Body)["logo"] != cms.MsgFileRefusedKind {
		t.Fatalf("refused upload: %d %s", r.Status, r.Body)
	}
	if n := e.CountRows(t, "clientes", "", nil); n != 1 {
		t.Fatalf("%d clients after a refused upload", n)
	}
	r = b.PostMultipart("/admin/clientes/"+ids[0], cmstest.Form("nombre", "Cambiado", "categoria", cat), "logo", "otra.png", png)
	if r.Status < 400 {
		t.Fatalf("refused upload on edit: %d", r.Status)
	}
	if rec := clientRecord(t, e, ids[0]); rec.Nombre != "Ñandú S.A." || *rec.LogoURL != wantPath {
		t.Fatalf("refused edit changed the record: %+v", rec)
	}
	if rec := e.Plat.Do("PUT", "/storage/v1/bucket/clientes").As("service_role").
		JSON(`{"public":true,"allowed_mime_types":["image/png","image/jpeg","image/svg+xml"]}`).Send(); rec.Code != 200 {
		t.Fatalf("restore bucket: %d %s", rec.Code, rec.Body)
	}

	// Replacing the logo (an SVG) records the new path and leaves the old file in storage; an edit
	// without a file keeps the logo.
	cmstest.WantStatus(t, b.PostMultipart("/admin/clientes/"+ids[0], cmstest.Form("nombre", "Ñandú", "categoria", cat), "logo", "nuevo.svg", []byte(cmstest.SVGLogo)), 303)
	if rec := clientRecord(t, e, ids[0]); *rec.LogoURL != cat+"/logos/nuevo.svg" {
		t.Fatalf("after replace: %+v", rec)
	}
	cmstest.WantStatus(t, b.PostMultipart("/admin/clientes/"+ids[0], cmstest.Form("nombre", "Ñandú 2", "categoria", cat), "", "", nil), 303)
	if rec := clientRecord(t, e, ids[0]); *rec.LogoURL != cat+"/logos/nuevo.svg" || rec.Nombre != "Ñandú 2" {
		t.Fatalf("edit without a file: %+v", rec)
	}
	if st, _ := storedBytes(t, e, wantPath); st != 200 {
		t.Fatal("the replaced logo was removed from storage")
	}
	// Deleting the client leaves its logo.
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/"+ids[0]+"/eliminar", nil), 303)
	if e.CountRows(t, "clientes", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	if st, _ := storedBytes(t, e, cat+"/logos/nuevo.svg"); st != 200 {
		t.Fatal("deleting the client removed its logo")
	}
}

func TestClientsListPaging(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cats := e.InsertRows(t, "categorias", []map[string]any{{"nombre": "A"}, {"nombre": "B"}})
			var rows []map[string]any
			for i := 1; i <= 27; i++ {
				rows = append(rows, map[string]any{"nombre": fmt.Sprintf("C%d", i), "categoria": cats[i%2], "created_at": cmstest.Stamp(i)})
			}
			ids := e.InsertRows(t, "clientes", rows)
			newest := func(from, to int) string {
				var s []string
				for i := from; i < to; i++ {
					s = append(s, cmstest.IDText(ids[26-i]))
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
				r := b.GetJSON("/admin/clientes/" + c.query)
				cmstest.WantStatus(t, r, 200)
				if got := strings.Join(cmstest.RowIDs(r.Body), ","); got != c.want {
					t.Fatalf("%s: %s, want %s", c.query, got, c.want)
				}
			}
			r := b.GetJSON("/admin/clientes/?categoria=" + cmstest.IDText(cats[0]))
			if len(cmstest.RowIDs(r.Body)) != 10 || !strings.Contains(r.Body, "13 en total") || strings.Contains(r.Body, `<td class="category">B</td>`) {
				t.Fatalf("filter: %s", r.Body)
			}
		})
	}
}
