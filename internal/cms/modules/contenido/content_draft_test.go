package contenido_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestContentDraftOfPublished: editing a published item can be saved as a draft that the public does
// not see; the form goes on from the draft and says so, the list marks it; "Guardar" publishes it and
// ends the draft; "Descartar borrador" drops it.
func TestContentDraftOfPublished(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			id := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Tarifas 2026", "categoria": cat}})[0]
			path := "/admin/contenido/" + cmstest.IDText(id)
			publicTitle := func() string {
				t.Helper()
				var rows []struct{ Titulo string }
				c := e.Svc.Client()
				if _, err := c.From("contenido", c.Anon()).Select("titulo").Eq("id", id).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
					t.Fatalf("anon read: %v %v", rows, err)
				}
				return rows[0].Titulo
			}
			if !strings.Contains(b.GetJSON(path).Body, `id="guardar-borrador"`) {
				t.Fatal("a published item's form offers no draft")
			}
			form := url.Values(contentForm("Tarifas 2027", "Precios nuevos", "1", cat))
			form.Set("accion", "borrador")
			r := b.PostForm(path, form)
			if r.Status != 303 || r.Header.Get("Location") != path {
				t.Fatalf("save as draft: %d %s", r.Status, r.Header.Get("Location"))
			}
			if got := publicTitle(); got != "Tarifas 2026" {
				t.Errorf("the public sees the draft: %q", got)
			}
			page := b.GetJSON(path)
			if !strings.Contains(cmstest.UnescapeHTML(page.Body), lifecycle.MsgDraftSaved) || !strings.Contains(page.Body, `value="Tarifas 2027"`) ||
				!strings.Contains(page.Body, `id="borrador-pendiente"`) {
				t.Error("the form does not go on from the draft or does not say so")
			}
			if !strings.Contains(b.GetJSON("/admin/contenido/").Body, ">Borrador pendiente<") {
				t.Error("the list does not mark the pending draft")
			}
			if e.CountRows(t, "revisiones", "registro", cmstest.IDText(id)) != 1 {
				t.Error("a draft wrote a revision of the published item")
			}

			// Discard: back to the published version.
			cmstest.WantStatus(t, b.PostForm(path+"/borrador/descartar", nil), 303)
			if page := b.GetJSON(path); !strings.Contains(page.Body, `value="Tarifas 2026"`) || strings.Contains(page.Body, `id="borrador-pendiente"`) {
				t.Error("discarding left the draft")
			}

			// Draft again, then publish it with "Guardar".
			cmstest.WantStatus(t, b.PostForm(path, form), 303)
			form.Del("accion")
			cmstest.WantStatus(t, b.PostForm(path, form), 303)
			if got := publicTitle(); got != "Tarifas 2027" {
				t.Errorf("after Guardar the public sees %q", got)
			}
			if e.CountRows(t, "borradores", "registro", cmstest.IDText(id)) != 0 {
				t.Error("publishing left the draft")
			}
			if strings.Contains(b.GetJSON("/admin/contenido/").Body, ">Borrador pendiente<") {
				t.Error("the list still marks a draft")
			}
		})
	}
}
