package lifecycle

import (
	"testing"
	"time"
)

// TestSavedMessage: the message after a save says what the panel's button did, in Spanish agreed
// with the item's gender; a scheduled date reads in the site's zone.
func TestSavedMessage(t *testing.T) {
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	post, project := Noun{Name: "Entrada", Feminine: true}, Noun{Name: "Proyecto"}
	for _, c := range []struct {
		name   string
		noun   Noun
		onSite bool
		form   map[string]string
		want   string
	}{
		{"«Guardar borrador», new", post, false, map[string]string{FieldState: Draft}, "Borrador guardado."},
		{"«Guardar borrador», a draft", project, false, map[string]string{FieldState: Draft}, "Borrador guardado."},
		{"«Publicar»", post, false, map[string]string{FieldState: Published}, "Entrada publicada."},
		{"«Publicar», masculine", project, false, map[string]string{FieldState: Published}, "Proyecto publicado."},
		{"«Programar»", post, false, map[string]string{FieldState: Scheduled, FieldPublishAt: "28/11/2026 10:15"},
			"Entrada programada para el 28/11/2026 10:15."},
		{"«Programar», masculine", project, false, map[string]string{FieldState: Scheduled, FieldPublishAt: "28/11/2026 10:15"},
			"Proyecto programado para el 28/11/2026 10:15."},
		{"«Actualizar»", post, true, map[string]string{FieldState: Published}, "Entrada actualizada."},
		{"«Actualizar», masculine", project, true, map[string]string{FieldState: Published}, "Proyecto actualizado."},
		{"«Retirar del sitio»", post, true, map[string]string{FieldState: Draft}, "Entrada retirada del sitio: ahora es un borrador."},
		{"«Retirar del sitio», masculine", project, true, map[string]string{FieldState: Draft}, "Proyecto retirado del sitio: ahora es un borrador."},
		{"without a button or estado: published", post, false, map[string]string{}, "Entrada publicada."},
		{"archived", post, true, map[string]string{FieldState: Archived}, "Entrada guardada."},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := savedMessage(c.noun, c.onSite, c.form, bogota); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
