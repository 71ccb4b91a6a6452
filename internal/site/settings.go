package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/theme"
)

// The site's appearance and public details (records.Settings, view `templates`): every page reads
// them through the same memo as the menus (dropped on every write), and the theme's colours and
// font come in /tema.css.

// fontOf is the font of column fuente's key; the first (the system's) for an unknown one.
func fontOf(key string) records.Font {
	for _, f := range records.Fonts() {
		if f.Key == key {
			return f
		}
	}
	return records.Fonts()[0]
}

// fontFaces are the @font-face rules of a self-hosted font ("" for a system stack), its files at
// their versioned static addresses (font-display: swap: text shows at once in the fallback).
func fontFaces(f records.Font, static *staticFiles) string {
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

// themeCSS is the stylesheet of the chosen colours and font (served at /tema.css).
func themeCSS(st records.Settings, static *staticFiles) string {
	primary, accent := st.ColorPrimario, st.ColorAcento
	if !records.ValidColour(primary) {
		primary = records.DefaultPrimary
	}
	if !records.ValidColour(accent) {
		accent = records.DefaultAccent
	}
	font := fontOf(st.Fuente)
	return fontFaces(font, static) + ":root { --brand: " + primary + "; --accent: " + accent + "; font-family: " + font.Stack + "; }\n" +
		".hero-intro { background: var(--brand); }\n"
}

// themeOptionsCSS are the theme's colour options as custom properties (--<id>), for its stylesheets.
func (s *Site) themeOptionsCSS(st records.Settings) string {
	tl := s.themeOf(st)
	var b strings.Builder
	for _, o := range tl.theme.Options {
		if v, ok := tl.Options[o.ID].(string); ok && o.Kind == theme.KindColour {
			fmt.Fprintf(&b, " --%s: %s;", strings.ReplaceAll(o.ID, "_", "-"), v) // checked: #rrggbb
		}
	}
	if b.Len() == 0 {
		return ""
	}
	return ":root {" + b.String() + " }\n"
}

// siteThemeCSS is /tema.css: the colours and font of the settings and the theme's colour options.
func (s *Site) siteThemeCSS(st records.Settings) string {
	return themeCSS(st, s.static) + s.themeOptionsCSS(st)
}

// themeFile answers a file of a theme's static/ folder (/temas/<theme>/<file>); the files cannot
// run anything, even opened on their own.
func (s *Site) themeFile(w http.ResponseWriter, r *http.Request) {
	t := s.themes.Get(r.PathValue("theme"))
	if t == nil || t.Name == BaseTheme {
		s.fail(w, r, errNotFound)
		return
	}
	w.Header().Set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if !s.themeSet(t).static.serve(w, r) {
		s.fail(w, r, errNotFound)
	}
}

// themeURL is /tema.css with a version of its content, so a change reaches browsers at once.
func themeURL(css string) string {
	sum := sha256.Sum256([]byte(css))
	return "/tema.css?v=" + hex.EncodeToString(sum[:6])
}

// themePreviewURL is the stylesheet of unsaved colours and font (a preview's).
func themePreviewURL(st records.Settings) string {
	q := url.Values{"p": {st.ColorPrimario}, "a": {st.ColorAcento}, "f": {st.Fuente}}
	if st.Tema != "" && st.Tema != BaseTheme {
		q.Set("t", st.Tema)
		q.Set("o", string(st.TemaOpciones))
	}
	return "/tema-vista-previa.css?" + q.Encode()
}

// themePreview answers /tema-vista-previa.css?p=&a=&f=: the theme of the given colours and font
// (checked; anything else falls back to the defaults), for the appearance preview. Nothing is
// stored or cached.
func (s *Site) themePreview(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	css := s.siteThemeCSS(records.Settings{ColorPrimario: q.Get("p"), ColorAcento: q.Get("a"), Fuente: q.Get("f"),
		Tema: q.Get("t"), TemaOpciones: []byte(q.Get("o"))})
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte(css))
}

// themePage answers /tema.css.
func (s *Site) themePage(ctx context.Context, r *http.Request) (*page, error) {
	st := s.currentSettings()
	return &page{status: http.StatusOK, contentType: "text/css; charset=utf-8", body: []byte(s.siteThemeCSS(st))}, nil
}

// siteChrome is what the layout shows of the settings.
type siteChrome struct {
	Logo, Favicon, HeaderText, FooterText string
	Address, Phone, Email, Hours, MapURL  string
	Social                                []records.SocialLink
	ThemeURL                              string
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// chromeOf turns settings into what the layout shows; links that are not http(s) are left out.
func (s *Site) chromeOf(st records.Settings) siteChrome {
	c := siteChrome{Logo: s.imageURL(records.SettingsBucket, st.Logo), Favicon: s.imageURL(records.SettingsBucket, st.Favicon),
		HeaderText: deref(st.TextoCabecera), FooterText: deref(st.TextoPie), Address: deref(st.Direccion), Phone: deref(st.Telefono),
		Email: deref(st.Email), Hours: deref(st.Horario), ThemeURL: themeURL(s.siteThemeCSS(st))}
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
