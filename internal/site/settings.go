package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"math"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The site's appearance and public details live in the one row of ajustes_sitio (view
// `templates`). Every page reads them through the same memo as the menus (dropped on every write),
// the theme's colours and font come in /tema.css, and ReadSettings is the read other parts of
// Vitrina use for the site name, logo and contact data (the contact page, the admin's sidebar).

// Settings are the site's public settings; zero values mean "not set".
type Settings struct {
	NombreSitio   *string      `json:"nombre_sitio"`
	Logo          *string      `json:"logo"`    // path in bucket contenido
	Favicon       *string      `json:"favicon"` // path in bucket contenido
	ColorPrimario string       `json:"color_primario"`
	ColorAcento   string       `json:"color_acento"`
	Fuente        string       `json:"fuente"`
	TextoCabecera *string      `json:"texto_cabecera"`
	TextoPie      *string      `json:"texto_pie"`
	Direccion     *string      `json:"direccion"`
	Telefono      *string      `json:"telefono"`
	Email         *string      `json:"email"`
	Horario       *string      `json:"horario"`
	MapaURL       *string      `json:"mapa_url"`
	Redes         []SocialLink `json:"redes"`
	// MostrarEquipo turns the public team page /equipo on.
	MostrarEquipo bool `json:"mostrar_equipo"`
}

// SocialLink is a profile of the company on a social network.
type SocialLink struct {
	Red string `json:"red"` // its name as shown ("LinkedIn")
	URL string `json:"url"`
}

// SettingsColumns are the columns of ajustes_sitio the site reads.
const SettingsColumns = "nombre_sitio,logo,favicon,color_primario,color_acento,fuente,texto_cabecera,texto_pie,direccion,telefono,email,horario,mapa_url,redes,mostrar_equipo"

// SettingsBucket is the bucket of the logo and the favicon.
const SettingsBucket = "contenido"

// Default colours: today's theme.
const (
	DefaultPrimary = "#102a43"
	DefaultAccent  = "#0b5394"
	DefaultFont    = "sistema"
)

// ReadSettings reads the site's public settings as anon; without a row, the defaults.
func ReadSettings(ctx context.Context, c *platformclient.Client) (Settings, error) {
	var rows []Settings
	if _, err := c.From("ajustes_sitio", c.Anon()).Select(SettingsColumns).Eq("id", 1).Get(ctx, &rows); err != nil {
		return Settings{}, fmt.Errorf("read site settings: %w", err)
	}
	if len(rows) == 0 {
		return Settings{ColorPrimario: DefaultPrimary, ColorAcento: DefaultAccent, Fuente: DefaultFont}, nil
	}
	return rows[0], nil
}

// Font is one of the fonts an editor may choose: system font stacks, so the public site makes no
// request for a font file (no font is vendored: see docs/decisions.md).
type Font struct{ Key, Name, Stack string }

// Fonts lists the fonts in the editor's order.
func Fonts() []Font {
	return []Font{
		{"sistema", "Del sistema (sin adornos)", `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`},
		{"humanista", "Humanista", `"Segoe UI", Candara, "Noto Sans", "DejaVu Sans", "Trebuchet MS", sans-serif`},
		{"geometrica", "Geométrica", `Avenir, Montserrat, Corbel, "URW Gothic", "Century Gothic", source-sans-pro, sans-serif`},
		{"serif", "Con serifa", `Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Noto Serif", serif`},
		{"monoespaciada", "Monoespaciada", `ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace`},
	}
}

func fontStack(key string) string {
	for _, f := range Fonts() {
		if f.Key == key {
			return f.Stack
		}
	}
	return Fonts()[0].Stack
}

var hexColour = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// ValidColour reports whether s is a colour as stored: "#rrggbb", lowercase.
func ValidColour(s string) bool { return hexColour.MatchString(s) }

// luminance is WCAG 2.2's relative luminance of "#rrggbb".
func luminance(hex string) float64 {
	channel := func(i int) float64 {
		v, _ := strconv.ParseUint(hex[i:i+2], 16, 8)
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(1) + 0.7152*channel(3) + 0.0722*channel(5)
}

// Contrast is WCAG 2.2's contrast ratio of two "#rrggbb" colours (1 to 21).
func Contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// MinContrast is WCAG AA's ratio for normal text.
const MinContrast = 4.5

// themeCSS is the stylesheet of the chosen colours and font (served at /tema.css).
func themeCSS(st Settings) string {
	primary, accent := st.ColorPrimario, st.ColorAcento
	if !ValidColour(primary) {
		primary = DefaultPrimary
	}
	if !ValidColour(accent) {
		accent = DefaultAccent
	}
	return ":root { --brand: " + primary + "; --accent: " + accent + "; font-family: " + fontStack(st.Fuente) + "; }\n" +
		".hero-intro { background: var(--brand); }\n"
}

// themeURL is /tema.css with a version of its content, so a change reaches browsers at once.
func themeURL(css string) string {
	sum := sha256.Sum256([]byte(css))
	return "/tema.css?v=" + hex.EncodeToString(sum[:6])
}

// themePreviewURL is the stylesheet of unsaved colours and font (a preview's).
func themePreviewURL(st Settings) string {
	return "/tema-vista-previa.css?" + url.Values{"p": {st.ColorPrimario}, "a": {st.ColorAcento}, "f": {st.Fuente}}.Encode()
}

// themePreview answers /tema-vista-previa.css?p=&a=&f=: the theme of the given colours and font
// (checked; anything else falls back to the defaults), for the appearance preview. Nothing is
// stored or cached.
func (s *Site) themePreview(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	css := themeCSS(Settings{ColorPrimario: q.Get("p"), ColorAcento: q.Get("a"), Fuente: q.Get("f")})
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte(css))
}

// themePage answers /tema.css.
func (s *Site) themePage(ctx context.Context, r *http.Request) (*page, error) {
	st := s.currentSettings()
	return &page{status: http.StatusOK, contentType: "text/css; charset=utf-8", body: []byte(themeCSS(st))}, nil
}

// siteChrome is what the layout shows of the settings.
type siteChrome struct {
	Logo, Favicon, HeaderText, FooterText string
	Address, Phone, Email, Hours, MapURL  string
	Social                                []SocialLink
	ThemeURL                              string
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// chromeOf turns settings into what the layout shows; links that are not http(s) are left out.
func (s *Site) chromeOf(st Settings) siteChrome {
	c := siteChrome{Logo: s.imageURL(SettingsBucket, st.Logo), Favicon: s.imageURL(SettingsBucket, st.Favicon),
		HeaderText: deref(st.TextoCabecera), FooterText: deref(st.TextoPie), Address: deref(st.Direccion), Phone: deref(st.Telefono),
		Email: deref(st.Email), Hours: deref(st.Horario), ThemeURL: themeURL(themeCSS(st))}
	if s.pinned != nil {
		c.ThemeURL = themePreviewURL(st)
	}
	if u := deref(st.MapaURL); isWebURL(u) {
		c.MapURL = u
	}
	for _, l := range st.Redes {
		if isWebURL(l.URL) && strings.TrimSpace(l.Red) != "" {
			c.Social = append(c.Social, l)
		}
	}
	return c
}

func isWebURL(u string) bool {
	return strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")
}

// telHref is a phone number as a tel: link: only digits and a leading +, so it is a safe URL.
func telHref(phone string) template.URL {
	var b strings.Builder
	for _, r := range phone {
		if r >= '0' && r <= '9' || r == '+' && b.Len() == 0 {
			b.WriteRune(r)
		}
	}
	return template.URL("tel:" + b.String())
}

// EncodeSocial is the stored form of social links.
func EncodeSocial(links []SocialLink) json.RawMessage {
	if links == nil {
		links = []SocialLink{}
	}
	raw, _ := json.Marshal(links) // strings always encode
	return raw
}

// RenderHome renders the home page without the cache: the appearance preview of a site built with
// Options.Pinned.
func (s *Site) RenderHome(ctx context.Context) ([]byte, error) {
	ctx, cancel := ctxTimeout(ctx)
	defer cancel()
	if err := s.ensureNav(ctx); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "/", nil)
	if err != nil {
		return nil, fmt.Errorf("home request: %w", err)
	}
	p, err := s.homePage(ctx, req)
	if err != nil {
		return nil, err
	}
	return p.body, nil
}
