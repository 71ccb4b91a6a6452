package site_test

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

// countingTransport counts the requests a site makes to the platform, by path and query.
type countingTransport struct {
	next http.RoundTripper
	mu   sync.Mutex
	asks []string
}

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	c.mu.Lock()
	c.asks = append(c.asks, r.Method+" "+r.URL.Path+"?"+r.URL.RawQuery)
	c.mu.Unlock()
	return c.next.RoundTrip(r)
}

// take returns the requests counted since the last call and forgets them.
func (c *countingTransport) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.asks
	c.asks = nil
	return out
}

// TestSecondLanguageAsksNoMore: a page in English asks the platform no more often than the same
// page in Spanish, with nothing kept between requests (the site's cache off): the translations come
// embedded in the reads the Spanish page makes anyway, so the cost of a second language is the
// translated rows, not round trips. The team page is an exception, of one request: its people
// come from equipo_publico under their departments' Spanish names, and the departments in English
// are one read more, made at the same time; and so is the site map, whose entries are named as in
// Spanish, which reads the Spanish categories besides its menu's English ones. A count, not a time:
// it holds on any machine.
func TestSecondLanguageAsksNoMore(t *testing.T) {
	f := newFixture(t, true)
	f.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", `{"mostrar_equipo":true}`, http.StatusOK)
	counter := &countingTransport{next: platformclient.InProcess(f.plat)}
	client := platformclient.New(platformclient.Options{BaseURL: testBase, AnonKey: f.env.Keys.AnonKey(),
		ServiceRoleKey: f.env.Keys.ServiceRoleKey(), Transport: counter})
	s, err := site.New(site.Options{Client: client, BaseURL: testBase, CacheBytes: -1})
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) []string {
		counter.take()
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d", path, rec.Code)
		}
		return counter.take()
	}
	for _, p := range []struct {
		es, en string
		more   int // the requests the English page may ask more
	}{
		{"/", "/en/", 0},
		{"/blog", "/en/blog", 0},
		{"/blog/como-elegir-entre-una-aplicacion-web-y-una-aplicacion-movil", "/en/blog/web-app-or-mobile-app", 0},
		{"/servicios/desarrollo-de-software", "/en/servicios/software-development", 0},
		{"/proyectos/tienda-en-linea-para-cafe-montana", "/en/proyectos/online-shop-cafe-montana", 0},
		{"/preguntas-frecuentes", "/en/preguntas-frecuentes", 0},
		{"/contacto", "/en/contacto", 0},
		{"/empleo", "/en/empleo", 0},
		{"/mapa-del-sitio", "/en/mapa-del-sitio", 1}, // its entries as Spanish names them: the Spanish categories too
		{"/equipo", "/en/equipo", 1},
	} {
		get(p.es) // the site's first request reads the languages and the like once
		es, en := get(p.es), get(p.en)
		if len(en) > len(es)+p.more {
			t.Errorf("%s asks the platform %d times, %s %d:\nSpanish:\n  %s\nEnglish:\n  %s", p.en, len(en), p.es, len(es),
				strings.Join(es, "\n  "), strings.Join(en, "\n  "))
		}
	}
}

// TestTranslatedGallery: a project's page in English reads its gallery's alternative texts in
// English with the project, in the same request; its Spanish page keeps the Spanish ones.
func TestTranslatedGallery(t *testing.T) {
	f := newFixture(t, true)
	var projects []struct {
		Images []struct {
			ID  int64  `json:"id"`
			Alt string `json:"texto_alternativo"`
		} `json:"imagenes"`
	}
	if err := json.Unmarshal([]byte(f.rest(http.MethodGet, "/rest/v1/proyectos?slug=eq.tienda-en-linea-para-cafe-montana&select=imagenes:proyecto_imagenes(id,texto_alternativo)", "", 200)), &projects); err != nil {
		t.Fatal(err)
	}
	if len(projects) != 1 || len(projects[0].Images) == 0 {
		t.Fatalf("the demo's Café Montaña project has no gallery: %+v", projects)
	}
	img := projects[0].Images[0]
	f.rest(http.MethodPost, "/rest/v1/proyecto_imagenes_traducciones",
		fmt.Sprintf(`{"origen":%d,"idioma":"en","texto_alternativo":"The shop on a phone"}`, img.ID), 201)
	mustContain(t, "English project", f.page("/en/proyectos/online-shop-cafe-montana", http.StatusOK), `alt="The shop on a phone"`)
	spanish := f.page("/proyectos/tienda-en-linea-para-cafe-montana", http.StatusOK)
	mustContain(t, "Spanish project", spanish, `alt="`+html.EscapeString(img.Alt)+`"`)
}
