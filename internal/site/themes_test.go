package site_test

import (
	"bytes"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/site"
)

// lockedBuffer is a log destination safe for the site's concurrent requests.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A chosen theme renders the pages it overrides with its templates, links its stylesheet and puts
// its options on <body> and in /tema.css; a template of it that fails at run time gives way to the
// base theme's, logged once, never a 500.
func TestThemeChosenAndRuntimeFallback(t *testing.T) {
	t.Parallel()
	var logs lockedBuffer
	lib, refused, err := site.NewThemeLibrary("testdata/themes")
	if err != nil || len(refused) > 0 {
		t.Fatalf("library: %v %v", err, refused)
	}
	f := newFixture(t, true, func(o *site.Options) {
		o.Themes = lib
		o.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	})
	mustContain(t, "base theme", f.page("/", 200), `<body class="theme-base">`)

	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"tema":"runtime-failure","tema_opciones":{"fondo":"#123456","portada":"banda"}}`, 200)
	home := f.page("/", 200)
	mustContain(t, "fallback home", home, `<body class="theme-runtime-failure portada-banda">`, `<a class="cta" href="/contacto">`)
	f.site.Forget()
	f.page("/", 200)
	if n := strings.Count(logs.String(), "theme template failed"); n != 1 {
		t.Errorf("want the failure logged once, got %d:\n%s", n, logs.String())
	}
	mustContain(t, "log", logs.String(), "level=ERROR", "theme=runtime-failure", "page=home", "NoSuchField")

	mustContain(t, "overridden faq", f.page("/preguntas-frecuentes", 200), `<h1 class="tema-de-prueba">Preguntas, al estilo del tema</h1>`)
	css := regexp.MustCompile(`href="(/temas/runtime-failure/tema\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(home)
	if css == nil {
		t.Fatal("no link to the theme's stylesheet")
	}
	resp, body := f.get(css[1])
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/css") || !strings.Contains(resp.Header.Get("Cache-Control"), "immutable") {
		t.Errorf("theme stylesheet: %d %v", resp.StatusCode, resp.Header)
	}
	mustContain(t, "theme stylesheet", body, ".tema-de-prueba")
	tema := regexp.MustCompile(`href="(/tema\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(home)[1]
	mustContain(t, "colour option", f.page(tema, 200), "--fondo: #123456;")
	f.page("/temas/runtime-failure/otro.css", 404)
	f.page("/temas/no-existe/tema.css", 404)

	// Values the theme does not allow fall back to its defaults; an unknown theme to the base.
	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"tema_opciones":{"fondo":"rojo","portada":"nope"}}`, 200)
	mustContain(t, "default option", f.page("/clientes", 200), `<body class="theme-runtime-failure portada-texto">`)
	f.rest("PATCH", "/rest/v1/ajustes_sitio?id=eq.1", `{"tema":"desaparecido"}`, 200)
	mustContain(t, "unknown theme", f.page("/clientes", 200), `<body class="theme-base">`)
}
