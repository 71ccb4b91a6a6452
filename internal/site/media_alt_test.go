package site_test

import (
	"html"
	"net/http"
	"net/url"
	"testing"
)

// TestImagesCarryLibraryAltText: a picture of a public bucket shows the item's own alternative text
// when it has one, else the media library's for the file (the demo seeds them), else the fallback;
// editing it in the library changes the page at once.
func TestImagesCarryLibraryAltText(t *testing.T) {
	f := newFixture(t, true)
	var item struct {
		Titulo string `json:"titulo"`
		Imagen string `json:"imagen_principal"`
	}
	f.row("contenido", "select=titulo,imagen_principal&order=id.asc&limit=1", &item)
	_, path := f.contentURL(item.Titulo)
	seeded := `alt="Ilustración de «` + item.Titulo + `»: círculos y franjas de colores planos"`
	mustContain(t, "content page, the seeded alt", htmlUnescaped(f.page(path, http.StatusOK)), seeded)

	media := "/rest/v1/medios?bucket=eq.contenido&ruta=eq." + url.QueryEscape(item.Imagen)
	f.rest(http.MethodPatch, media, `{"texto_alternativo":"Una taza de café sobre el mostrador"}`, http.StatusOK)
	mustContain(t, "content page after the edit", f.page(path, http.StatusOK), `alt="Una taza de café sobre el mostrador"`)
	f.rest(http.MethodPatch, media, `{"texto_alternativo":null}`, http.StatusOK)
	mustContain(t, "content page without a library alt", htmlUnescaped(f.page(path, http.StatusOK)), `alt="`+item.Titulo+`"`)

	var post struct {
		Slug    string `json:"slug"`
		Portada string `json:"portada"`
		Alt     string `json:"portada_alt"`
	}
	f.row("blog_entradas", "select=slug,portada,portada_alt&order=id.asc&limit=1", &post)
	mustContain(t, "blog post with its own alt", htmlUnescaped(f.page("/blog/"+post.Slug, http.StatusOK)), `alt="`+post.Alt+`"`)
	f.rest(http.MethodPatch, "/rest/v1/blog_entradas?slug=eq."+post.Slug, `{"portada_alt":""}`, http.StatusOK)
	f.rest(http.MethodPatch, "/rest/v1/medios?bucket=eq.contenido&ruta=eq."+url.QueryEscape(post.Portada), `{"texto_alternativo":"Gráfico de barras en una pizarra"}`, http.StatusOK)
	mustContain(t, "blog post without its own alt", f.page("/blog/"+post.Slug, http.StatusOK), `alt="Gráfico de barras en una pizarra"`)
}

// htmlUnescaped is a page with html/template's escapes of quotes and angle quotes undone.
func htmlUnescaped(s string) string { return html.UnescapeString(s) }

// TestDemoPicturesHaveAltText: every demo picture in the media library has an alternative text —
// content images, blog covers, client logos (SVG and PNG) and project galleries — except the site's
// own logo, which the pages show beside the company's name.
func TestDemoPicturesHaveAltText(t *testing.T) {
	f := newFixture(t, true)
	if missing := f.rest(http.MethodGet, "/rest/v1/medios?select=bucket,ruta&texto_alternativo=is.null&ruta=not.like.sitio/*", "", http.StatusOK); missing != "[]" {
		t.Errorf("demo pictures without an alternative text: %s", missing)
	}
}
