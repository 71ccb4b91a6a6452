package site_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

// TestPreviewLinks: a preview link shows an unpublished item — a draft, or a published item's
// pending draft — through the public renderer to anyone holding it, never cached or indexed, until it
// expires or is revoked; malformed tokens never reach the platform.
func TestPreviewLinks(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Now().UTC().Truncate(time.Second)}
	f := newFixture(t, true, func(o *site.Options) { o.Now = clock.Now })
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.ciberseguridad", &cat)
	post := func(title, extra string) string {
		body := f.rest(http.MethodPost, "/rest/v1/contenido?select=id",
			`{"titulo":"`+title+`","categoria":`+strconv.Itoa(cat.ID)+`,"descripcion":{"body":"<p>Texto de `+title+`</p><script>alert(1)</script>","layout":1}`+extra+`}`, 201)
		return strings.Trim(strings.TrimPrefix(body, `[{"id":`), "}]")
	}
	link := func(id string, life time.Duration) string {
		token := f.rest(http.MethodPost, "/rest/v1/rpc/crear_vista_previa",
			`{"p_tabla":"contenido","p_registro":"`+id+`","p_expira_en":"`+clock.Now().Add(life).Format(time.RFC3339)+`"}`, 200)
		return strings.Trim(token, `"`)
	}
	draft := post("Lanzamiento secreto", `,"estado":"borrador"`)
	published := post("Servicio vigente", "")
	f.rest(http.MethodPost, "/rest/v1/borradores", `{"tabla":"contenido","registro":"`+published+`","datos":{"titulo":"Servicio renovado"},"autor":"ana@example.com","guardado_en":"`+clock.Now().Format(time.RFC3339)+`"}`, 201)

	draftToken := link(draft, 7*24*time.Hour)
	res, body := f.get("/vista-previa/" + draftToken)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("preview of a draft: %d\n%s", res.StatusCode, excerptOf(body))
	}
	mustContain(t, "draft preview", body, "Lanzamiento secreto", "Texto de Lanzamiento secreto", `<meta name="robots" content="noindex, nofollow">`, "Vista previa:")
	mustNotContain(t, "draft preview", body, "<script>alert", `rel="canonical"`)
	for h, want := range map[string]string{"Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer"} {
		if got := res.Header.Get(h); got != want {
			t.Errorf("preview %s: %q, want %q", h, got, want)
		}
	}
	if res.Header.Get("ETag") != "" {
		t.Error("a preview has an ETag: it could be kept by a cache")
	}
	f.page("/contenido/"+draft+"-lanzamiento-secreto", http.StatusNotFound) // the public still does not see it

	// A published item's preview shows its pending draft; its public page the published version.
	body = f.page("/vista-previa/"+link(published, time.Hour), http.StatusOK)
	mustContain(t, "draft of a published item", body, "Servicio renovado", "Texto de Servicio vigente")
	mustContain(t, "public page", f.page("/contenido/"+published+"-servicio-vigente", http.StatusOK), "Servicio vigente")
	mustNotContain(t, "public page", f.page("/contenido/"+published+"-servicio-vigente", http.StatusOK), "Servicio renovado")

	// Malformed and unknown tokens: the same "not available" page.
	for _, token := range []string{"abc", strings.Repeat("a", 129), strings.ToUpper(draftToken), draftToken[:len(draftToken)-1] + "0", "%2e%2e%2fadmin"} {
		res, body := f.get("/vista-previa/" + token)
		if res.StatusCode != http.StatusNotFound || !strings.Contains(body, "Vista previa no disponible") {
			t.Errorf("token %q: %d\n%s", token, res.StatusCode, excerptOf(body))
		}
	}
	// Anon may not make links.
	args := map[string]string{"p_tabla": "contenido", "p_registro": draft, "p_expira_en": clock.Now().Add(time.Hour).Format(time.RFC3339)}
	var token string
	if err := f.client.RPC(context.Background(), f.client.Anon(), "crear_vista_previa", args, &token); platformclient.StatusOf(err) != http.StatusUnauthorized {
		t.Errorf("anon makes a link: %q, %v", token, err)
	}

	// Expiry: a second after seven days the link opens nothing; revocation: at once.
	clock.Advance(7*24*time.Hour + time.Second)
	mustContain(t, "expired", f.page("/vista-previa/"+draftToken, http.StatusNotFound), "caducó o fue revocado")
	revoked := link(draft, 24*time.Hour)
	f.page("/vista-previa/"+revoked, http.StatusOK)
	f.rest(http.MethodDelete, "/rest/v1/vistas_previas?tabla=eq.contenido&registro=eq."+draft, "", 200)
	f.page("/vista-previa/"+revoked, http.StatusNotFound)
	mustContain(t, "robots.txt", f.page("/robots.txt", http.StatusOK), "Disallow: /vista-previa/")

	// A draft free page (view pages) through its own renderer.
	body = f.rest(http.MethodPost, "/rest/v1/paginas?select=id", `{"titulo":"Página en preparación","slug":"preparacion","estado":"borrador","bloques":[`+textBlock+`]}`, 201)
	pageID := strings.Trim(strings.TrimPrefix(body, `[{"id":`), "}]")
	token = strings.Trim(f.rest(http.MethodPost, "/rest/v1/rpc/crear_vista_previa",
		`{"p_tabla":"paginas","p_registro":"`+pageID+`","p_expira_en":"`+clock.Now().Add(time.Hour).Format(time.RFC3339)+`"}`, 200), `"`)
	mustContain(t, "page preview", f.page("/vista-previa/"+token, http.StatusOK), "Página en preparación", `<meta name="robots" content="noindex, nofollow">`, "Vista previa:")
	f.page("/preparacion", http.StatusNotFound)
}
