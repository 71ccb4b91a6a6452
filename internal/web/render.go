package web

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// pages are the parsed templates, each page with the layout.
type pages struct{ byName map[string]*template.Template }

func parsePages() (*pages, error) {
	funcs := template.FuncMap{"viewTitle": viewTitle}
	entries, err := fs.Glob(assets, "templates/page_*.html")
	if err != nil {
		return nil, err
	}
	p := &pages{byName: map[string]*template.Template{}}
	for _, e := range entries {
		name := strings.TrimSuffix(strings.TrimPrefix(e, "templates/page_"), ".html")
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(assets, "templates/layout.html", "templates/partial_*.html", e)
		if err != nil {
			return nil, fmt.Errorf("parse template %s: %w", e, err)
		}
		p.byName[name] = t
	}
	return p, nil
}

// view is what every page template receives.
type view struct {
	Title     string
	User      *cms.Principal
	Nav       []navItem
	Current   string
	Flash     string
	Error     string
	Form      map[string]string
	Fields    map[string]string // messages next to fields
	Data      any
	AdminArea bool
}

type navItem struct {
	Slug, Title, Path string
}

// render writes a page; a template error is logged and answered with a bare 500.
func (a *App) render(w http.ResponseWriter, r *http.Request, status int, name string, v view) {
	t, ok := a.pages.byName[name]
	if !ok {
		a.logger.ErrorContext(r.Context(), "missing template", "name", name)
		http.Error(w, "Error interno", http.StatusInternalServerError)
		return
	}
	if v.Form == nil {
		v.Form = map[string]string{}
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, v); err != nil {
		a.logger.ErrorContext(r.Context(), "render template", "name", name, "error", err)
		http.Error(w, "Error interno", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = buf.WriteTo(w)
}

// renderError shows an error page inside the admin layout when signed in.
func (a *App) renderError(w http.ResponseWriter, r *http.Request, status int, message string) {
	v := view{Title: http.StatusText(status), Error: message}
	if p, ok := principalFrom(r.Context()); ok {
		v.User = &p.Principal
		v.Nav = p.nav
		v.AdminArea = true
	}
	a.render(w, r, status, "error", v)
}

// viewTitles are the Spanish names of the views.
var viewTitles = map[string]string{
	"dashboard": "Inicio", "usuarios": "Roles y permisos", "categorias": "Categorías", "clientes": "Clientes",
	"proyectos": "Proyectos", "empleados": "Empleados", "departamentos": "Departamentos",
	"testimoniales": "Testimonios", "preguntas": "Preguntas frecuentes", "contenido": "Contenido",
	"templates": "Plantillas", "menus": "Menús", "pages": "Páginas", "media": "Medios", "seo": "SEO",
	"blog": "Blog", "vacantes": "Vacantes", "contactos": "Contactos",
}

func viewTitle(slug string) string {
	if t, ok := viewTitles[slug]; ok {
		return t
	}
	return slug
}

func staticHandler() http.Handler {
	sub, _ := fs.Sub(assets, "static") // the directory is embedded
	fsrv := http.FileServerFS(sub)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		fsrv.ServeHTTP(w, r)
	})
}
