package site

import (
	"encoding/json"
	"html/template"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// The site-wide SEO defaults (records.SEOSettings, view seo) are read with the appearance settings
// into the same memo (dropped on every write).

// currentSEO are the kept SEO defaults (the defaults before the first read).
func (s *Site) currentSEO() records.SEOSettings {
	s.nav.mu.Lock()
	defer s.nav.mu.Unlock()
	if !s.nav.loaded || s.nav.seo.PatronTitulo == "" {
		return records.SEOSettings{PatronTitulo: records.DefaultTitlePattern}
	}
	return s.nav.seo
}

// applySiteSEO adds the site-wide defaults to a page's layout: the share image, the verification
// codes and, on the home page, the Organization JSON-LD.
func (s *Site) applySiteSEO(l *layout, seo records.SEOSettings, path string) {
	l.DefaultImage = s.absoluteLink(deref(seo.Imagen))
	l.Verification.Google, l.Verification.Bing = deref(seo.VerificacionGoogle), deref(seo.VerificacionBing)
	if path == "/" {
		l.Organization = s.organizationLD(seo, l.SiteName)
	}
}

// absoluteLink makes a path of the site absolute; an absolute URL (or "") is kept.
func (s *Site) absoluteLink(link string) string {
	if strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//") {
		return s.baseURL + link
	}
	return link
}

// organizationLD is the Organization JSON-LD of the home page, from the SEO defaults (the site's
// name and address when they are not set).
func (s *Site) organizationLD(seo records.SEOSettings, siteName string) template.JS {
	doc := map[string]any{"@context": "https://schema.org", "@type": "Organization", "name": siteName, "url": s.baseURL + "/"}
	if n := deref(seo.OrganizacionNombre); n != "" {
		doc["name"] = n
	}
	if u := deref(seo.OrganizacionURL); u != "" {
		doc["url"] = u
	}
	if l := s.absoluteLink(deref(seo.OrganizacionLogo)); l != "" {
		doc["logo"] = l
	}
	if e := deref(seo.OrganizacionEmail); e != "" {
		doc["email"] = e
	}
	if t := deref(seo.OrganizacionTelefono); t != "" {
		doc["telephone"] = t
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return ""
	}
	return template.JS(b) // #nosec: json.Marshal escapes <, > and &
}
