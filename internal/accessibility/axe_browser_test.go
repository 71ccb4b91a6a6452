package accessibility_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/site"
)

// TestAccessibilityGate runs axe-core on every admin page and every public page type of the demo
// site, and checks that no admin page scrolls sideways at 390 px.
func TestAccessibilityGate(t *testing.T) {
	axe := browsertest.AxeSource(t)
	f := cmstest.NewFullServer(t)
	c := f.Srv.PlatformClient()
	if err := site.Seed(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	// The team page, off in the demo, is checked too.
	if err := c.From("ajustes_sitio", c.Service()).Eq("id", 1).Update(context.Background(), map[string]any{"mostrar_equipo": true}, nil); err != nil {
		t.Fatal(err)
	}
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)

	failures := 0
	check := func(path string, admin bool) {
		t.Helper()
		cmstest.Do(t, ctx, "open "+path, chromedp.Navigate(f.URL+path))
		// Rich-text fields get their editor from a script loaded after the page: check the editor.
		cmstest.WaitFor(t, ctx, "the rich-text editors", `[...document.querySelectorAll('textarea[data-richtext]')].every(a => a.hidden)`)
		if found := browsertest.Axe(t, ctx, axe); len(found) > 0 {
			failures++
			for _, v := range found {
				t.Errorf("%s: %s (%s): %s — %s", path, v.ID, v.Impact, v.Help, strings.Join(v.Nodes, " | "))
			}
		}
		if admin {
			cmstest.Do(t, ctx, "phone width "+path, chromedp.EmulateViewport(390, 844))
			if wide := cmstest.EvalString(t, ctx, `String(document.documentElement.scrollWidth)`); wide != "390" {
				failures++
				t.Errorf("%s scrolls sideways on a 390 px phone: %s px wide", path, wide)
			}
			cmstest.Do(t, ctx, "desktop width", chromedp.EmulateViewport(1280, 900))
		}
	}

	for _, p := range []string{"/login", "/recuperar"} {
		check(p, true)
	}
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	for _, p := range adminPages(t, ctx, f.URL) {
		check(p, true)
	}
	// The screens of a second language the crawl does not open: a list filtered by its
	// translations, a project's translation with its results and gallery's texts, a page's with its
	// blocks' texts.
	for _, p := range []string{"/admin/categorias/?traduccion=falta:en", firstItem(t, ctx, f.URL, "proyectos") + "/traducciones/en",
		firstItem(t, ctx, f.URL, "pages") + "/traducciones/en"} {
		check(p, true)
	}
	for _, p := range append(publicPageTypes(t, ctx, f.URL), "/en/blog", "/en/mapa-del-sitio", "/equipo", "/en/equipo", "/en/buscar?q=software") {
		check(p, false)
	}
	if failures > 0 {
		t.Logf("%d pages with findings", failures)
	}
}

// firstItem is the path of the first item a module's list links, /admin/<module>/<id>.
func firstItem(t *testing.T, ctx context.Context, base, module string) string {
	t.Helper()
	cmstest.Do(t, ctx, module, chromedp.Navigate(base+"/admin/"+module+"/"))
	item := cmstest.EvalString(t, ctx, `[...document.querySelectorAll('main a[href^="/admin/`+module+`/"]')].map(a => a.pathname).find(p => /^\/admin\/`+module+`\/\d+$/.test(p)) || ''`)
	if item == "" {
		t.Fatalf("the list of %s links no item", module)
	}
	return item
}

// adminPages crawls the admin from the signed-in home: every link of the sidebar (modules and
// account pages) and, on each module's list, the first few links to its own pages (the form of a
// new item, the first item's form, its history).
func adminPages(t *testing.T, ctx context.Context, base string) []string {
	t.Helper()
	cmstest.Do(t, ctx, "admin home", chromedp.Navigate(base+"/admin/"))
	var nav []string
	if err := json.Unmarshal([]byte(cmstest.EvalString(t, ctx,
		`JSON.stringify([...document.querySelectorAll('nav.sidenav a[href]')].map(a => a.getAttribute('href')))`)), &nav); err != nil {
		t.Fatal(err)
	}
	pages := append([]string(nil), nav...)
	for _, list := range nav {
		if list == "/admin/" || strings.HasPrefix(list, "/admin/cuenta/") {
			continue
		}
		cmstest.Do(t, ctx, "open "+list, chromedp.Navigate(base+list))
		var inner []string
		if err := json.Unmarshal([]byte(cmstest.EvalString(t, ctx, fmt.Sprintf(
			`JSON.stringify([...document.querySelectorAll('main a[href^=%q]')].map(a => a.getAttribute('href')))`, list))), &inner); err != nil {
			t.Fatal(err)
		}
		taken := 0
		for _, p := range inner {
			if taken == 3 || p == list || strings.Contains(p, "?") || slices.Contains(pages, p) {
				continue
			}
			pages = append(pages, p)
			taken++
		}
	}
	if len(pages) < 10 {
		t.Fatalf("the crawl found only %d admin pages: %v", len(pages), pages)
	}
	return pages
}

// publicPageTypes reads the sitemap and keeps one address per kind of page (its first path
// segment), plus the home page and a page that does not exist.
func publicPageTypes(t *testing.T, ctx context.Context, base string) []string {
	t.Helper()
	cmstest.Do(t, ctx, "sitemap", chromedp.Navigate(base+"/sitemap.xml"))
	var locs []string
	if err := json.Unmarshal([]byte(cmstest.EvalString(t, ctx,
		`JSON.stringify([...document.getElementsByTagName('loc')].map(l => l.textContent))`)), &locs); err != nil {
		t.Fatal(err)
	}
	pages := []string{"/", "/no-existe-esta-pagina"}
	kinds := map[string]bool{}
	for _, loc := range locs {
		u, err := url.Parse(loc)
		if err != nil {
			t.Fatalf("sitemap address %q: %v", loc, err)
		}
		kind, _, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
		if u.Path == "/" || kinds[kind] {
			continue
		}
		kinds[kind] = true
		pages = append(pages, u.RequestURI())
	}
	if len(kinds) < 3 {
		t.Fatalf("the sitemap names only %d kinds of page: %v", len(kinds), locs)
	}
	return pages
}
