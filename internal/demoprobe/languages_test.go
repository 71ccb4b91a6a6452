package demoprobe_test

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/processtest"
)

// The demo's English content the checks rely on (internal/site/seed_translations.go).
const (
	postES       = "/blog/como-elegir-entre-una-aplicacion-web-y-una-aplicacion-movil"
	postEN       = "/en/blog/web-app-or-mobile-app"
	postENTitle  = "How to choose between a web app and a mobile app"
	sharedSlug   = "diseno-accesible-lo-que-ganamos-todos" // the Spanish «Diseño accesible» and the English «Digital transformation»
	sharedES     = "Diseño accesible: lo que ganamos todos"
	sharedEN     = "Digital transformation for small businesses: where to start"
	sharedENFrom = "/blog/transformacion-digital-en-pymes-por-donde-empezar"
	// An untranslated Spanish post the test gives a draft English translation.
	draftOfSlug  = "automatizar-sin-perder-el-control-nuestra-experiencia-con-procesos-administrativos"
	draftOfTitle = "Automatizar sin perder el control: nuestra experiencia con procesos administrativos"
	draftSlug    = "automating-without-losing-control"
	draftTitle   = "Automating without losing control"
	draftWord    = "bookkeeping" // in the draft's text only
)

// TestDemoLanguages starts `vitrina serve --demo` once (on PostgreSQL with VITRINA_TEST_DATABASE_URL)
// and checks, over HTTP only, what its English shows: the English home and navigation, reciprocal
// alternates, the sitemap's alternates, one slug for two posts in two languages, a draft translation
// nobody anonymous sees anywhere, the language switcher, English stemming in the English search, and
// the outdated mark once the Spanish text changes.
//
// It is the acceptance check of the site's languages.
func TestDemoLanguages(t *testing.T) {
	work := t.TempDir()
	bin := processtest.Build(t, work)
	dataDir := filepath.Join(work, "data")
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		t.Fatal(err)
	}
	databaseURL := platformtest.MigratedDatabase(t, dataDir)
	p := processtest.StartWith(t, bin, dataDir, filepath.Join(work, "log"), []string{"--demo"}, "DATABASE_URL="+databaseURL)
	defer p.Stop(t)
	s := &site{base: p.Base, anon: processtest.APIKey(t, bin, dataDir), service: processtest.ServiceKey(t, bin, dataDir)}

	t.Run("english home has lang en and translated navigation", func(t *testing.T) {
		home := s.page(t, "/en/", http.StatusOK)
		mustContain(t, "/en/", home, `<html lang="en"`)
		nav := strings.Join(navs(home), "\n")
		for _, label := range []string{">Home<", ">Services<", ">About us<", ">Projects<", ">Contact<"} {
			if !strings.Contains(nav, label) {
				t.Errorf("/en/: the navigation has no %s", label)
			}
		}
		for _, label := range []string{">Inicio<", ">Servicios<", ">Proyectos<", ">Contacto<"} {
			if strings.Contains(nav, label) {
				t.Errorf("/en/: the navigation still says %s", label)
			}
		}
		if !regexp.MustCompile(`<a\s[^>]*href="(https?://[^/"]+)?/en/[^"]+"`).MatchString(nav) {
			t.Errorf("/en/: the navigation leads nowhere in English:\n%s", nav)
		}
	})

	t.Run("translated pages name each other and x-default", func(t *testing.T) {
		for _, es := range []string{"/", postES, "/preguntas-frecuentes", "/contacto", s.firstLink(t, "/proyectos", "/proyectos/"),
			s.firstLink(t, "/", "/servicios/")} {
			esAlt := alternates(s.page(t, es, http.StatusOK))
			en, ok := esAlt["en"]
			if !ok {
				t.Errorf("%s: no English alternate (%v)", es, esAlt)
				continue
			}
			enAlt := alternates(s.page(t, en, http.StatusOK))
			if esAlt["es"] != es || esAlt["x-default"] != es {
				t.Errorf("%s: alternates %v, want es and x-default at the page itself", es, esAlt)
			}
			if !maps.Equal(esAlt, enAlt) {
				t.Errorf("%s and %s name different alternates:\n%v\n%v", es, en, esAlt, enAlt)
			}
		}
	})

	t.Run("sitemap lists alternates", func(t *testing.T) {
		urls := s.sitemap(t)
		es, en := urls[postES], urls[postEN]
		if es == nil || en == nil {
			t.Fatalf("the sitemap lists %s: %v, %s: %v", postES, es != nil, postEN, en != nil)
		}
		for _, links := range []map[string]string{es, en} {
			if links["es"] != postES || links["en"] != postEN {
				t.Errorf("sitemap alternates %v, want es %s and en %s", links, postES, postEN)
			}
		}
		if home := urls["/"]; home["en"] != "/en/" {
			t.Errorf("the sitemap's home alternates: %v, want en at /en/", home)
		}
	})

	t.Run("one slug for two posts in two languages", func(t *testing.T) {
		es := s.page(t, "/blog/"+sharedSlug, http.StatusOK)
		mustContain(t, "/blog/"+sharedSlug, es, `<html lang="es"`, sharedES)
		mustNotContain(t, "/blog/"+sharedSlug, es, sharedEN)
		en := s.page(t, "/en/blog/"+sharedSlug, http.StatusOK)
		mustContain(t, "/en/blog/"+sharedSlug, en, `<html lang="en"`, sharedEN)
		mustNotContain(t, "/en/blog/"+sharedSlug, en, sharedES)
		if alt := alternates(en); alt["es"] != sharedENFrom {
			t.Errorf("/en/blog/%s: its Spanish is %q, want its own post %s", sharedSlug, alt["es"], sharedENFrom)
		}
		if alt := alternates(es); alt["en"] == "/en/blog/"+sharedSlug {
			t.Errorf("/blog/%s names the other post's English as its own", sharedSlug)
		}
	})

	t.Run("a draft translation is invisible to anon", func(t *testing.T) {
		var posts []struct {
			ID      int64 `json:"id"`
			Version int64 `json:"version"`
		}
		s.restJSON(t, s.anon, "/rest/v1/blog_entradas?select=id,version&slug=eq."+draftOfSlug, &posts)
		if len(posts) != 1 {
			t.Fatalf("the Spanish post %s: %v", draftOfSlug, posts)
		}
		s.rest(t, s.service, http.MethodPost, "/rest/v1/blog_entradas_traducciones", fmt.Sprintf(
			`{"origen":%d,"idioma":"en","titulo":%q,"slug":%q,"extracto":"What to automate first.","cuerpo":"<p>Start with %s and invoices.</p>","portada_alt":"","estado":"borrador","version_origen":%d}`,
			posts[0].ID, draftTitle, draftSlug, draftWord, posts[0].Version), http.StatusCreated)

		s.page(t, "/en/blog/"+draftSlug, http.StatusNotFound)
		var rows []map[string]any
		s.restJSON(t, s.anon, "/rest/v1/blog_entradas_traducciones?select=id&slug=eq."+draftSlug, &rows)
		if len(rows) != 0 {
			t.Errorf("anon reads the draft over /rest/v1: %v", rows)
		}
		s.restJSON(t, s.service, "/rest/v1/blog_entradas_traducciones?select=id&slug=eq."+draftSlug, &rows)
		if len(rows) != 1 {
			t.Errorf("the service role reads %d drafts, want 1", len(rows))
		}
		// Each place holds a published translation, so the draft's absence means something.
		for _, place := range []struct{ path, published string }{
			{"/en/blog", postENTitle},
			{"/en/blog/feed.xml", postENTitle},
			{"/en/buscar?q=" + draftWord, ""},
			{"/en/buscar?q=" + url.QueryEscape("web app"), `href="` + postEN + `"`}, // a result's title marks the words found
		} {
			body := s.page(t, place.path, http.StatusOK)
			if place.published != "" {
				mustContain(t, place.path, body, place.published)
			}
			mustNotContain(t, place.path, body, draftTitle, draftSlug)
		}
		for loc := range s.sitemap(t) {
			if strings.Contains(loc, draftSlug) {
				t.Errorf("the sitemap lists the draft: %s", loc)
			}
		}
		es := s.page(t, "/blog/"+draftOfSlug, http.StatusOK)
		mustContain(t, "/blog/"+draftOfSlug, es, `<html lang="es"`, draftOfTitle)
		if alt := alternates(es); alt["en"] != "" {
			t.Errorf("/blog/%s names the draft as its English: %v", draftOfSlug, alt)
		}
	})

	t.Run("the switcher leads to the counterpart", func(t *testing.T) {
		for _, pair := range [][2]string{{postES, postEN}, {postEN, postES}, {"/", "/en/"}, {"/en/", "/"}} {
			link := regexp.MustCompile(`<a\s[^>]*href="(https?://[^/"]+)?` + regexp.QuoteMeta(pair[1]) + `"`)
			if !link.MatchString(s.page(t, pair[0], http.StatusOK)) {
				t.Errorf("%s has no link to %s", pair[0], pair[1])
			}
		}
	})

	t.Run("english search stems", func(t *testing.T) {
		// The post says "run"; "running" finds it only by its stem.
		mustContain(t, "/en/buscar?q=running", s.page(t, "/en/buscar?q=running", http.StatusOK), `href="`+postEN+`"`)
	})

	t.Run("a translation is outdated once the spanish changes", func(t *testing.T) {
		admin := s.signIn(t, p.Printed)
		status := func() string {
			list := s.pageAs(t, admin, "/admin/blog", http.StatusOK)
			for row := range strings.SplitSeq(list, "<tr") {
				if strings.Contains(row, sharedES) {
					return row
				}
			}
			t.Fatalf("/admin/blog has no row for %q", sharedES)
			return ""
		}
		if row := status(); !strings.Contains(row, "al día") || strings.Contains(row, "desactualizada") {
			t.Errorf("before the change, the English of %q is not up to date:\n%s", sharedES, row)
		}
		s.rest(t, s.service, http.MethodPatch, "/rest/v1/blog_entradas?slug=eq."+sharedSlug,
			`{"extracto":"La accesibilidad no es un extra: mejora la experiencia de cualquier visitante, el posicionamiento y las ventas."}`, http.StatusNoContent)
		if row := status(); !strings.Contains(row, "desactualizada") {
			t.Errorf("after the Spanish changed, the English of %q is not marked outdated:\n%s", sharedES, row)
		}
	})
}

// site speaks HTTP to the demo process.
type site struct {
	base          string
	anon, service string
}

// page gets path as an anonymous visitor and checks its status.
func (s *site) page(t *testing.T, path string, want int) string {
	t.Helper()
	return s.pageAs(t, http.DefaultClient, path, want)
}

func (s *site) pageAs(t *testing.T, c *http.Client, path string, want int) string {
	t.Helper()
	res, err := c.Get(s.base + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != want {
		t.Errorf("GET %s: %d, want %d", path, res.StatusCode, want)
	}
	return string(b)
}

// rest sends a request to /rest/v1 with key and checks its status.
func (s *site) rest(t *testing.T, key, method, path, body string, want int) []byte {
	t.Helper()
	req, err := http.NewRequest(method, s.base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("apikey", key)
	req.Header.Set("Authorization", "Bearer "+key)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != want {
		t.Fatalf("%s %s: %d, want %d: %s", method, path, res.StatusCode, want, b)
	}
	return b
}

func (s *site) restJSON(t *testing.T, key, path string, into any) {
	t.Helper()
	if err := json.Unmarshal(s.rest(t, key, http.MethodGet, path, "", http.StatusOK), into); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

// firstLink is the first address on page that begins with prefix.
func (s *site) firstLink(t *testing.T, page, prefix string) string {
	t.Helper()
	m := regexp.MustCompile(`href="(https?://[^/"]+)?(` + regexp.QuoteMeta(prefix) + `[^"#?]+)"`).FindStringSubmatch(s.page(t, page, http.StatusOK))
	if m == nil {
		t.Fatalf("%s links to nothing under %s", page, prefix)
	}
	return m[2]
}

// sitemap reads /sitemap.xml and the sitemaps it indexes: each address with its alternates by
// language, as paths.
func (s *site) sitemap(t *testing.T) map[string]map[string]string {
	t.Helper()
	type doc struct {
		Sitemaps []string `xml:"sitemap>loc"`
		URLs     []struct {
			Loc   string `xml:"loc"`
			Links []struct {
				Rel      string `xml:"rel,attr"`
				Hreflang string `xml:"hreflang,attr"`
				Href     string `xml:"href,attr"`
			} `xml:"http://www.w3.org/1999/xhtml link"`
		} `xml:"url"`
	}
	out := map[string]map[string]string{}
	queue := []string{"/sitemap.xml"}
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		var d doc
		if err := xml.Unmarshal([]byte(s.page(t, path, http.StatusOK)), &d); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, sm := range d.Sitemaps {
			queue = append(queue, pathOf(sm))
		}
		for _, u := range d.URLs {
			links := map[string]string{}
			for _, l := range u.Links {
				if l.Rel == "alternate" {
					links[l.Hreflang] = pathOf(l.Href)
				}
			}
			out[pathOf(u.Loc)] = links
		}
	}
	return out
}

// signIn signs in as the demo administrator serve printed, and returns a client that keeps the session.
func (s *site) signIn(t *testing.T, printed []string) *http.Client {
	t.Helper()
	var email, password string
	for _, line := range printed {
		if v, ok := strings.CutPrefix(line, "Administrador de demostración: "); ok {
			email = v
		}
		if v, ok := strings.CutPrefix(line, "Contraseña: "); ok {
			password = v
		}
	}
	if email == "" || password == "" {
		t.Fatalf("serve --demo printed no sign-in: %q", printed)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	res, err := c.Post(s.base+"/login", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(res.Body)
		t.Fatalf("sign in as the demo administrator: %d %s", res.StatusCode, b)
	}
	return c
}

var (
	alternateLink = regexp.MustCompile(`<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"`)
	navBlock      = regexp.MustCompile(`(?s)<nav\b.*?</nav>`)
)

// alternates are the addresses of a page's <link rel="alternate" hreflang> by language, as paths.
func alternates(page string) map[string]string {
	out := map[string]string{}
	for _, m := range alternateLink.FindAllStringSubmatch(page, -1) {
		out[m[1]] = pathOf(m[2])
	}
	return out
}

// pathOf is the path (and query) of an absolute address: the site writes its addresses with the
// configured base address, not the port the test's process listens on.
func pathOf(address string) string {
	u, err := url.Parse(address)
	if err != nil {
		return address
	}
	return u.RequestURI()
}

// navs are a page's <nav> elements.
func navs(page string) []string { return navBlock.FindAllString(page, -1) }

func mustContain(t *testing.T, where, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s does not contain %q", where, w)
		}
	}
}

func mustNotContain(t *testing.T, where, body string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(body, w) {
			t.Errorf("%s contains %q", where, w)
		}
	}
}
