package shell

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/version"
)

// Pages are a module's parsed page templates, each with the shell's layout and partials.
type Pages struct{ byName map[string]*template.Template }

// ParsePages parses templates/page_<name>.html of fsys, each with the shell's layout, the shell's
// partials (the lifecycle's publish panel) and fsys's own templates/partial_*.html.
func (a *App) ParsePages(fsys fs.FS) (*Pages, error) {
	build := version.Current().Version
	funcs := template.FuncMap{"viewTitle": cms.ViewTitle, "roleTitle": cms.RoleTitle,
		// Dates as the admin shows them (cms.FormatDate, cms.FormatDateTime), in the site's zone.
		"date":     func(t time.Time) string { return cms.FormatDate(t, a.location) },
		"dateTime": func(t time.Time) string { return cms.FormatDateTime(t, a.location) },
		"dateHint": func() string { return cms.DateHint }, "dateTimeHint": func() string { return cms.DateTimeHint },
		// The running build's version, at the foot of the sidebar, for whoever reports a problem.
		"vitrinaVersion": func() string { return build }}
	entries, err := fs.Glob(fsys, "templates/page_*.html")
	if err != nil {
		return nil, err
	}
	base, err := template.New("layout.html").Funcs(funcs).ParseFS(assets, "templates/layout.html", "templates/partial_*.html")
	if err != nil {
		return nil, fmt.Errorf("parse layout: %w", err)
	}
	partials, _ := fs.Glob(fsys, "templates/partial_*.html")
	p := &Pages{byName: map[string]*template.Template{}}
	for _, e := range entries {
		name := strings.TrimSuffix(strings.TrimPrefix(e, "templates/page_"), ".html")
		t, err := template.Must(base.Clone()).ParseFS(fsys, append(partials, e)...)
		if err != nil {
			return nil, fmt.Errorf("parse template %s: %w", e, err)
		}
		p.byName[name] = t
	}
	return p, nil
}

// View is what every page template receives.
type View struct {
	Title     string
	User      *cms.Principal
	Nav       []NavItem
	Sidebar   []NavGroup // Nav grouped by purpose, with counters (admin pages)
	Brand     Brand
	Current   string
	Flash     string
	Error     string
	Form      map[string]string
	Fields    map[string]string // messages next to fields
	Data      any
	AdminArea bool
	// MinPassword is the shortest new password, for the password forms' hint.
	MinPassword int
}

// NavItem is a view in the navigation.
type NavItem struct {
	Slug, Title, Path string
	Count             int  // the module's counter (Module.Counter), 0 when it has none
	Current           bool // the page shown belongs to this view
}

// Render writes page name of pages; a template error is logged and answered with a bare 500.
func (a *App) Render(w http.ResponseWriter, r *http.Request, status int, pages *Pages, name string, v View) {
	t, ok := pages.byName[name]
	if !ok {
		a.logger.ErrorContext(r.Context(), "missing template", "name", name)
		http.Error(w, cms.MsgInternal, http.StatusInternalServerError)
		return
	}
	if v.Form == nil {
		v.Form = map[string]string{}
	}
	if v.Brand.Name == "" {
		v.Brand = a.brandOf(r.Context())
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, v); err != nil {
		a.logger.ErrorContext(r.Context(), "render template", "name", name, "error", err)
		http.Error(w, cms.MsgInternal, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = buf.WriteTo(w)
}

// render writes one of the shell's own pages.
func (a *App) render(w http.ResponseWriter, r *http.Request, status int, name string, v View) {
	v.MinPassword = a.minPassword
	a.Render(w, r, status, a.pages, name, v)
}

// RenderError shows an error page inside the admin layout when signed in.
func (a *App) RenderError(w http.ResponseWriter, r *http.Request, status int, message string) {
	v := View{Title: cms.StatusTitle(status), Error: message}
	if u, ok := userFrom(r.Context()); ok {
		v.User = &u.Principal
		v.Nav = u.Nav
		v.Sidebar = a.sidebar(r.Context(), u, "")
		v.AdminArea = true
	}
	a.render(w, r, status, "error", v)
}

// AdminView is the view data every admin page starts from: the user, the navigation, the flash.
func (a *App) AdminView(r *http.Request, current, title string) View {
	u := UserOf(r)
	return View{Title: title, User: &u.Principal, Nav: u.Nav, Sidebar: a.sidebar(r.Context(), u, current), Current: current,
		AdminArea: true, Flash: a.popFlash(r.Context())}
}

// staticHandler serves the shell's files at /cms-static/ and each module's at /cms-static/<view>/.
func staticHandler(modules []Module) http.Handler {
	mux := http.NewServeMux()
	sub, _ := fs.Sub(assets, "static") // the directory is embedded
	mux.Handle("/", http.FileServerFS(sub))
	for _, m := range modules {
		if m.Static != nil {
			mux.Handle("/"+m.View+"/", http.StripPrefix("/"+m.View+"/", http.FileServerFS(m.Static)))
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		mux.ServeHTTP(w, r)
	})
}

// FileURL is the public address of a stored file for an <img>: relative when the platform is the
// CMS's own origin (so the page works under any host name); "" without a file.
func (a *App) FileURL(bucket, path string) string {
	if path == "" {
		return ""
	}
	u := a.svc.Client().PublicURL(bucket, strings.TrimPrefix(path, "/"))
	if a.baseURL != "" && strings.HasPrefix(u, a.baseURL+"/") {
		return strings.TrimPrefix(u, a.baseURL)
	}
	return u
}

// ImageVariantURL is the address of a raster image's variant width pixels wide, made (once) by the
// embedded platform's /storage/v1/render/image — within its image memory budget and per-address
// render limit — or "" when the platform is another origin, whose image transformations may not
// be enabled (Supabase's are a paid feature): the caller shows the original then.
func (a *App) ImageVariantURL(bucket, path string, width int) string {
	u := a.FileURL(bucket, path)
	rest, ok := strings.CutPrefix(u, "/storage/v1/object/public/")
	if !ok {
		return ""
	}
	return "/storage/v1/render/image/public/" + rest + "?width=" + strconv.Itoa(width)
}
