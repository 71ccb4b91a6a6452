package testimoniales_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestTestimonialTranslations: a testimonial, outside the editorial lifecycle, is translated on the
// same page with a plain «Guardar» and a draft or published state; its list shows the status and
// filters the testimonials not yet in English, and those whose Spanish quote changed since their
// translation was saved (a change of the company alone, not translated, keeps it up to date).
func TestTestimonialTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})
	ids := e.InsertRows(t, "testimoniales", []map[string]any{
		{"categoria": 1, "testimonio": "Un trabajo excelente.", "empresa": "Acme", "cargo": "Directora"},
		{"categoria": 1, "testimonio": "Muy rápidos.", "empresa": "Beta", "cargo": nil}})
	page := fmt.Sprintf("/admin/testimoniales/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "testimoniales", r.Body)
	for _, want := range []string{`<span lang="es" class="source-text">Un trabajo excelente.</span>`, `id="guardado"`, `name="estado"`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("the translation page lacks %s", want)
		}
	}
	if strings.Contains(r.Body, `id="publicacion"`) || strings.Contains(r.Body, "data-lock-url") {
		t.Fatal("a testimonial's translation has the editorial lifecycle's panel or lock")
	}
	r = b.PostForm(page, cmstest.Form("testimonio", "", "copiar", "cargo"))
	if !strings.Contains(r.Body, `value="Directora"`) {
		t.Fatal("«Copiar del español» did not copy the position")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("testimonio", "", "estado", "publicado")), 422)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("testimonio", "Excellent work.", "cargo", "Director", "estado", "borrador")), 303)
	anon := func() string {
		c := e.Svc.Client()
		var rows []struct{ Testimonio string }
		if _, err := c.From("testimoniales_traducciones", c.Anon()).Select("testimonio").Get(context.Background(), &rows); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(rows)
	}
	if got := anon(); got != "[]" {
		t.Fatalf("anon reads a draft translation: %s", got)
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("testimonio", "Excellent work.", "cargo", "Director", "estado", "publicado", "version", "1")), 303)
	if got := anon(); got != "[{Excellent work.}]" {
		t.Fatalf("anon reads %s after publishing", got)
	}
	form := b.Do("GET", fmt.Sprintf("/admin/testimoniales/%d", ids[0]), "", "").Body
	if !strings.Contains(form, `data-label="Traducción">al día · publicada`) {
		t.Fatal("the testimonial's form does not show its translation")
	}
	list := b.Do("GET", "/admin/testimoniales/?traduccion=falta:en", "", "").Body
	if got := cmstest.RowIDs(list); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if !strings.Contains(list, `<span lang="en">English</span>: falta`) || !strings.Contains(list, `value="desactualizada:en"`) {
		t.Fatal("the list's translations column or filter is wrong")
	}

	edit := func(quote, company string) {
		t.Helper()
		cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/testimoniales/%d", ids[0]),
			cmstest.Form("categoria", "1", "testimonio", quote, "empresa", company, "cargo", "Directora")), 303)
	}
	outdated := func() []string {
		return cmstest.RowIDs(b.Do("GET", "/admin/testimoniales/?traduccion=desactualizada:en", "", "").Body)
	}
	edit("Un trabajo excelente.", "Acme S.A.")
	if got := outdated(); len(got) != 0 {
		t.Fatalf("a change of the company alone outdates the translation: %v", got)
	}
	edit("Un trabajo excelente y puntual.", "Acme S.A.")
	if got := outdated(); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[0])}) {
		t.Fatalf("«Traducción desactualizada» lists %v after the quote changed", got)
	}
	if list := b.Do("GET", "/admin/testimoniales/", "", "").Body; !strings.Contains(list, `<span lang="en">English</span>: desactualizada`) {
		t.Fatal("the list does not show the outdated translation")
	}
	r = b.Do("GET", page, "", "")
	if !strings.Contains(r.Body, "desactualizada</strong> (el texto en español cambió después de guardar esta traducción)") {
		t.Fatal("the translation page does not say why it is outdated")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("testimonio", "Excellent, punctual work.", "cargo", "Director", "estado", "publicado", "version", "2")), 303)
	if got := outdated(); len(got) != 0 {
		t.Fatalf("saving the translation again leaves it outdated: %v", got)
	}
}
