package media_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/media"
)

// TestGridAltTexts: the grid edits each file's alternative text in place and gives several marked
// files the same one; only changed fields are written, the marked files' text wins over their own
// fields, and a form that asks for nothing possible says what to do.
func TestGridAltTexts(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := e.InsertRows(t, "medios", []map[string]any{
		{"bucket": "contenido", "ruta": "biblioteca/a.png", "nombre": "a.png", "carpeta": "biblioteca", "tipo": "image/png", "tamano": 10, "texto_alternativo": nil},
		{"bucket": "contenido", "ruta": "biblioteca/b.png", "nombre": "b.png", "carpeta": "biblioteca", "tipo": "image/png", "tamano": 10, "texto_alternativo": nil},
		{"bucket": "contenido", "ruta": "biblioteca/c.png", "nombre": "c.png", "carpeta": "biblioteca", "tipo": "image/png", "tamano": 10, "texto_alternativo": "Antes"},
	})
	a, bb, c := id(ids[0]), id(ids[1]), id(ids[2])
	grid := b.Do("GET", "/admin/media/", "", "").Body
	for _, want := range []string{`name="alt_` + a + `"`, `name="id" value="` + a + `"`, `name="texto_marcados"`, `name="antes_` + c + `" value="Antes"`} {
		if !strings.Contains(grid, want) {
			t.Errorf("the grid lacks %s", want)
		}
	}
	alts := func() string {
		var out []string
		for _, p := range []string{"a", "b", "c"} {
			out = append(out, mustRow(t, e, "contenido", "biblioteca/"+p+".png").Alt())
		}
		return strings.Join(out, "|")
	}
	cases := []struct {
		name  string
		form  url.Values
		json  bool
		flash string
		want  string // a|b|c after
	}{
		{"one field in place (the page's script)", url.Values{"alt_" + a: {"Una sala"}, "antes_" + a: {""}}, true, "", "Una sala||Antes"},
		{"unchanged fields are not written", url.Values{"alt_" + a: {"Una sala"}, "antes_" + a: {"Una sala"}, "alt_" + bb: {""}, "antes_" + bb: {""}},
			false, "No había textos alternativos nuevos que guardar.", "Una sala||Antes"},
		{"the same text for the marked files", url.Values{"id": {bb, c}, "texto_marcados": {"Logo de la empresa"}, "accion": {"marcados"},
			"alt_" + c: {"Antes"}, "antes_" + c: {"Antes"}}, false, "Se guardaron los textos alternativos de 2 archivos.", "Una sala|Logo de la empresa|Logo de la empresa"},
		{"the marked files' text wins over their own field", url.Values{"id": {a}, "texto_marcados": {"Sala de reuniones"},
			"alt_" + a: {"Otra cosa"}, "antes_" + a: {"Una sala"}}, false, "Se guardó el texto alternativo de 1 archivo.", "Sala de reuniones|Logo de la empresa|Logo de la empresa"},
		{"a field emptied clears the text", url.Values{"alt_" + c: {" "}, "antes_" + c: {"Logo de la empresa"}}, false, "Se guardó el texto alternativo de 1 archivo.",
			"Sala de reuniones|Logo de la empresa|"},
		{"a text with nothing marked", url.Values{"texto_marcados": {"Nada"}, "accion": {"marcados"}}, false, media.MsgAltsNoneMarked, "Sala de reuniones|Logo de la empresa|"},
		{"marked files without a text", url.Values{"id": {a}, "accion": {"marcados"}}, false, media.MsgAltsBulkEmpty, "Sala de reuniones|Logo de la empresa|"},
		{"a text too long", url.Values{"alt_" + a: {strings.Repeat("x", 1001)}, "antes_" + a: {""}}, false, media.MsgAltTooLong, "Sala de reuniones|Logo de la empresa|"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.form.Set("volver", "/admin/media/?buscar=png")
			if tc.json {
				r := b.Do("POST", "/admin/media/textos", "application/x-www-form-urlencoded", tc.form.Encode(), "Accept", "application/json")
				if r.Status != http.StatusOK || r.JSON["guardados"] != float64(1) {
					t.Errorf("answer %d %s", r.Status, r.Body)
				}
			} else {
				r := b.PostForm("/admin/media/textos", tc.form)
				if r.Status != http.StatusSeeOther || r.Header.Get("Location") != "/admin/media/?buscar=png" {
					t.Errorf("answer %d to %q", r.Status, r.Header.Get("Location"))
				}
				if page := cmstest.UnescapeHTML(b.Do("GET", "/admin/media/?buscar=png", "", "").Body); !strings.Contains(page, tc.flash) {
					t.Errorf("the page does not say %q", tc.flash)
				}
			}
			if got := alts(); got != tc.want {
				t.Errorf("alt texts %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDeleteFromFilePage: a file's page deletes an unused file after a confirmation; a used one
// is kept, and its page says where to remove it first.
func TestDeleteFromFilePage(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	png := cmstest.PNGBytes(t)
	putFile(t, e, "contenido", "biblioteca/suelta.png", png, false)
	putFile(t, e, "contenido", "biblioteca/usada.png", png, false)
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}})[0]
	e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Oficina", "categoria": cat, "imagen_principal": "biblioteca/usada.png"}})
	lone, used := mustRow(t, e, "contenido", "biblioteca/suelta.png"), mustRow(t, e, "contenido", "biblioteca/usada.png")
	cases := []struct {
		name     string
		file     media.File
		form     string // in the page
		status   int
		location string
		flash    string
		deleted  bool
	}{
		{"unused: deleted after the confirmation", lone, `data-confirm="¿Eliminar «suelta.png» de la biblioteca? No se puede recuperar."`,
			http.StatusSeeOther, "/admin/media/", "Se eliminó el archivo «suelta.png».", true},
		{"used: kept", used, "Para eliminarlo, quítelo antes de los elementos que lo usan",
			http.StatusSeeOther, "/admin/media/" + id(used.ID), "No se eliminó «usada.png»: está en uso", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := cmstest.UnescapeHTML(b.Do("GET", "/admin/media/"+id(c.file.ID), "", "").Body)
			if !strings.Contains(page, c.form) {
				t.Errorf("the file's page lacks %s", c.form)
			}
			r := b.PostForm("/admin/media/"+id(c.file.ID)+"/eliminar", nil)
			if r.Status != c.status || r.Header.Get("Location") != c.location {
				t.Fatalf("delete: %d to %q", r.Status, r.Header.Get("Location"))
			}
			if after := cmstest.UnescapeHTML(b.Do("GET", c.location, "", "").Body); !strings.Contains(after, c.flash) {
				t.Errorf("the page does not say %q", c.flash)
			}
			_, listed := libraryRow(t, e, "contenido", c.file.Ruta)
			if gone := !listed && fileStatus(e, "contenido", c.file.Ruta) != 200; gone != c.deleted {
				t.Errorf("deleted %v, want %v", gone, c.deleted)
			}
		})
	}
}
