package site

import (
	"context"
	"encoding/json"
	"html/template"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// applyItemSEO lets an item's own SEO fields override what its page would show.
func (s *Site) applyItemSEO(l *layout, it records.ItemSEO) {
	if t := strings.TrimSpace(deref(it.MetaTitulo)); t != "" {
		l.Title = t
	}
	if d := strings.TrimSpace(deref(it.MetaDescripcion)); d != "" {
		l.Description = d
	}
	if c := strings.TrimSpace(deref(it.URLCanonica)); c != "" {
		if strings.HasPrefix(c, "/") && !strings.HasPrefix(c, "//") {
			c = s.baseURL + c
		}
		l.Canonical = c
	}
	l.Noindex = l.Noindex || it.Noindex
}

// crumb is one step of a page's breadcrumb trail.
type crumb struct{ Name, Path string }

// breadcrumbLD is the BreadcrumbList JSON-LD of a nested page: the home page, each step, the page.
func (s *Site) breadcrumbLD(ctx context.Context, steps ...crumb) template.JS {
	lang := langOf(ctx)
	type item struct {
		Type     string `json:"@type"`
		Position int    `json:"position"`
		Name     string `json:"name"`
		Item     string `json:"item"`
	}
	items := []item{{"ListItem", 1, textIn(lang, "Inicio"), s.baseURL + langPath(lang, "/")}}
	for i, c := range steps {
		items = append(items, item{"ListItem", i + 2, c.Name, s.baseURL + langPath(lang, c.Path)})
	}
	b, err := json.Marshal(struct {
		Context string `json:"@context"`
		Type    string `json:"@type"`
		Items   []item `json:"itemListElement"`
	}{"https://schema.org", "BreadcrumbList", items})
	if err != nil {
		return ""
	}
	return template.JS(b) // #nosec: json.Marshal escapes <, > and &
}
