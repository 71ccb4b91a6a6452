package site_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestServicePageSections: a service page opens with what it is about and closes with an
// invitation to get in touch; between them, the projects and the testimonials about the service
// and its subcategories — none about other services.
func TestServicePageSections(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/servicios/aplicaciones-web", 200)
	mustContain(t, "service page", body,
		`<p class="lede service-intro">En Vitrina le acompañamos en Aplicaciones web (Portales corporativos y Tiendas en línea): `,
		`<h2 id="proyectos">Proyectos</h2>`,
		`<h2 id="testimonios">Lo que dicen nuestros clientes</h2>`,
		`<a href="/testimonios`,
		`<section class="contact-cta" aria-labelledby="hablamos">`, `<h2 id="hablamos">¿Hablamos de su proyecto?</h2>`,
		`<a class="cta" href="/contacto">Escríbanos</a>`)
	// Automatización de procesos and Apps para clientes are other services.
	mustNotContain(t, "service page", body, "Recuperamos días enteros", "Nuestros pacientes adoran la aplicación")
	// In English, the opening sentence and its list are the language's, around the translated names.
	en := f.page("/en/servicios/software-development", 200)
	mustContain(t, "service page in English", en,
		`<p class="lede service-intro">At Vitrina we help you with Software development (Mobile apps and Web applications): `,
		// A card's category without an English name shows its Spanish one, marked so.
		`<p class="meta" lang="es">Tiendas en línea</p>`)
	if n := strings.Count(body, `class="testimonial"`); n != 3 {
		t.Errorf("testimonials: %d, want 3 (the bound)", n)
	}
	order := []string{`service-intro`, `id="contenidos"`, `id="proyectos"`, `id="testimonios"`, `id="hablamos"`}
	for i := 1; i < len(order); i++ {
		if strings.Index(body, order[i-1]) > strings.Index(body, order[i]) {
			t.Errorf("%s comes after %s", order[i-1], order[i])
		}
	}

	// A service nobody has spoken of yet: no testimonials section, the invitation still there.
	f.rest("POST", "/rest/v1/categoria-servicios", `{"name":"Formación"}`, 201)
	body = f.page("/servicios/formacion", 200)
	mustContain(t, "new service", body, "En Vitrina le acompañamos en Formación: ", "¿Hablamos de su proyecto?")
	mustNotContain(t, "new service", body, `id="testimonios"`, `id="proyectos"`)

	// A testimonial written about it shows at once (the write drops the cached page).
	f.rest("POST", "/rest/v1/testimoniales", `{"categoria":`+f.categoryID("formacion")+`,"testimonio":"Un curso muy práctico.","empresa":"Moda Brisa"}`, 201)
	mustContain(t, "after a testimonial", f.page("/servicios/formacion", 200), "Un curso muy práctico.")
}

// categoryID is the id of the service category with that slug, as JSON.
func (f *fixture) categoryID(slug string) string {
	f.t.Helper()
	var row struct {
		ID json.Number `json:"id"`
	}
	f.row("categoria-servicios", "select=id&slug=eq."+slug, &row)
	return row.ID.String()
}
