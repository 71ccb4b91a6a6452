package shell

import (
	"context"
	"io/fs"

	"github.com/vitrina/vitrina/internal/cms"
	"net/http"
	"strings"
)

// NewModule builds a module with the shell it lives in; internal/cms/modules lists them.
type NewModule func(*App) (Module, error)

// Module is an admin module: one view (vista_slug) with its pages and, for some, JSON endpoints.
type Module struct {
	View string // vista_slug
	// Path is where the navigation links; default /admin/<View>/. Every page route of the module lies
	// under it.
	Path string
	// Routes registers the module's handlers.
	Routes func(Routes)
	// Static, when set, is served at /cms-static/<View>/ (scripts, styles, pictures of the module).
	Static fs.FS
	// Counter, when set, is the number the navigation shows next to the view (unread messages, new
	// applications): read for each admin page the user sees, so it must be one cheap request. A
	// failure shows no number.
	Counter func(ctx context.Context, token string) (int, error)
}

func (m Module) path() string {
	if m.Path != "" {
		return m.Path
	}
	return "/admin/" + m.View + "/"
}

// Routes is where a module registers its handlers.
type Routes struct {
	view, path string
	admin      *http.ServeMux
	api        router
	a          *App
}

// Page registers an admin page (pattern like "GET /admin/clientes/{id}"). The shell lets in only
// signed-in users whose role may see the module's view; others get 403.
func (rt Routes) Page(pattern string, h http.HandlerFunc) {
	if p := pattern[strings.IndexByte(pattern, ' ')+1:]; !strings.HasPrefix(p, rt.path) {
		panic("shell: page " + pattern + " outside its module's path " + rt.path)
	}
	rt.admin.Handle(pattern, rt.a.requireView(rt.view, h))
}

// API registers a JSON endpoint under /api/. The shell answers 401 {success:false, error:"No
// autenticado"} without a session; the module makes its own admin check (interface.md's rules differ
// per endpoint).
func (rt Routes) API(pattern string, h http.HandlerFunc) {
	if p := pattern[strings.IndexByte(pattern, ' ')+1:]; !strings.HasPrefix(p, "/api/") {
		panic("shell: API " + pattern + " outside /api/")
	}
	rt.api.handle(pattern, rt.a.requireAPISession(h))
}

// Kit is what a module's handlers work with: the shell, the CMS kernel and the module's pages.
// Modules embed it.
type Kit struct {
	Shell  *App
	Svc    *cms.Service
	Pages  *Pages
	static fs.FS // the module's static/, nil when it has none
}

// Kit parses a module's assets: templates/page_*.html (with its partials and the shell's layout)
// and, when there is one, its static/ folder.
func (a *App) Kit(assets fs.FS) (Kit, error) {
	pages, err := a.ParsePages(assets)
	if err != nil {
		return Kit{}, err
	}
	k := Kit{Shell: a, Svc: a.svc, Pages: pages}
	if st, err := fs.Stat(assets, "static"); err == nil && st.IsDir() {
		if k.static, err = fs.Sub(assets, "static"); err != nil {
			return Kit{}, err
		}
	}
	return k, nil
}

// Module is the module of view whose handlers routes registers, with the kit's static files.
func (k Kit) Module(view string, routes func(Routes)) Module {
	return Module{View: view, Routes: routes, Static: k.static}
}
