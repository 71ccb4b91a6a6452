package site_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// projectsFixture seeds two service categories (one with a subcategory), two clients, eleven
// published projects, one of them featured with a three-image gallery stored out of order, and one
// project in each hidden state.
func projectsFixture(t *testing.T) *fixture {
	f := newFixture(t, false)
	f.rest(http.MethodPost, "/rest/v1/categoria-servicios", `[{"id":1,"name":"Desarrollo web","slug":"desarrollo-web"},{"id":2,"name":"Marketing","slug":"marketing"}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/categoria-servicios", `{"id":3,"name":"Tiendas en línea","slug":"tiendas","id_padre":1}`, 201)
	f.rest(http.MethodPost, "/rest/v1/categorias", `{"id":1,"nombre":"Comercio"}`, 201)
	f.rest(http.MethodPost, "/rest/v1/clientes", `[{"id":1,"nombre":"Café Montaña","categoria":1,"logo_url":null},{"id":2,"nombre":"Moda Brisa","categoria":1,"logo_url":null}]`, 201)
	var rows []string
	for i := 1; i <= 11; i++ {
		cat := map[bool]int{true: 3, false: 2}[i%2 == 0] // even: a web shop (under Desarrollo web), odd: marketing
		rows = append(rows, fmt.Sprintf(`{"id":%d,"titulo":"Proyecto %02d","slug":"proyecto-%02d","resumen":"Resumen %d","cuerpo":"<p>Texto</p><script>x()</script>","categoria":%d,"cliente":%d,"fecha":"2026-01-%02dT00:00:00Z","destacado":%v,"resultados":[{"etiqueta":"Ventas","cifra":"+%d %%"}],"noindex":%v}`,
			i, i, i, i, cat, 1+i%2, i, i == 10, i*10, i == 3))
	}
	f.rest(http.MethodPost, "/rest/v1/proyectos", "["+strings.Join(rows, ",")+"]", 201)
	future := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	f.rest(http.MethodPost, "/rest/v1/proyectos", `[{"id":20,"titulo":"Borrador secreto","slug":"borrador","estado":"borrador","publicar_en":null,"categoria":3,"cliente":1,"destacado":true},
		{"id":21,"titulo":"Programado futuro","slug":"futuro","estado":"programado","publicar_en":"`+future+`","categoria":3,"cliente":1,"destacado":true}]`, 201)
	f.rest(http.MethodPost, "/rest/v1/proyecto_imagenes", `[{"proyecto":10,"ruta":"proyectos/c.png","texto_alternativo":"Tercera imagen","orden":3},
		{"proyecto":10,"ruta":"proyectos/a.png","texto_alternativo":"Primera imagen","orden":1},
		{"proyecto":10,"ruta":"proyectos/b.png","texto_alternativo":"Segunda imagen","orden":2}]`, 201)
	return f
}

// TestProjectsPublicPages: the list is paged newest first and shows only published projects, filtered
// by a service category (its subcategories included) or a client; a project shows its gallery in
// order with alt texts, its key results, client and category; the home page features it; the
// category and clients pages link the projects; the sitemap lists them; unknown addresses 404.
func TestProjectsPublicPages(t *testing.T) {
	t.Parallel()
	f := projectsFixture(t)
	list := f.page("/proyectos", 200)
	mustContain(t, "/proyectos", list, "Proyecto 11", "Proyecto 03", `href="/proyectos?page=2"`, `href="/proyectos/proyecto-10"`,
		`alt="Primera imagen"`, `href="/proyectos?categoria=desarrollo-web"`, `href="/proyectos?categoria=tiendas"`)
	mustNotContain(t, "/proyectos", list, "Proyecto 02", "Borrador secreto", "Programado futuro")
	if i, j := strings.Index(list, "Proyecto 11"), strings.Index(list, "Proyecto 10"); i < 0 || i > j {
		t.Error("/proyectos is not newest first")
	}
	mustContain(t, "page 2", f.page("/proyectos?page=2", 200), "Proyecto 02", "Proyecto 01")
	f.page("/proyectos?page=3", 404)
	f.page("/proyectos?page=x", 404)

	web := f.page("/proyectos?categoria=desarrollo-web", 200)
	mustContain(t, "category filter", web, "Proyectos de Desarrollo web", "Proyecto 10", "Proyecto 02", `aria-current="page">Desarrollo web`)
	mustNotContain(t, "category filter", web, "Proyecto 11", "Proyecto 09", "Borrador secreto")
	f.page("/proyectos?categoria=no-existe", 404)
	byClient := f.page("/proyectos?cliente=1", 200)
	mustContain(t, "client filter", byClient, "Proyectos para Café Montaña", "Proyecto 10", "Proyecto 02")
	mustNotContain(t, "client filter", byClient, "Proyecto 11", "Borrador secreto")
	f.page("/proyectos?cliente=99", 404)
	f.page("/proyectos?cliente=x", 404)

	p := f.page("/proyectos/proyecto-10", 200)
	mustContain(t, "project", p, "<h1>Proyecto 10</h1>", "Café Montaña", `href="/proyectos?cliente=1"`, `href="/servicios/tiendas"`,
		"<dt>Ventas</dt><dd>&#43;100 %</dd>", `<link rel="canonical" href="http://vitrina.test/proyectos/proyecto-10">`,
		"Más proyectos para Café Montaña", `href="/proyectos/proyecto-08"`)
	mustNotContain(t, "project", p, "<script>x()", "Borrador secreto")
	alts := regexp.MustCompile(`<ul class="project-gallery">.*?</ul>`).FindString(p)
	if got := regexp.MustCompile(`alt="([^"]*)"`).FindAllStringSubmatch(alts, -1); len(got) != 3 ||
		got[0][1] != "Primera imagen" || got[1][1] != "Segunda imagen" || got[2][1] != "Tercera imagen" {
		t.Errorf("gallery: %q", alts)
	}
	f.page("/proyectos/borrador", 404)
	f.page("/proyectos/futuro", 404)
	f.page("/proyectos/no-existe", 404)

	home := f.page("/", 200)
	mustContain(t, "home", home, "Proyectos destacados", `href="/proyectos/proyecto-10"`, `href="/proyectos"`)
	mustNotContain(t, "home", home, "Borrador secreto", "Programado futuro")
	category := f.page("/servicios/desarrollo-web", 200)
	mustContain(t, "category", category, `<h2 id="proyectos">Proyectos</h2>`, "Proyecto 10", "Proyecto 02")
	mustNotContain(t, "category", category, "Proyecto 11", "Borrador secreto")
	mustContain(t, "clients", f.page("/clientes", 200), `href="/proyectos?cliente=1"`, `href="/proyectos?cliente=2"`, "Ver sus proyectos")

	sitemap := f.page("/sitemap.xml", 200)
	mustContain(t, "sitemap", sitemap, "http://vitrina.test/proyectos</loc>", "http://vitrina.test/proyectos?page=2</loc>",
		"http://vitrina.test/proyectos/proyecto-01</loc>", "http://vitrina.test/proyectos/proyecto-10</loc>")
	mustNotContain(t, "sitemap", sitemap, "/proyectos/borrador", "/proyectos/futuro", "/proyectos/proyecto-03<")

	// A write drops the cached pages at once.
	f.rest(http.MethodPatch, "/rest/v1/proyectos?id=eq.11", `{"titulo":"Proyecto once renombrado"}`, 200)
	mustContain(t, "after a write", f.page("/proyectos", 200), "Proyecto once renombrado")
	f.rest(http.MethodPatch, "/rest/v1/proyecto_imagenes?ruta=eq.proyectos%2Fa.png", `{"texto_alternativo":"Portada nueva"}`, 200)
	mustContain(t, "after a gallery write", f.page("/proyectos/proyecto-10", 200), `alt="Portada nueva"`)
}

// TestProjectCreativeWorkJSONLD parses the project's JSON-LD: a CreativeWork with its name, absolute
// URL and images (in the gallery's order), date, description, category and client; markup in the
// title cannot close the script element.
func TestProjectCreativeWorkJSONLD(t *testing.T) {
	t.Parallel()
	f := projectsFixture(t)
	f.rest(http.MethodPatch, "/rest/v1/proyectos?id=eq.10", `{"titulo":"Proyecto 10 </script><b>"}`, 200)
	body := f.page("/proyectos/proyecto-10", 200)
	m := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no JSON-LD: %s", excerptOf(body))
	}
	var doc struct {
		Context     string   `json:"@context"`
		Type        string   `json:"@type"`
		Name        string   `json:"name"`
		URL         string   `json:"url"`
		DateCreated string   `json:"dateCreated"`
		Description string   `json:"description"`
		Genre       string   `json:"genre"`
		Image       []string `json:"image"`
		Sponsor     struct {
			Type string `json:"@type"`
			Name string `json:"name"`
		} `json:"sponsor"`
		Creator struct{ Name string } `json:"creator"`
	}
	if err := json.Unmarshal([]byte(m[1]), &doc); err != nil {
		t.Fatalf("JSON-LD does not parse: %v\n%s", err, m[1])
	}
	if doc.Context != "https://schema.org" || doc.Type != "CreativeWork" || doc.Name != "Proyecto 10 </script><b>" ||
		doc.URL != "http://vitrina.test/proyectos/proyecto-10" || doc.DateCreated != "2026-01-10" || doc.Description != "Resumen 10" ||
		doc.Genre != "Tiendas en línea" || doc.Sponsor.Type != "Organization" || doc.Sponsor.Name != "Café Montaña" || doc.Creator.Name == "" ||
		len(doc.Image) != 3 || doc.Image[0] != "http://vitrina.test/storage/v1/object/public/contenido/proyectos/a.png" ||
		!strings.HasSuffix(doc.Image[2], "/proyectos/c.png") {
		t.Errorf("JSON-LD %+v", doc)
	}
}

// TestProjectsSearch: the site search finds a published project by a word of its body, without its
// accents, and links it; a draft is not found.
func TestProjectsSearch(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/buscar?q="+url.QueryEscape("suscripcion cafe"), 200)
	mustContain(t, "search", body, `href="/proyectos/tienda-en-linea-para-cafe-montana"`, "Proyecto")
	f.rest(http.MethodPost, "/rest/v1/proyectos", `{"titulo":"Zanahorias secretas","slug":"zanahorias","estado":"borrador"}`, 201)
	mustNotContain(t, "draft", f.page("/buscar?q=zanahorias", 200), "Zanahorias secretas")
}

// TestProjectScheduledOnTime: a scheduled project appears on the cached projects list, its page and
// the home page at publicar_en, and leaves them at despublicar_en, with no write in between.
func TestProjectScheduledOnTime(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Now().UTC().Truncate(time.Second)}
	f := newFixture(t, false, func(o *site.Options) { o.Now = clock.Now })
	at := func(d time.Duration) string { return clock.Now().Add(d).Format(time.RFC3339) }
	f.rest(http.MethodPost, "/rest/v1/proyectos", `{"titulo":"Proyecto programado","slug":"programado","destacado":true,"estado":"programado","publicar_en":"`+
		at(time.Hour)+`","despublicar_en":"`+at(2*time.Hour)+`"}`, 201)
	visible := func(when string, want bool) {
		t.Helper()
		for _, path := range []string{"/proyectos", "/", "/sitemap.xml"} {
			if got := strings.Contains(f.page(path, 200), "programado"); got != want {
				t.Errorf("%s: %s shows the project: %v, want %v", when, path, got, want)
			}
		}
		status := http.StatusNotFound
		if want {
			status = http.StatusOK
		}
		f.page("/proyectos/programado", status)
	}
	visible("before publicar_en", false)
	clock.Advance(time.Hour)
	visible("at publicar_en", true)
	clock.Advance(time.Hour)
	visible("at despublicar_en", false)
}
