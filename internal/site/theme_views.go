package site

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/theme"
)

// themeLayout is what the layout knows of the site's theme (L.Theme in the templates).
type themeLayout struct {
	Name    string
	Options map[string]any // option id → value: a bool for a boolean, else a string
	Classes string         // on <body>: theme-<name>, <id>-<value> of each select, <id> of each boolean on
	Styles  []string       // the theme's stylesheets, linked after the site's
	theme   *theme.Theme
}

// themeSets keeps each theme's parsed templates and static files, once per version of the theme,
// and the failures already logged (one line per theme and page, however often it fails).
type themeSets struct {
	mu     sync.Mutex
	sets   map[string]*themeSet // by Theme.Hash
	logMu  sync.Mutex
	logged map[string]bool
}

// themeSet is a theme parsed: nil views when a template did not parse (the base theme serves).
type themeSet struct {
	views  *views
	static *staticFiles
}

// ThemeFailure is told of a theme template that failed; the page was rendered with the base theme's
// template instead (Options.OnThemeFailure).
type ThemeFailure func(themeName, page string, err error)

// themeOf is the theme the settings choose, with its option values; the base theme for an unknown
// name.
func (s *Site) themeOf(st records.Settings) themeLayout {
	t := s.themes.Get(st.Tema)
	if t == nil {
		t = s.themes.Get(BaseTheme)
	}
	tl := themeLayout{Name: t.Name, Options: t.Values(st.ThemeOptions()), theme: t}
	classes := []string{"theme-" + t.Name}
	for _, o := range t.Options {
		switch v := tl.Options[o.ID].(type) {
		case bool:
			if v {
				classes = append(classes, o.ID)
			}
		case string:
			if o.Kind == theme.KindSelect {
				classes = append(classes, o.ID+"-"+v)
			}
		}
	}
	tl.Classes = strings.Join(classes, " ")
	if t.Name == BaseTheme {
		return tl
	}
	set := s.themeSet(t)
	var css []string
	for name := range t.Static {
		if strings.HasSuffix(name, ".css") {
			css = append(css, name)
		}
	}
	sort.Strings(css)
	for _, name := range css {
		tl.Styles = append(tl.Styles, set.static.url(name))
	}
	return tl
}

// themeSet is t parsed, from the cache.
func (s *Site) themeSet(t *theme.Theme) *themeSet {
	s.themed.mu.Lock()
	defer s.themed.mu.Unlock()
	if set, ok := s.themed.sets[t.Hash]; ok {
		return set
	}
	set := &themeSet{static: newStaticFiles("/temas/"+t.Name+"/", t.Static)}
	v, err := parseThemeViews(s.funcs(), t, s.views)
	if err != nil {
		s.themeFailed(t.Name, "", err)
	}
	set.views = v
	s.themed.sets[t.Hash] = set
	return set
}

// parseThemeViews parses the page types t overrides, each with the shared layout; the other page
// types keep base's template sets.
func parseThemeViews(funcs template.FuncMap, t *theme.Theme, base *views) (*views, error) {
	v := &views{sets: map[string]*template.Template{}}
	for _, name := range pageNames {
		src, ok := t.Templates[name]
		if !ok {
			v.sets[name] = base.sets[name]
			continue
		}
		tpl, err := template.New("base.html").Funcs(funcs).ParseFS(templateFS, "templates/base.html")
		if err == nil {
			_, err = tpl.New(name + ".html").Parse(src)
		}
		if err != nil {
			return nil, fmt.Errorf("theme %s: parse %s: %w", t.Name, name, err)
		}
		v.sets[name] = tpl
	}
	return v, nil
}

// themeFailed logs a theme's failure once per theme and page, and tells Options.OnThemeFailure.
func (s *Site) themeFailed(themeName, page string, err error) {
	if s.onThemeFailure != nil {
		s.onThemeFailure(themeName, page, err)
	}
	key := themeName + "\x00" + page
	s.themed.logMu.Lock()
	first := !s.themed.logged[key]
	s.themed.logged[key] = true
	s.themed.logMu.Unlock()
	if first {
		s.logger.Error("theme template failed; the base theme's is used", slog.String("theme", themeName), slog.String("page", page), slog.Any("error", err))
	}
}

// renderPage renders a page with the layout's theme: its template when it overrides the page type
// and renders, else the base theme's (a theme's failure never fails the page).
func (s *Site) renderPage(w io.Writer, name string, l layout, data any) error {
	if l.Lang != "" {
		var buf bytes.Buffer
		if err := s.renderPageAsWritten(&buf, name, l, data); err != nil {
			return err
		}
		_, err := w.Write(localLinks(buf.Bytes(), l.Lang))
		return err
	}
	return s.renderPageAsWritten(w, name, l, data)
}

// renderPageAsWritten renders a page with its links as the templates write them.
func (s *Site) renderPageAsWritten(w io.Writer, name string, l layout, data any) error {
	if t := l.Theme.theme; t != nil && t.Name != BaseTheme {
		if _, overrides := t.Templates[name]; overrides {
			if set := s.themeSet(t); set.views != nil {
				var buf bytes.Buffer
				err := set.views.render(&buf, name, l, data)
				if err == nil {
					_, err = w.Write(buf.Bytes())
					return err
				}
				s.themeFailed(t.Name, name, err)
			}
		}
	}
	return s.views.render(w, name, l, data)
}
