package site

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The site-wide SEO defaults live in the one row of ajustes_seo (view seo), read with the appearance
// settings into the same memo (dropped on every write): the title pattern, the description and share
// image of pages that have none, the organisation of the Organization JSON-LD, extra robots.txt
// rules and the search engines' verification codes.

// SEOSettings are the site-wide SEO defaults; zero values mean "not set".
type SEOSettings struct {
	PatronTitulo         string  `json:"patron_titulo"`
	Descripcion          *string `json:"descripcion"`
	Imagen               *string `json:"imagen"` // an absolute URL or a path of the site
	OrganizacionNombre   *string `json:"organizacion_nombre"`
	OrganizacionURL      *string `json:"organizacion_url"`
	OrganizacionLogo     *string `json:"organizacion_logo"`
	OrganizacionEmail    *string `json:"organizacion_email"`
	OrganizacionTelefono *string `json:"organizacion_telefono"`
	Robots               *string `json:"robots"` // extra robots.txt lines
	VerificacionGoogle   *string `json:"verificacion_google"`
	VerificacionBing     *string `json:"verificacion_bing"`
}

// SEOSettingsColumns are the columns of ajustes_seo the site reads.
const SEOSettingsColumns = "patron_titulo,descripcion,imagen,organizacion_nombre,organizacion_url,organizacion_logo," +
	"organizacion_email,organizacion_telefono,robots,verificacion_google,verificacion_bing"

// DefaultTitlePattern makes a page's title: {titulo} is the page's, {sitio} the site's name.
const DefaultTitlePattern = "{titulo} | {sitio}"

// ReadSEOSettings reads the SEO defaults (the defaults without a row).
func ReadSEOSettings(ctx context.Context, c *platformclient.Client) (SEOSettings, error) {
	var rows []SEOSettings
	if _, err := c.From("ajustes_seo", c.Anon()).Select(SEOSettingsColumns).Eq("id", 1).Get(ctx, &rows); err != nil {
		return SEOSettings{}, fmt.Errorf("read SEO settings: %w", err)
	}
	if len(rows) == 0 {
		return SEOSettings{PatronTitulo: DefaultTitlePattern}, nil
	}
	return rows[0], nil
}

// FullTitle is a page's <title>: the pattern with the page's title and the site's name; the site's
// name alone for a page without a title (the home page).
func (st SEOSettings) FullTitle(title, site string) string {
	if title == "" {
		return site
	}
	pattern := st.PatronTitulo
	if !strings.Contains(pattern, "{titulo}") {
		pattern = DefaultTitlePattern
	}
	return strings.NewReplacer("{titulo}", title, "{sitio}", site).Replace(pattern)
}

// currentSEO are the kept SEO defaults (the defaults before the first read).
func (s *Site) currentSEO() SEOSettings {
	s.nav.mu.Lock()
	defer s.nav.mu.Unlock()
	if !s.nav.loaded || s.nav.seo.PatronTitulo == "" {
		return SEOSettings{PatronTitulo: DefaultTitlePattern}
	}
	return s.nav.seo
}

// applySiteSEO adds the site-wide defaults to a page's layout: the share image, the verification
// codes and, on the home page, the Organization JSON-LD.
func (s *Site) applySiteSEO(l *layout, seo SEOSettings, path string) {
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
func (s *Site) organizationLD(seo SEOSettings, siteName string) template.JS {
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
