package records

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The site-wide SEO defaults live in the one row of ajustes_seo (view seo): the title pattern, the
// description and share image of pages that have none, the organisation of the Organization
// JSON-LD, extra robots.txt rules and the search engines' verification codes.

// SEOSettings are the site-wide SEO defaults (the row of ajustes_seo); zero values mean "not set".
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
	st, _, err := ReadSEOSettingsIn(ctx, c, "")
	return st, err
}

// ReadSEOSettingsIn is ReadSEOSettings in lang ("": Spanish), read once: the defaults with the
// texts of their published translation into lang over the Spanish ones, and as Spanish has them.
func ReadSEOSettingsIn(ctx context.Context, c *platformclient.Client, lang string) (inLang, spanish SEOSettings, err error) {
	inLang, spanish, err = oneRowIn(ctx, c, "ajustes_seo", SEOSettingsColumns, lang, SEOSettings{PatronTitulo: DefaultTitlePattern})
	return inLang, spanish, wrap("read SEO settings", err)
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

// UpsertSEOSettings writes the row of ajustes_seo.
func UpsertSEOSettings(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("write SEO settings", c.From("ajustes_seo", cred).Upsert(ctx, []Fields{row}))
}
