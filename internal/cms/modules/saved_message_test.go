package modules_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestSavedMessageNamesTheItem: every editorial module names its item, with the participle agreed,
// in the message after «Publicar» and after «Actualizar».
func TestSavedMessageNamesTheItem(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := cmstest.IDText(e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría", "slug": "consultoria"}})[0])
	cases := []struct {
		view, new          string
		form               []string // a valid new item
		published, updated string
	}{
		{"contenido", "nuevo", []string{"titulo", "Equipo", "body", "<p>Hola</p>", "layout", "1", "categoria", cat},
			"Contenido publicado.", "Contenido actualizado."},
		{"blog", "nuevo", []string{"titulo", "Primera entrada"}, "Entrada publicada.", "Entrada actualizada."},
		{"pages", "nuevo", []string{"titulo", "Quiénes somos"}, "Página publicada.", "Página actualizada."},
		{"proyectos", "nuevo", []string{"titulo", "Tienda", "fecha", "2026-01-01"}, "Proyecto publicado.", "Proyecto actualizado."},
		{"preguntas", "nueva", []string{"pregunta", "¿Abren en agosto?", "respuesta", "Sí."}, "Pregunta publicada.", "Pregunta actualizada."},
		{"vacantes", "nueva", []string{"titulo", "Diseñadora", "modalidad", "remoto", "tipo", "Jornada completa"},
			"Vacante publicada.", "Vacante actualizada."},
	}
	for _, c := range cases {
		t.Run(c.view, func(t *testing.T) {
			form := cmstest.Form(append(c.form, "accion", lifecycle.PublishAction)...)
			r := b.PostForm("/admin/"+c.view+"/"+c.new, form)
			cmstest.WantStatus(t, r, 303)
			at := r.Header.Get("Location")
			if got := b.Flash(at); got != c.published {
				t.Errorf("«Publicar» says %q, want %q", got, c.published)
			}
			form.Set(lifecycle.FieldVersion, "1")
			cmstest.WantStatus(t, b.PostForm(at, form), 303)
			if got := b.Flash(at); got != c.updated {
				t.Errorf("«Actualizar» says %q, want %q", got, c.updated)
			}
		})
	}
}
