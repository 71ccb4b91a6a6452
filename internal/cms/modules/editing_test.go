package modules_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestEditingFrame: in every editorial module a new item's form is a draft with «Publicar» in its
// publish panel; «Guardar borrador» stores it as a draft and «Publicar» publishes it, each time back
// on the item's own form with the message at the top (not on the list), which then says
// «Actualizar».
func TestEditingFrame(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cases := []struct {
		base, new string
		form      []string // a valid new item (nil: only the new form is checked)
	}{
		{"/admin/blog/", "nuevo", []string{"titulo", "Primera entrada"}},
		{"/admin/preguntas/", "nueva", []string{"pregunta", "¿Abren en agosto?", "respuesta", "Sí, todo el mes."}},
		{"/admin/pages/", "nuevo", []string{"titulo", "Quiénes somos"}},
		{"/admin/contenido/", "nuevo", nil},
		{"/admin/proyectos/", "nuevo", nil},
		{"/admin/vacantes/", "nueva", nil},
	}
	item := func(base string) *regexp.Regexp { return regexp.MustCompile("^" + regexp.QuoteMeta(base) + `\d+$`) }
	for _, c := range cases {
		t.Run(strings.Trim(c.base, "/"), func(t *testing.T) {
			page := b.GetJSON(c.base + c.new).Body
			if !strings.Contains(page, `<input type="hidden" name="estado" value="borrador">`) || !strings.Contains(page, `value="publicar" class="primary" id="publicar"`) {
				t.Fatal("a new item's form does not start as a draft with «Publicar»")
			}
			if c.form == nil {
				return
			}
			r := b.PostForm(c.base+c.new, cmstest.Form(append(c.form, "estado", lifecycle.Published, "accion", lifecycle.DraftAction)...))
			cmstest.WantStatus(t, r, 303)
			at := r.Header.Get("Location")
			if !item(c.base).MatchString(at) {
				t.Fatalf("«Guardar borrador» went to %q, not to the item", at)
			}
			page = cmstest.UnescapeHTML(b.GetJSON(at).Body)
			if !strings.Contains(page, `id="estado-actual">Borrador<`) || !strings.Contains(page, `class="flash"`) {
				t.Fatal("the saved draft's form does not say it is a draft, or lacks the message")
			}
			r = b.PostForm(at, cmstest.Form(append(c.form, "accion", lifecycle.PublishAction)...))
			cmstest.WantStatus(t, r, 303)
			if got := r.Header.Get("Location"); got != at {
				t.Fatalf("«Publicar» went to %q, not back to %q", got, at)
			}
			page = cmstest.UnescapeHTML(b.GetJSON(at).Body)
			if !strings.Contains(page, `id="estado-actual">Publicado<`) || !strings.Contains(page, `id="publicar">Actualizar<`) {
				t.Fatal("after «Publicar» the form does not say it is published, with «Actualizar»")
			}
		})
	}
}
