package site

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/site/interfacetext"
)

//go:embed templates
var templateFS embed.FS

// views holds one template set per page, each the base layout plus the page's blocks.
type views struct{ sets map[string]*template.Template }

var pageNames = []string{"home", "category", "content", "testimonials", "clients", "error", "page", "blog", "blog_post", "search", "faq", "contact", "jobs", "job", "team", "projects", "project", "sitemap"}

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
	Footer      []navLink // the footer menu's links (the fixed ones without a menu), each address once
	Chrome      siteChrome
	Current     string // the path whose menu entry is marked aria-current
	Stylesheet  string
	Theme       themeLayout // the chosen theme: its name, option values, body classes and stylesheets
	Year        int
	Preview     bool   // a preview: kept out of search engines, marked as not published
	Feed        string // the blog's Atom feed, linked from every page (absolute)
	JSONLD      any    // the page's schema.org JSON-LD (template.JS, or data written as JSON), optional
	Query       string // the site search's query, kept in the header's box
	// SEO (view seo): the default share image, noindex, the verification codes, and the
	// BreadcrumbList and Organization JSON-LD.
	DefaultImage string
	Noindex      bool
	Verification struct{ Google, Bing string }
	Breadcrumbs  template.JS
	Organization template.JS
	// Lang is the page's language ("" is the site's own, es); Alternates are the page's versions in
	// every language it is published in, itself and x-default (the Spanish one) included.
	Lang       string
	Alternates []alternate
	// Untranslated, when set, is the language a page was asked in and is not translated into: the
	// page shows the Spanish text, marked as such.
	Untranslated *records.Language
	// languages are the languages the site offers besides Spanish, for the language switcher.
	languages []records.Language
	base      string // the site's address, which the switcher's links start with
}

// textLang is the language of the page's own text: its language, or Spanish ("") where the Spanish
// text stands in for a missing translation.
func (l layout) textLang() string {
	if l.Untranslated != nil {
		return ""
	}
	return l.Lang
}

// languageLink is an entry of the language switcher: a language, by its own name, and where the
// page is in it; Current marks the page's own language.
type languageLink struct {
	Lang, Name, Href string
	Current          bool
}

// Switcher is the language switcher: Spanish and each language the site offers, each leading to
// this page's version in it (its alternates), or to that language's home page when the page has no
// version in it. None when the site offers no language besides Spanish.
func (l layout) Switcher() []languageLink {
	if len(l.languages) == 0 {
		return nil
	}
	current := cmp.Or(l.Lang, "es")
	versions := map[string]string{}
	for _, a := range l.Alternates {
		versions[a.Lang] = a.Href
	}
	if versions[current] == "" && l.Untranslated == nil {
		versions[current] = l.Canonical
	}
	link := func(code, name string) languageLink {
		href := versions[code]
		if href == "" {
			home := code
			if code == "es" {
				home = ""
			}
			href = l.base + langPath(home, "/")
		}
		return languageLink{Lang: code, Name: name, Href: href, Current: current == code}
	}
	out := []languageLink{link("es", "Español")}
	for _, lang := range l.languages {
		out = append(out, link(lang.Codigo, lang.Nombre))
	}
	return out
}

// alternate is a version of a page in another language: <link rel="alternate" hreflang>.
type alternate struct{ Lang, Href string }

// navLink is a link of the navigation; header menu items may have one level of children.
type navLink struct {
	Href, Label string
	Children    []navLink
}

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

// itemLayout is the layout of an item's page at path: the public page, or (preview) the page of an
// item shown through a preview link — without an address of its own, marked as not published and
// kept out of search engines. The caller adds the structured data of the public page only, and the
// item's versions in other languages (Alternates).
func (s *Site) itemLayout(ctx context.Context, title, description, path string, cats *categoryTree, preview bool) layout {
	if preview {
		path = ""
	}
	l := s.layout(ctx, title, description, path, cats)
	l.Alternates = nil
	l.Preview = preview
	return l
}

// layout builds the base template's data in the request's language; path is the page's address
// as Spanish writes it (the language's prefix is added); cats adds the top service categories to
// the fixed menu. A page that is the same in every language (a list, the contact page) names its
// versions in every language the site offers as alternates; an item's page replaces them.
func (s *Site) layout(ctx context.Context, title, description, path string, cats *categoryTree) layout {
	lang := langOf(ctx)
	in := s.chromeIn(ctx)
	settings, seo := in.settings, in.seo
	name := s.siteName()
	full := seo.FullTitle(title, name)
	if description == "" {
		description = deref(seo.Descripcion)
	}
	l := layout{SiteName: name, Chrome: s.chromeOf(settings), Theme: s.themeOf(settings), Title: full, Description: description, OGType: "website",
		Stylesheet: s.static.url("site.css"), Year: time.Now().Year(), Feed: s.feedURL(), languages: s.currentLanguages(), Lang: lang, base: s.baseURL}
	if lang != "" {
		l.Feed = s.baseURL + langFeedPath(lang)
	}
	if path != "" {
		l.Current = langPath(lang, path)
		l.Canonical = s.baseURL + l.Current
		l.Alternates = s.everyLanguage(path)
	}
	s.applySiteSEO(&l, seo, path)
	header, footer := in.header, in.footer
	if footer == nil {
		footer = defaultFooter()
	}
	contact := []string{l.Chrome.MapURL} // the footer's contact data already link these
	if l.Chrome.Email != "" {
		contact = append(contact, "mailto:"+l.Chrome.Email)
	}
	l.Footer, l.Chrome.Social = footerLinks(footer, l.Chrome.Social, contact...)
	if header != nil {
		l.Nav = header // the header menu defined in the admin (view menus)
		return l
	}
	l.Nav = append(l.Nav, navLink{Href: langPath(lang, "/"), Label: textIn(lang, "Inicio")})
	if cats != nil {
		for _, c := range cats.roots() {
			l.Nav = append(l.Nav, navLink{Href: langPath(lang, categoryPath(c.Slug)), Label: c.Name})
		}
	}
	for _, fixed := range []struct{ path, label string }{{"/testimonios", "Testimonios"}, {"/clientes", "Clientes"}, {"/proyectos", "Proyectos"},
		{"/blog", "Blog"}, {"/empleo", "Empleo"}, {"/contacto", "Contacto"}} {
		l.Nav = append(l.Nav, navLink{Href: langPath(lang, fixed.path), Label: textIn(lang, fixed.label)})
	}
	return l
}

// everyLanguage are the versions of a page that every language has at the same address under its
// prefix (Spanish at path): Spanish, each language the site offers, and x-default (the Spanish);
// none when the site offers no other language.
func (s *Site) everyLanguage(path string) []alternate {
	langs := s.currentLanguages()
	if len(langs) == 0 {
		return nil
	}
	es := s.baseURL + path
	out := []alternate{{"es", es}}
	for _, l := range langs {
		out = append(out, alternate{l.Codigo, s.baseURL + langPath(l.Codigo, path)})
	}
	return append(out, alternate{"x-default", es})
}

// siteName is the site's name: the settings' (view templates), else the configured one.
func (s *Site) siteName() string {
	if n := deref(s.currentSettings().NombreSitio); n != "" {
		return n
	}
	return s.name
}

// html renders a page into a 200 answer.
func (s *Site) html(name string, l layout, data any) (*page, error) {
	var buf bytes.Buffer
	if err := s.renderPage(&buf, name, l, data); err != nil {
		return nil, err
	}
	return &page{status: 200, contentType: htmlType, body: buf.Bytes()}, nil
}

// spanishDate writes a date as "2 de marzo de 2026".
func spanishDate(t time.Time) string { return dateIn("es", t) }

// dateIn writes a date in a language's long form ("" is es): "March 2, 2026".
func dateIn(lang string, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return interfacetext.For(cmp.Or(lang, "es")).Date(t)
}

// pagerView is a list's pager with the language its links' texts are written in.
type pagerView struct {
	pager
	Lang string
}

// crumbsView is a page's categories as breadcrumbs, with the language of their texts.
type crumbsView struct {
	Crumbs []*category
	Lang   string
}

// text writes one of the site's interface texts in the request's language, filled with args.
func (s *Site) text(ctx context.Context, key string, args ...any) string {
	return textIn(langOf(ctx), key, args...)
}

// textIn writes one of the site's interface texts in a language ("" is es), filled with args.
func textIn(lang, key string, args ...any) string {
	return interfacetext.For(cmp.Or(lang, "es")).T(key, args...)
}

// valueIn is a text an editor wrote, in lang when it is one of the usual values the catalogue
// translates (interfacetext.Printer.Value).
func valueIn(lang, text string) string { return interfacetext.For(cmp.Or(lang, "es")).Value(text) }

func (s *Site) funcs() template.FuncMap {
	return template.FuncMap{
		"asset":        s.static.url,
		"telHref":      telHref,
		"contentPath":  contentPath,
		"categoryPath": categoryPath,
		"slug":         titleSlug,
		"blogTagPath":  blogTagPath,
		"date":         spanishDate,
		"dateIn":       dateIn,
		"textIn":       textIn,
		"t":            textIn,
		"valueIn":      valueIn,
		"pagerIn":      func(lang string, p pager) pagerView { return pagerView{pager: p, Lang: lang} },
		"crumbsIn":     func(lang string, c []*category) crumbsView { return crumbsView{Crumbs: c, Lang: lang} },
		"isoDate":      func(t time.Time) string { return t.Format("2006-01-02") },
		"field":        contactFieldOf,
		"jobfield":     jobFieldOf,
		"srcset":       srcsetAttrs,
		"initial": func(s string) string {
			for _, r := range strings.TrimSpace(s) {
				return strings.ToUpper(string(r))
			}
			return "?"
		},
	}
}
