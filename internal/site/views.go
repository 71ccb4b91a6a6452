package site

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"
)

//go:embed templates
var templateFS embed.FS

// views holds one template set per page, each the base layout plus the page's blocks.
type views struct{ sets map[string]*template.Template }

var pageNames = []string{"home", "category", "content", "testimonials", "clients", "contact", "jobs", "job", "error"}

func parseViews(funcs template.FuncMap) (*views, error) {
	v := &views{sets: map[string]*template.Template{}}
	for _, name := range pageNames {
		t, err := template.New("base.html").Funcs(funcs).ParseFS(templateFS, "templates/base.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("parse template %s: %w", name, err)
		}
		v.sets[name] = t
	}
	return v, nil
}

// layout is what the base template needs on every page.
type layout struct {
	SiteName    string
	Title       string
	Description string
	Canonical   string // absolute
	OGType      string
	OGImage     string // absolute, optional
	Nav         []navLink
	Current     string // the path whose menu entry is marked aria-current
	Stylesheet  string
	Year        int
	JSONLD      any // schema.org data of the page, written as application/ld+json
}

type navLink struct{ Href, Label string }

// render executes a page's template into w.
func (v *views) render(w io.Writer, name string, l layout, data any) error {
	t, ok := v.sets[name]
	if !ok {
		return fmt.Errorf("no template %q", name)
	}
	if err := t.Execute(w, struct {
		L layout
		D any
	}{l, data}); err != nil {
		return fmt.Errorf("render %s: %w", name, err)
	}
	return nil
}

// layout builds the base template's data; cats adds the top service categories to the menu.
func (s *Site) layout(title, description, path string, cats *categoryTree) layout {
	full := s.name
	if title != "" {
		full = title + " | " + s.name
	}
	l := layout{SiteName: s.name, Title: full, Description: description, OGType: "website", Current: path,
		Stylesheet: s.static.url("site.css"), Year: time.Now().Year()}
	if path != "" {
		l.Canonical = s.baseURL + path
	}
	l.Nav = append(l.Nav, navLink{"/", "Inicio"})
	if cats != nil {
		for _, c := range cats.roots() {
			l.Nav = append(l.Nav, navLink{categoryPath(c.Slug), c.Name})
		}
	}
	l.Nav = append(l.Nav, navLink{"/testimonios", "Testimonios"}, navLink{"/clientes", "Clientes"}, navLink{"/empleo", "Empleo"},
		navLink{"/contacto", "Contacto"})
	return l
}

// html renders a page into a 200 answer.
func (s *Site) html(name string, l layout, data any) (*page, error) {
	var buf bytes.Buffer
	if err := s.views.render(&buf, name, l, data); err != nil {
		return nil, err
	}
	return &page{status: 200, contentType: htmlType, body: buf.Bytes()}, nil
}

var months = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
	"septiembre", "octubre", "noviembre", "diciembre"}

// spanishDate writes a date as "2 de marzo de 2026".
func spanishDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return fmt.Sprintf("%d de %s de %d", t.Day(), months[t.Month()-1], t.Year())
}

func (s *Site) funcs() template.FuncMap {
	return template.FuncMap{
		"asset":        s.static.url,
		"contentPath":  contentPath,
		"categoryPath": categoryPath,
		"date":         spanishDate,
		"isoDate":      func(t time.Time) string { return t.Format("2006-01-02") },
		"field":        contactFieldOf,
		"jobfield":     jobFieldOf,
		"initial": func(s string) string {
			for _, r := range strings.TrimSpace(s) {
				return strings.ToUpper(string(r))
			}
			return "?"
		},
	}
}
