package site_test

import (
	"net/http"
	"testing"
)

// TestTranslatedSlugRedirect: a published translation that gets a new slug leaves its old address
// redirecting (301) to the new one under the language's prefix, at once (the write makes the site
// reload its redirects).
func TestTranslatedSlugRedirect(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPost, "/rest/v1/idiomas", `{"codigo":"en","nombre":"English","activo":true}`, 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_traducciones",
		`{"origen":12,"idioma":"en","titulo":"Post twelve","slug":"entrada-12","estado":"publicado"}`, 201)
	f.page("/en/blog/entrada-12", 200)
	f.page("/en/blog/no-existe", 404) // the site has read its redirects
	f.rest(http.MethodPatch, "/rest/v1/blog_entradas_traducciones?origen=eq.12&idioma=eq.en", `{"slug":"post-twelve"}`, 200)
	if res, _ := f.get("/en/blog/entrada-12"); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/en/blog/post-twelve" {
		t.Errorf("the old English address: %d → %q", res.StatusCode, res.Header.Get("Location"))
	}
	mustContain(t, "/en/blog/post-twelve", f.page("/en/blog/post-twelve", 200), "Post twelve")
}
