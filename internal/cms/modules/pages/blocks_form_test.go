package pages_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageBlocksByCategoryAndLibrary: the testimonials and FAQ blocks choose their category by name
// (the choice kept after a refusal and once saved), the FAQ and projects blocks are stored, and an
// image block shows its picture with the library's picker next to its fields.
func TestPageBlocksByCategoryAndLibrary(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	catID := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Ciberseguridad"}})[0]
	cat := cmstest.IDText(catID)
	blocks := []map[string]string{
		{"tipo": "preguntas", "categoria": cat},
		{"tipo": "testimonios", "cantidad": "3", "categoria": cat},
		{"tipo": "proyectos", "cantidad": "3"},
		{"tipo": "imagen", "archivo": "contenido/imagenes/oficina.jpg", "alt": ""},
	}

	r := b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Seguridad"}, blocks...))
	cmstest.WantStatus(t, r, 422)
	if got := blockErrors(r.Body); len(got) != 1 || got["4"] == "" {
		t.Fatalf("only the image without alt text is refused: %v", got)
	}
	for _, want := range []string{
		`<option value="` + cat + `" selected>Ciberseguridad</option>`, // both blocks keep their category
		`<option value="">Todas las categorías</option>`,
		`/storage/v1/object/public/contenido/imagenes/oficina.jpg" alt="" data-pick-preview>`,
		`data-pick="imagen"`, `<script src="/cms-static/picker.js" defer>`,
	} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("the form lacks %s", want)
		}
	}
	if n := strings.Count(r.Body, `<option value="`+cat+`" selected>`); n != 2 {
		t.Errorf("%d blocks keep their category, want 2", n)
	}

	blocks[3]["alt"] = "Nuestra oficina"
	cmstest.WantStatus(t, b.PostForm("/admin/pages/nuevo", pageForm([]string{"titulo", "Seguridad"}, blocks...)), 303)
	var stored []struct{ Bloques []map[string]any }
	if _, err := e.Svc.Client().From("paginas", e.Svc.Client().Service()).Select("bloques").Get(t.Context(), &stored); err != nil || len(stored) != 1 {
		t.Fatalf("stored: %v %v", stored, err)
	}
	got := stored[0].Bloques
	if len(got) != 4 || got[0]["tipo"] != "preguntas" || got[0]["categoria"] != float64(catID) ||
		got[2]["tipo"] != "proyectos" || got[2]["cantidad"] != float64(3) {
		t.Errorf("stored blocks: %v", got)
	}
}
