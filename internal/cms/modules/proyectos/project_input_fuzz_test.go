package proyectos

import (
	"time"

	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
)

// FuzzProjectForm feeds the project form's checks arbitrary typed values (title, slug, key results,
// a stored image's alt text and order, a new image's alt text): they never panic, and whatever they
// accept is within the form's rules — a valid slug, whole key results within their lengths, every
// image with an alt text, the gallery in a full order.
func FuzzProjectForm(f *testing.F) {
	f.Add("Tienda en línea", "", "Ventas", "+40 %", "Portada", "2", "Detalle")
	f.Add("  ", "diseño web", "", "9", "", "0", "")
	f.Add("<script>", "a--b", strings.Repeat("x", 121), "1", "\n\t", "999", "x")
	f.Fuzz(func(t *testing.T, title, slugIn, label, figure, alt, order, newAlt string) {
		pk := pickers{Clients: []client{{ID: 1, Nombre: "Café"}}, Categories: []cms.CategoryNode{{Category: cms.Category{ID: 2, Name: "Web"}}}}
		stored := []image{{ID: 7, Ruta: "proyectos/a.png", TextoAlternativo: "A", Orden: 1}}
		form := map[string]string{"titulo": title, "slug": slugIn, "fecha": "2026-03-15", "estado": "publicado",
			resultLabelField(1): label, resultFigureField(1): figure, altField(7): alt, orderField(7): order, newAltField(2): newAlt,
			"cliente": "1", "categoria": "2"}
		r, err := validate(form, pk, stored, map[int]bool{2: true}, time.UTC)
		if err != nil {
			if len(cms.FormFields(err)) == 0 {
				t.Fatalf("a refusal without a field: %v", err)
			}
			return
		}
		if !slugPattern.MatchString(r.Slug) || r.Titulo == "" || utf8.RuneCountInString(r.Titulo) > maxTitulo {
			t.Fatalf("accepted title %q slug %q", r.Titulo, r.Slug)
		}
		for _, res := range r.Resultados {
			if res.Etiqueta == "" || res.Cifra == "" || utf8.RuneCountInString(res.Etiqueta) > maxLabel || strings.ContainsAny(res.Etiqueta+res.Cifra, "\n\r\t") {
				t.Fatalf("accepted key result %+v", res)
			}
		}
		if len(r.Gallery.Items) != 2 {
			t.Fatalf("gallery of %d items, want the stored and the new one", len(r.Gallery.Items))
		}
		for _, it := range r.Gallery.Items {
			if it.Image.TextoAlternativo == "" || utf8.RuneCountInString(it.Image.TextoAlternativo) > maxAlt {
				t.Fatalf("accepted alt text %q", it.Image.TextoAlternativo)
			}
		}
	})
}
