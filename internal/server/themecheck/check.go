// Package themecheck checks a theme before it goes live: its files (internal/theme) and every page
// type rendered with it over the demo site, in a temporary SQLite database of its own. The command
// line (vitrina theme check) and the upload in Apariencia use it.
package themecheck

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"log/slog"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
)

const base = "http://tema.test"

// demoSite is the demo company on a throwaway platform.
type demoSite struct {
	client *platformclient.Client
	close  func()
}

// Check answers the problems of t (nil: it may go live): Load's problems first (pass them in),
// then, when the theme could be loaded, the rendering of every page type over the demo site.
func Check(ctx context.Context, t *theme.Theme, loadProblems []theme.Problem) ([]theme.Problem, error) {
	if t == nil {
		return loadProblems, nil
	}
	c, err := Open(ctx)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return c.Check(ctx, t, loadProblems)
}

// Checker checks themes one after another over one demo site (building it takes seconds).
type Checker struct {
	mu   sync.Mutex
	demo *demoSite
}

// Open builds the demo site.
func Open(ctx context.Context) (*Checker, error) {
	demo, err := openDemo(ctx)
	if err != nil {
		return nil, err
	}
	return &Checker{demo: demo}, nil
}

// Close removes the demo site.
func (c *Checker) Close() { c.demo.close() }

// Check is the package's Check over c's demo site.
func (c *Checker) Check(ctx context.Context, t *theme.Theme, loadProblems []theme.Problem) ([]theme.Problem, error) {
	probs := append([]theme.Problem(nil), loadProblems...)
	if t == nil {
		return probs, nil
	}
	c.mu.Lock() // the demo site's settings choose the theme checked
	defer c.mu.Unlock()
	rendered, err := renderPages(ctx, c.demo, t)
	if err != nil {
		return nil, err
	}
	return append(probs, rendered...), nil
}

// openDemo builds an embedded platform on a temporary SQLite database and seeds the demo site.
func openDemo(ctx context.Context) (*demoSite, error) {
	dir, err := os.MkdirTemp("", "vitrina-theme-check-")
	if err != nil {
		return nil, fmt.Errorf("theme check: %w", err)
	}
	cleanup := []func(){func() { _ = os.RemoveAll(dir) }}
	closeAll := func() {
		for i := len(cleanup) - 1; i >= 0; i-- {
			cleanup[i]()
		}
	}
	fail := func(err error) (*demoSite, error) {
		closeAll()
		return nil, fmt.Errorf("theme check: demo site: %w", err)
	}
	cfg := config.Defaults()
	cfg.DataDir, cfg.PublicURL, cfg.DatabaseURL = dir, base, ""
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		return fail(err)
	}
	cleanup = append(cleanup, func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		return fail(err)
	}
	cat := catalog.New()
	if err := schema.EnsureIndexed(ctx, db, cat); err != nil {
		return fail(err)
	}
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return fail(err)
	}
	keys, err := gateway.NewKeys(secret, nil)
	if err != nil {
		return fail(err)
	}
	plat, err := platform.New(platform.Options{DB: db, Keys: keys, Config: cfg, Catalog: cat, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return fail(err)
	}
	cleanup = append(cleanup, plat.Close)
	client := platformclient.New(platformclient.Options{BaseURL: base, AnonKey: keys.AnonKey(), ServiceRoleKey: keys.ServiceRoleKey(),
		Transport: platformclient.InProcess(plat)})
	if err := site.Seed(ctx, client); err != nil {
		return fail(err)
	}
	return &demoSite{client: client, close: closeAll}, nil
}

// renderPages renders every page type of the demo site with t and checks each page.
func renderPages(ctx context.Context, demo *demoSite, t *theme.Theme) ([]theme.Problem, error) {
	builtins, err := site.BuiltinThemes()
	if err != nil {
		return nil, err
	}
	builtins = slices.DeleteFunc(builtins, func(b *theme.Theme) bool { return b.Name == t.Name })
	lib, _, err := theme.NewLibrary("", site.PageTypes(), append(builtins, t)...)
	if err != nil {
		return nil, err
	}
	if err := records.UpsertSettings(ctx, demo.client, demo.client.Service(), records.Fields{"id": 1, "tema": t.Name, "mostrar_equipo": true}); err != nil {
		return nil, fmt.Errorf("theme check: choose the theme: %w", err)
	}
	var mu sync.Mutex
	var probs []theme.Problem
	failed := func(_, page string, err error) {
		mu.Lock()
		defer mu.Unlock()
		if page == "" {
			probs = append(probs, theme.Problem{Rule: theme.RuleParse, File: "templates", Detail: err.Error()})
			return
		}
		probs = append(probs, theme.Problem{Rule: theme.RuleExecute, File: "page " + page, Detail: err.Error()})
	}
	s, err := site.New(site.Options{Client: demo.client, BaseURL: base, Themes: lib, OnThemeFailure: failed, CacheBytes: -1,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		return nil, err
	}
	paths, err := pagePaths(ctx, s)
	if err != nil {
		return nil, err
	}
	seenParse := false
	for _, page := range site.PageTypes() {
		status, body := get(ctx, s, paths[page])
		want := 200
		if page == "error" {
			want = 404
		}
		if status != want {
			failed("", page, fmt.Errorf("%s answered %d", paths[page], status))
		}
		probs = append(probs, theme.ScanPage("page "+page, body, base)...)
		if weight := theme.PageWeight(body, func(a string) []byte { _, b := get(ctx, s, a); return b }).Total(); weight > theme.PageBudget {
			probs = append(probs, theme.Problem{Rule: theme.RuleWeight, File: "page " + page,
				Detail: fmt.Sprintf("%d KB with its stylesheets and fonts; the budget is %d KB", weight>>10, theme.PageBudget>>10)})
		}
	}
	// A parse failure is told once per page: keep the first.
	return slices.DeleteFunc(probs, func(p theme.Problem) bool {
		if p.Rule != theme.RuleParse {
			return false
		}
		drop := seenParse
		seenParse = true
		return drop
	}), nil
}

// Addresses of the page types that have one of their own; the others are found on the site map.
var fixedPaths = map[string]string{"home": "/", "testimonials": "/testimonios", "clients": "/clientes", "error": "/no-existe-esta-pagina",
	"page": "/quienes-somos", "blog": "/blog", "search": "/buscar?q=web", "faq": "/preguntas-frecuentes", "contact": "/contacto",
	"jobs": "/empleo", "team": "/equipo", "projects": "/proyectos", "sitemap": "/mapa-del-sitio"}

// foundPaths are the page types whose address is an item's, found among the site map's links.
var foundPaths = map[string]*regexp.Regexp{
	"category":  regexp.MustCompile(`^/servicios/[^/?#]+$`),
	"content":   regexp.MustCompile(`^/contenido/[^/?#]+$`),
	"blog_post": regexp.MustCompile(`^/blog/[a-z0-9-]+$`),
	"project":   regexp.MustCompile(`^/proyectos/[^/?#]+$`),
	"job":       regexp.MustCompile(`^/empleo/[^/?#]+$`),
}

var hrefs = regexp.MustCompile(`href="(/[^"]*)"`)

// pagePaths is an address of every page type on the demo site.
func pagePaths(ctx context.Context, s *site.Site) (map[string]string, error) {
	paths := map[string]string{}
	for k, v := range fixedPaths {
		paths[k] = v
	}
	var links []string
	for _, p := range []string{"/mapa-del-sitio", "/", "/blog", "/empleo", "/proyectos"} {
		_, body := get(ctx, s, p)
		for _, m := range hrefs.FindAllStringSubmatch(string(body), -1) {
			links = append(links, strings.ReplaceAll(m[1], "&amp;", "&"))
		}
	}
	for page, re := range foundPaths {
		for _, l := range links {
			if re.MatchString(l) && l != "/blog/feed.xml" {
				paths[page] = l
				break
			}
		}
	}
	for _, page := range site.PageTypes() {
		if paths[page] == "" {
			return nil, fmt.Errorf("theme check: the demo site has no page of type %s", page)
		}
	}
	return paths, nil
}
