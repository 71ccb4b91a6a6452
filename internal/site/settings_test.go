package site_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/records"
)

// TestSettingsOnEveryPage: the settings row changes every page at once — name, colours and font in
// /tema.css (a new address when they change), header text, footer contact data and social links
// with rel="me"; anon reads the settings but never the page templates.
func TestSettingsOnEveryPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	before := f.page("/testimonios", 200)
	theme := regexp.MustCompile(`href="(/tema\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(before)
	if theme == nil {
		t.Fatal("no theme stylesheet")
	}
	mustContain(t, "default theme", f.page(theme[1], 200), "--brand: #102a43", "--accent: #0b5394")

	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"nombre_sitio":"Altamar","color_primario":"#22543d","color_acento":"#9b2c2c","fuente":"serif",
		"texto_cabecera":"Tecnología con oficio","texto_pie":"Consultora desde 2009.","direccion":"Calle de Alcalá 120, Madrid","telefono":"+34 910 000 000",
		"email":"hola@altamar.example","horario":"L-V 9:00-18:00","mapa_url":"https://www.openstreetmap.org/?mlat=40.42&mlon=-3.68",
		"redes":[{"red":"LinkedIn","url":"https://www.linkedin.com/company/altamar"},{"red":"Mal","url":"javascript:alert(1)"}],
		"logo":"sitio/logo.png"}`, 200)
	body := f.page("/testimonios", 200)
	mustContain(t, "settings", body, "<title>Testimonios | Altamar</title>",
		`<img src="/storage/v1/object/public/contenido/sitio/logo.png" alt="" srcset="/storage/v1/render/image/public/contenido/sitio/logo.png?width=320 320w,`,
		`sizes="10rem" class="brand-logo" width="160" height="40"><span>Altamar</span>`,
		`<p class="tagline">Tecnología con oficio</p>`, "<p>Consultora desde 2009.</p>", "<span>Calle de Alcalá 120, Madrid</span>",
		`<a href="tel:&#43;34910000000">&#43;34 910 000 000</a>`, `<a href="mailto:hola@altamar.example">hola@altamar.example</a>`,
		"Horario: L-V 9:00-18:00", `<a href="https://www.openstreetmap.org/?mlat=40.42&amp;mlon=-3.68">Cómo llegar (mapa)</a>`,
		`<li><a href="https://www.linkedin.com/company/altamar" rel="me">LinkedIn</a></li>`)
	mustNotContain(t, "settings", body, "javascript:", theme[1])
	newTheme := regexp.MustCompile(`href="(/tema\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(body)[1]
	mustContain(t, "new theme", f.page(newTheme, 200), "--brand: #22543d", "--accent: #9b2c2c", "Charter")

	_, anon := f.get("/rest/v1/ajustes_sitio?select=nombre_sitio", "apikey", f.env.Keys.AnonKey())
	if !strings.Contains(anon, "Altamar") {
		t.Errorf("anon cannot read the public settings: %s", anon)
	}
	f.rest("POST", "/rest/v1/plantillas", `{"nombre":"Servicio","bloques":[{"tipo":"texto","html":"<p>x</p>"}]}`, 201)
	res, anon := f.get("/rest/v1/plantillas?select=nombre", "apikey", f.env.Keys.AnonKey())
	if strings.Contains(anon, "Servicio") || res.StatusCode == 200 && anon != "[]" {
		t.Errorf("anon reads the page templates: %d %s", res.StatusCode, anon)
	}
	// A template's blocks are held to the blocks' schemas.
	if got := f.rest("POST", "/rest/v1/plantillas", `{"nombre":"Mala","bloques":[{"tipo":"imagen"}]}`, 400); !strings.Contains(got, "Bloque 1 (Imagen)") {
		t.Errorf("bad template: %s", got)
	}
}

// TestThemePreview: the preview stylesheet takes only colours and a known font; anything else falls
// back to the defaults, so the query cannot inject CSS.
func TestThemePreview(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	mustContain(t, "preview theme", f.page("/tema-vista-previa.css?p=%2322543d&a=%239b2c2c&f=serif", 200), "--brand: #22543d", "--accent: #9b2c2c", "Charter")
	body := f.page("/tema-vista-previa.css?p=red;}body{display:none&a=%23FFF&f=x", 200)
	mustContain(t, "defaults", body, "--brand: #102a43", "--accent: #0b5394", "system-ui")
	mustNotContain(t, "defaults", body, "display:none")
}

// TestSelfHostedFonts: a self-hosted font puts its @font-face rules (this site's own versioned
// files, font-display: swap) before the stack in /tema.css; the files are served as font/woff2,
// cached for a year at their version; a system font adds no @font-face; the licences are served too.
func TestSelfHostedFonts(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	mustNotContain(t, "system font", f.page("/tema-vista-previa.css?f=serif", 200), "@font-face")
	css := f.page("/tema-vista-previa.css?f=source-sans", 200)
	mustContain(t, "self-hosted font", css, `@font-face { font-family: "Source Sans 3"; font-style: normal; font-weight: 400; font-display: swap; src: url(/static/source-sans-3-400.woff2?v=`,
		`font-weight: 700;`, `font-family: "Source Sans 3", system-ui`)
	file := regexp.MustCompile(`url\((/static/source-sans-3-700\.woff2\?v=[0-9a-f]+)\)`).FindStringSubmatch(css)
	if file == nil {
		t.Fatalf("no bold file in %s", css)
	}
	res, body := f.get(file[1])
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "font/woff2" || !strings.HasPrefix(body, "wOF2") ||
		res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("font file: %d %v %q", res.StatusCode, res.Header, body[:min(4, len(body))])
	}
	for _, name := range []string{"OFL-inter.txt", "OFL-source-sans-3.txt", "OFL-merriweather.txt"} {
		mustContain(t, name, f.page("/static/"+name, 200), "SIL Open Font License, Version 1.1")
	}
	for _, font := range records.Fonts() {
		for _, file := range font.Files {
			if res, _ := f.get("/static/" + file); res.StatusCode != 200 {
				t.Errorf("font %s: %s answers %d", font.Key, file, res.StatusCode)
			}
		}
	}
}
