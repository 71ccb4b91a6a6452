package media_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/media"
)

// TestStorageWritesFollowedByLibrary: files written through /storage/v1 by any client are in the
// library at once, a replacement keeps the editors' alt text, a move takes the row along, a delete
// removes it, and files of private buckets never appear.
func TestStorageWritesFollowedByLibrary(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			putFile(t, e, "contenido", "externo/foto-api.png", pngOf(t, 10), false)
			f := mustRow(t, e, "contenido", "externo/foto-api.png")
			if f.Nombre != "foto-api.png" || f.Carpeta != "externo" || f.Tipo != "image/png" || f.Tamano == 0 {
				t.Fatalf("row %+v", f)
			}
			if r := b.Do("GET", "/admin/media/", "", ""); !strings.Contains(r.Body, "foto-api.png") {
				t.Fatalf("library does not list the file: %s", r.Body)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/media/"+id(f.ID), cmstest.Form("texto_alternativo", "Una foto", "titulo", "API")), 303)

			putFile(t, e, "contenido", "externo/foto-api.png", pngOf(t, 500), true)
			g := mustRow(t, e, "contenido", "externo/foto-api.png")
			if g.ID != f.ID || g.Tamano <= f.Tamano || g.Alt() != "Una foto" || g.Title() != "API" {
				t.Fatalf("after replace %+v (before %+v)", g, f)
			}

			rec := e.Plat.Do("POST", "/storage/v1/object/move").As("service_role").
				JSON(`{"bucketId":"contenido","sourceKey":"externo/foto-api.png","destinationKey":"movida/foto.png"}`).Send()
			if rec.Code != 200 {
				t.Fatalf("move: %d %s", rec.Code, rec.Body)
			}
			if _, ok := libraryRow(t, e, "contenido", "externo/foto-api.png"); ok {
				t.Fatal("the moved file's old path is still listed")
			}
			if h := mustRow(t, e, "contenido", "movida/foto.png"); h.Alt() != "Una foto" || h.Carpeta != "movida" {
				t.Fatalf("moved row %+v", h)
			}

			rec = e.Plat.Do("DELETE", "/storage/v1/object/contenido/movida/foto.png").As("service_role").Send()
			if rec.Code != 200 {
				t.Fatalf("delete: %d %s", rec.Code, rec.Body)
			}
			if _, ok := libraryRow(t, e, "contenido", "movida/foto.png"); ok {
				t.Fatal("a deleted file is still listed")
			}
			rec = e.Plat.Do("POST", "/storage/v1/object/postulaciones/cv/x.pdf").As("service_role").
				Body(strings.NewReader("%PDF-1.4\n%%EOF")).Header("Content-Type", "application/pdf").Send()
			if rec.Code != 200 {
				t.Fatalf("private upload: %d %s", rec.Code, rec.Body)
			}
			if _, ok := libraryRow(t, e, "postulaciones", "cv/x.pdf"); ok {
				t.Fatal("a private bucket's file is in the library")
			}
		})
	}
}

// TestLibraryPagingSearchFilters: newest first, paged in SQL, found by name, alt text or title,
// filtered by bucket, folder and kind; unknown filter values are ignored.
func TestLibraryPagingSearchFilters(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			rows := []map[string]any{}
			for i := range 30 {
				bucket, folder, kind := "contenido", "biblioteca", "image/png"
				if i%3 == 0 {
					bucket, folder = "clientes", "1/logos"
				}
				if i%5 == 0 {
					kind = "image/jpeg"
				}
				row := map[string]any{"bucket": bucket, "ruta": folder + "/f" + id(int64(i)) + ".png", "nombre": "f" + id(int64(i)) + ".png",
					"carpeta": folder, "tipo": kind, "tamano": 100 + i, "created_at": cmstest.Stamp(i), "texto_alternativo": nil, "titulo": nil}
				if i == 7 {
					row["texto_alternativo"] = "Atardecer en el puerto"
				}
				if i == 8 {
					row["titulo"] = "Puerto de noche"
				}
				rows = append(rows, row)
			}
			ids := e.InsertRows(t, "medios", rows)
			cases := []struct {
				name  string
				query string
				first string // data-id of the first row, "" for none
				count int
				total string
			}{
				{"page 1 newest first", "vista=lista", id(ids[29]), 10, "30 en total"},
				{"last page", "vista=lista&page=3", id(ids[9]), 10, "30 en total"},
				{"bigger pages", "vista=lista&rowsPerPage=25&page=2", id(ids[4]), 5, "30 en total"},
				{"by name", "vista=lista&buscar=f12", id(ids[12]), 1, "1 en total"},
				{"by alt text, any case", "vista=lista&buscar=ATARDECER", id(ids[7]), 1, "1 en total"},
				{"by title", "vista=lista&buscar=noche", id(ids[8]), 1, "1 en total"},
				{"wildcards are literal", "vista=lista&buscar=%25", id(ids[29]), 10, "30 en total"},
				{"bucket", "vista=lista&bucket=clientes", id(ids[27]), 10, "10 en total"},
				{"folder", "vista=lista&bucket=contenido&carpeta=biblioteca", id(ids[29]), 10, "20 en total"},
				{"folder with slashes trimmed", "vista=lista&carpeta=/1/logos/", id(ids[27]), 10, "10 en total"},
				{"kind", "vista=lista&tipo=image/jpeg", id(ids[25]), 6, "6 en total"},
				{"bucket and kind", "vista=lista&bucket=clientes&tipo=image/jpeg", id(ids[15]), 2, "2 en total"},
				{"unknown bucket ignored", "vista=lista&bucket=nada", id(ids[29]), 10, "30 en total"},
				{"nothing found", "vista=lista&buscar=zzz", "", 0, "0 en total"},
				{"past the last page", "vista=lista&page=99", "", 0, "30 en total"},
			}
			for _, c := range cases {
				if !strings.Contains(c.query, "rowsPerPage") {
					c.query += "&rowsPerPage=10"
				}
				r := b.Do("GET", "/admin/media/?"+c.query, "", "")
				cmstest.WantStatus(t, r, 200)
				got := cmstest.RowIDs(r.Body)
				if len(got) != c.count || (c.count > 0 && got[0] != c.first) || !strings.Contains(r.Body, c.total) {
					t.Errorf("%s: rows %v (want %d from %s), total %q missing", c.name, got, c.count, c.first, c.total)
				}
			}
			// The grid shows 50 files a page by default, their thumbnails sized and loaded lazily.
			r := b.Do("GET", "/admin/media/", "", "")
			if n := strings.Count(r.Body, `<li data-id=`); n != 30 || strings.Count(r.Body, `loading="lazy" width="160" height="120"`) != 30 {
				t.Errorf("the grid shows %d files, %d lazy sized thumbnails", n, strings.Count(r.Body, `loading="lazy" width="160" height="120"`))
			}
		})
	}
}

// TestUploadSeveral: several files in one form (or one per request from the page's script), each
// checked from its bytes; a taken path is refused, never overwritten.
func TestUploadSeveral(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			png := cmstest.PNGBytes(t)
			r := upload(b, cmstest.Form("bucket", "contenido", "carpeta", "eventos/2026"), map[string][]byte{
				"Uno.png": png, "dos.PNG": png, "falso.png": []byte("esto no es una imagen")})
			cmstest.WantStatus(t, r, 303)
			for _, p := range []string{"eventos/2026/Uno.png", "eventos/2026/dos.png"} {
				mustRow(t, e, "contenido", p)
				if fileStatus(e, "contenido", p) != 200 {
					t.Errorf("%s not stored", p)
				}
			}
			if _, ok := libraryRow(t, e, "contenido", "eventos/2026/falso.png"); ok {
				t.Error("a text file named .png was stored")
			}
			if page := b.Do("GET", r.Header.Get("Location"), "", ""); !strings.Contains(cmstest.UnescapeHTML(page.Body), "Se subieron 2 archivos.") ||
				!strings.Contains(cmstest.UnescapeHTML(page.Body), "«falso.png»: Formato no permitido") {
				t.Errorf("flash: %s", page.Body)
			}

			cases := []struct {
				name   string
				fields url.Values
				files  map[string][]byte
				status int
				want   string
			}{
				{"one file from the script", cmstest.Form("bucket", "contenido", "carpeta", "eventos"), map[string][]byte{"tres.png": png}, 201, `"ruta":"eventos/tres.png"`},
				{"taken path", cmstest.Form("bucket", "contenido", "carpeta", "eventos"), map[string][]byte{"tres.png": png}, 422, cms.MsgFileNameTaken},
				{"SVG in contenido", cmstest.Form("bucket", "contenido"), map[string][]byte{"logo.svg": []byte(cmstest.SVGLogo)}, 422, "Formato no permitido"},
				{"SVG in clientes", cmstest.Form("bucket", "clientes", "carpeta", "logos"), map[string][]byte{"logo.svg": []byte(cmstest.SVGLogo)}, 201, `"ruta":"logos/logo.svg"`},
				{"unknown bucket", cmstest.Form("bucket", "postulaciones"), map[string][]byte{"x.png": png}, 422, media.MsgBucketInvalid},
				{"bad folder", cmstest.Form("bucket", "contenido", "carpeta", "../etc"), map[string][]byte{"x.png": png}, 422, media.MsgFolderInvalid},
				{"no file", cmstest.Form("bucket", "contenido"), nil, 422, media.MsgNoFiles},
			}
			for _, c := range cases {
				r := upload(b, c.fields, c.files, "Accept", "application/json")
				if r.Status != c.status || !strings.Contains(r.Body, c.want) {
					t.Errorf("%s: %d %s, want %d with %q", c.name, r.Status, r.Body, c.status, c.want)
				}
			}
			r = upload(b, cmstest.Form("bucket", "contenido", "carpeta", "../etc"), map[string][]byte{"x.png": png})
			if r.Status != 422 || cmstest.FieldErrors(r.Body)["carpeta"] != media.MsgFolderInvalid {
				t.Errorf("form refusal: %d %v", r.Status, cmstest.FieldErrors(r.Body))
			}
		})
	}
}

// TestAltTextAndTitle: saved per file, checked for length with the input kept.
func TestAltTextAndTitle(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	putFile(t, e, "contenido", "biblioteca/a.png", cmstest.PNGBytes(t), false)
	f := mustRow(t, e, "contenido", "biblioteca/a.png")
	cases := []struct {
		name        string
		alt, titulo string
		status      int
		fields      map[string]string
	}{
		{"too long alt", strings.Repeat("á", 1001), "t", 422, map[string]string{"alt": media.MsgAltTooLong}},
		{"too long title", "a", strings.Repeat("x", 201), 422, map[string]string{"titulo": media.MsgTitleTooLong}},
		{"saved", "  Equipo en la oficina  ", "Oficina", 303, map[string]string{}},
		{"cleared", "", "", 303, map[string]string{}},
	}
	for _, c := range cases {
		r := b.PostForm("/admin/media/"+id(f.ID), cmstest.Form("texto_alternativo", c.alt, "titulo", c.titulo))
		if r.Status != c.status || len(cmstest.FieldErrors(r.Body)) != len(c.fields) {
			t.Fatalf("%s: %d %v", c.name, r.Status, cmstest.FieldErrors(r.Body))
		}
		for k, v := range c.fields {
			if cmstest.FieldErrors(r.Body)[k] != v || !strings.Contains(r.Body, c.titulo) {
				t.Errorf("%s: %s = %q, input kept: %v", c.name, k, cmstest.FieldErrors(r.Body)[k], strings.Contains(r.Body, c.titulo))
			}
		}
		if c.name == "saved" {
			if g := mustRow(t, e, "contenido", "biblioteca/a.png"); g.Alt() != "Equipo en la oficina" || g.Title() != "Oficina" {
				t.Errorf("saved %+v", g)
			}
		}
	}
	if g := mustRow(t, e, "contenido", "biblioteca/a.png"); g.TextoAlternativo != nil || g.Titulo != nil {
		t.Errorf("cleared %+v", g)
	}
	cmstest.WantStatus(t, b.Do("GET", "/admin/media/999999", "", ""), 404)
	cmstest.WantStatus(t, b.Do("GET", "/admin/media/abc", "", ""), 404)
}

// TestViewPermission: a role without the view gets 403 on every page of the module.
func TestViewPermission(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "editor@example.com", "editor", false, nil)
	b := e.Browser(t).SignIn("editor@example.com")
	for _, p := range []string{"/admin/media/", "/admin/media/huerfanos", "/admin/media/elegir"} {
		if r := b.Do("GET", p, "", ""); r.Status != 403 {
			t.Errorf("%s: %d", p, r.Status)
		}
	}
}

// TestBucketVisibilityFollowedByLibrary: a bucket made private leaves the library, made public
// again its files come back.
func TestBucketVisibilityFollowedByLibrary(t *testing.T) {
	e := cmstest.New(t, "in-process")
	putFile(t, e, "clientes", "logos/uno.png", cmstest.PNGBytes(t), false)
	for _, c := range []struct {
		public bool
		listed bool
	}{{false, false}, {true, true}} {
		rec := e.Plat.Do("PUT", "/storage/v1/bucket/clientes").As("service_role").JSON(fmt.Sprintf(`{"public":%v}`, c.public)).Send()
		if rec.Code != 200 {
			t.Fatalf("update bucket: %d %s", rec.Code, rec.Body)
		}
		if _, ok := libraryRow(t, e, "clientes", "logos/uno.png"); ok != c.listed {
			t.Errorf("public %v: listed %v", c.public, ok)
		}
	}
}
