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

// Font is one of the fonts an editor may choose: a system font stack (no request for a font file),
// or a self-hosted family (Files: its Latin woff2 files by weight, in static/, under the SIL Open Font
// License beside them) in front of a system stack, so the site asks no third party for fonts.
type Font struct {
	Key, Name, Stack string
	Family           string         // the @font-face family of a self-hosted font
	Files            map[int]string // its woff2 files by weight (400, 700)
}

// Fonts lists the fonts in the editor's order.
func Fonts() []Font {
	const sans, serif = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`, `Georgia, "Noto Serif", serif`
	return []Font{
		{Key: "sistema", Name: "Del sistema (sin adornos)", Stack: sans},
		{Key: "humanista", Name: "Humanista", Stack: `"Segoe UI", Candara, "Noto Sans", "DejaVu Sans", "Trebuchet MS", sans-serif`},
		{Key: "geometrica", Name: "Geométrica", Stack: `Avenir, Montserrat, Corbel, "URW Gothic", "Century Gothic", source-sans-pro, sans-serif`},
		{Key: "serif", Name: "Con serifa", Stack: `Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Noto Serif", serif`},
		{Key: "monoespaciada", Name: "Monoespaciada", Stack: `ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace`},
		{Key: "inter", Name: "Inter (incluida en el sitio)", Stack: `"Inter", ` + sans, Family: "Inter",
			Files: map[int]string{400: "inter-400.woff2", 700: "inter-700.woff2"}},
		{Key: "source-sans", Name: "Source Sans 3 (incluida en el sitio)", Stack: `"Source Sans 3", ` + sans, Family: "Source Sans 3",
			Files: map[int]string{400: "source-sans-3-400.woff2", 700: "source-sans-3-700.woff2"}},
		{Key: "merriweather", Name: "Merriweather, con serifa (incluida en el sitio)", Stack: `"Merriweather", ` + serif, Family: "Merriweather",
			Files: map[int]string{400: "merriweather-400.woff2", 700: "merriweather-700.woff2"}},
	}
}

func fontOf(key string) Font {
	for _, f := range Fonts() {
		if f.Key == key {
			return f
		}
	}
	return Fonts()[0]
}

// fontFaces are the @font-face rules of a self-hosted font ("" for a system stack), its files at
// their versioned static addresses (font-display: swap: text shows at once in the fallback).
func fontFaces(f Font, static *staticFiles) string {
	var b strings.Builder
	for _, weight := range []int{400, 700} {
		file, ok := f.Files[weight]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "@font-face { font-family: %q; font-style: normal; font-weight: %d; font-display: swap; src: url(%s) format(\"woff2\"); }\n",
			f.Family, weight, static.url(file))
	}
	return b.String()
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
func themeCSS(st Settings, static *staticFiles) string {
	primary, accent := st.ColorPrimario, st.ColorAcento
	if !ValidColour(primary) {
		primary = DefaultPrimary
	}
	if !ValidColour(accent) {
		accent = DefaultAccent
	}
	font := fontOf(st.Fuente)
	return fontFaces(font, static) + ":root { --brand: " + primary + "; --accent: " + accent + "; font-family: " + font.Stack + "; }\n" +
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
	css := themeCSS(Settings{ColorPrimario: q.Get("p"), ColorAcento: q.Get("a"), Fuente: q.Get("f")}, s.static)
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte(css))
}

// themePage answers /tema.css.
func (s *Site) themePage(ctx context.Context, r *http.Request) (*page, error) {
	st := s.currentSettings()
	return &page{status: http.StatusOK, contentType: "text/css; charset=utf-8", body: []byte(themeCSS(st, s.static))}, nil
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
		Email: deref(st.Email), Hours: deref(st.Horario), ThemeURL: themeURL(themeCSS(st, s.static))}
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
