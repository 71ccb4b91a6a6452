package modules_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestSaveFrame: in every module whose items have no publication, a new item's form has the save
// panel («Guardar», no «Eliminar» yet) and the autosave; saving a new item or an edit goes back to
// the item's own form with the message at the top (not to the list), now with «Eliminar»; a refused
// save keeps what was typed, with the message next to its field.
func TestSaveFrame(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	service := cmstest.IDText(e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0])
	clients := cmstest.IDText(e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Industria"}})[0])
	cases := []struct {
		base, msg string
		form      []string // a valid new item
		refused   []string // a form refused on field, keeping kept
		field     string
		kept      string
	}{
		{"/admin/testimoniales/", "Testimonio guardado.", []string{"categoria", service, "testimonio", "Muy atentos", "empresa", "ACME"},
			[]string{"categoria", service, "testimonio", "Texto que no se pierde", "empresa", " "}, "empresa", ">Texto que no se pierde</textarea>"},
		{"/admin/clientes/", "Cliente guardado.", []string{"categoria", clients, "nombre", "Ñandú"},
			[]string{"categoria", "", "nombre", "Nombre que no se pierde"}, "categoria", `value="Nombre que no se pierde"`},
		{"/admin/departamentos/", "Departamento guardado.", []string{"nombre", "Ventas", "orden", "1"},
			[]string{"nombre", "Compras", "descripcion", "Descripción que no se pierde", "orden", "x"}, "orden", ">Descripción que no se pierde</textarea>"},
	}
	for _, c := range cases {
		t.Run(strings.Trim(c.base, "/"), func(t *testing.T) {
			page := b.GetJSON(c.base + "nuevo").Body
			if !strings.Contains(page, `id="guardar"`) || strings.Contains(page, `id="eliminar"`) || !strings.Contains(page, `data-autosave="`+c.base+`nuevo"`) {
				t.Fatal("a new item's form lacks the save panel or the autosave, or offers «Eliminar»")
			}
			r := b.PostForm(c.base+"nuevo", cmstest.Form(c.form...))
			cmstest.WantStatus(t, r, 303)
			at := r.Header.Get("Location")
			if !regexp.MustCompile("^" + regexp.QuoteMeta(c.base) + `\d+$`).MatchString(at) {
				t.Fatalf("saving a new item went to %q, not to the item", at)
			}
			page = cmstest.UnescapeHTML(b.GetJSON(at).Body)
			if !strings.Contains(page, `<p class="flash" role="status">`+c.msg+`</p>`) || !strings.Contains(page, `id="eliminar"`) ||
				!strings.Contains(page, `data-autosave="`+at+`"`) {
				t.Fatalf("the saved item's form lacks the message, «Eliminar» or the autosave: %s", page)
			}
			r = b.PostForm(at, cmstest.Form(c.form...))
			cmstest.WantStatus(t, r, 303)
			if got := r.Header.Get("Location"); got != at {
				t.Fatalf("an edit went to %q, not back to %q", got, at)
			}
			r = b.PostForm(at, cmstest.Form(c.refused...))
			cmstest.WantStatus(t, r, 422)
			if cmstest.FieldErrors(r.Body)[c.field] == "" || !strings.Contains(cmstest.UnescapeHTML(r.Body), c.kept) {
				t.Fatalf("a refused save lost the typing or the message next to %s: %s", c.field, r.Body)
			}
		})
	}
}
