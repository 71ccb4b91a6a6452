package seo

import (
	"context"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// settingsID is the id of ajustes_seo's one row.
const settingsID = 1

// Limits of the settings form, in characters.
const (
	maxPattern     = 120
	maxDescription = 300
	maxShort       = 200
	maxURL         = 2048
	maxRobots      = 4000
)

// settingsFields are the fields of the settings form, kept as typed after a refusal.
var settingsFields = []string{"patron_titulo", "descripcion", "imagen", "organizacion_nombre", "organizacion_url",
	"organizacion_logo", "organizacion_email", "organizacion_telefono", "robots", "verificacion_google", "verificacion_bing"}

// verificationCode is what a search engine's verification meta tag carries.
var verificationCode = regexp.MustCompile(`^[A-Za-z0-9_-]{4,120}$`)

// robotsLine is one line an editor may add to robots.txt.
var robotsLine = regexp.MustCompile(`(?i)^(#.*|(user-agent|allow|disallow|crawl-delay|sitemap)\s*:\s*\S.*)$`)

// settingsForm is the form of the stored settings.
func settingsForm(st records.SEOSettings) map[string]string {
	return map[string]string{"patron_titulo": st.PatronTitulo, "descripcion": cms.Deref(st.Descripcion), "imagen": cms.Deref(st.Imagen),
		"organizacion_nombre": cms.Deref(st.OrganizacionNombre), "organizacion_url": cms.Deref(st.OrganizacionURL),
		"organizacion_logo": cms.Deref(st.OrganizacionLogo), "organizacion_email": cms.Deref(st.OrganizacionEmail),
		"organizacion_telefono": cms.Deref(st.OrganizacionTelefono), "robots": cms.Deref(st.Robots),
		"verificacion_google": cms.Deref(st.VerificacionGoogle), "verificacion_bing": cms.Deref(st.VerificacionBing)}
}

// checkSettings validates the form into the row's values.
func checkSettings(form map[string]string) (map[string]any, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	v := map[string]any{"id": settingsID}
	text := func(name string, limit int) string {
		s := strings.TrimSpace(form[name])
		if utf8.RuneCountInString(s) > limit {
			fields[name] = fmt.Sprintf(MsgTooLong, limit)
		}
		v[name] = cms.Optional(s)
		return s
	}
	pattern := strings.TrimSpace(form["patron_titulo"])
	if pattern == "" {
		pattern = records.DefaultTitlePattern
	}
	if !strings.Contains(pattern, "{titulo}") || utf8.RuneCountInString(pattern) > maxPattern {
		fields["patron_titulo"] = MsgTitlePattern
	}
	v["patron_titulo"] = pattern
	text("descripcion", maxDescription)
	text("organizacion_nombre", maxShort)
	text("organizacion_telefono", maxShort)
	for _, name := range []string{"imagen", "organizacion_url", "organizacion_logo"} {
		if s := text(name, maxURL); s != "" && !isLink(s) {
			fields[name] = MsgURL
		}
	}
	if e := text("organizacion_email", maxShort); e != "" {
		if a, err := mail.ParseAddress(e); err != nil || a.Address != e {
			fields["organizacion_email"] = MsgEmail
		}
	}
	for _, name := range []string{"verificacion_google", "verificacion_bing"} {
		if s := text(name, 120); s != "" && !verificationCode.MatchString(s) {
			fields[name] = MsgVerification
		}
	}
	if rules := text("robots", maxRobots); rules != "" {
		for line := range strings.SplitSeq(rules, "\n") {
			if line = strings.TrimSpace(line); line != "" && !robotsLine.MatchString(line) {
				fields["robots"] = MsgRobots
				break
			}
		}
	}
	return v, fields
}

// isLink reports whether s is an absolute http(s) URL or a path of the site.
func isLink(s string) bool {
	if strings.ContainsAny(s, " \t\r\n\"<>") {
		return false
	}
	return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//")
}

// readSettings reads the stored settings (the defaults without a row).
func (m *module) readSettings(ctx context.Context) (records.SEOSettings, error) {
	st, err := records.ReadSEOSettings(ctx, m.Svc.Client())
	if err != nil {
		return records.SEOSettings{}, cms.PlatformFailure(err)
	}
	return st, nil
}

// writeSettings writes the row (created the first time) in one request.
func (m *module) writeSettings(ctx context.Context, token string, values map[string]any) error {
	if err := records.UpsertSEOSettings(ctx, m.Svc.Client(), platformclient.AsUser(token), values); err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}
