package templates

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// settingsTable is the one-row table of the site's settings, and its row's id.
const (
	settingsTable = "ajustes_sitio"
	settingsID    = 1
)

// Limits of the settings form, in characters.
const (
	maxName   = 80
	maxShort  = 200
	maxText   = 500
	maxSocial = 12
)

// settingsFields are the text fields of the settings form, kept as typed after a refusal.
var settingsFields = []string{"nombre_sitio", "color_primario", "color_acento", "fuente", "texto_cabecera", "texto_pie",
	"direccion", "telefono", "email", "horario", "mapa_url", "redes", "mostrar_equipo", "logo_biblioteca", "favicon_biblioteca", "tema"}

// formFields are every field of the settings form kept as typed: the settings' and the hero's.
func formFields() []string { return append(append([]string{}, settingsFields...), heroFields...) }

// storedSettings reads the row (the defaults without one), with the logo and favicon paths.
func (m *module) storedSettings(ctx context.Context) (records.Settings, error) {
	st, err := records.ReadSettings(ctx, m.Svc.Client())
	if err != nil {
		return records.Settings{}, cms.PlatformFailure(err)
	}
	return st, nil
}

// settingsForm is the form of stored settings.
func settingsForm(st records.Settings) map[string]string {
	d := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	var social []string
	for _, l := range st.Redes {
		social = append(social, l.Red+" | "+l.URL)
	}
	form := heroForm(st.Hero)
	form["tema"] = st.Tema
	for id, v := range st.ThemeOptions() {
		form[optionFieldName(st.Tema, id)] = v
	}
	for k, v := range map[string]string{"nombre_sitio": d(st.NombreSitio), "color_primario": st.ColorPrimario, "color_acento": st.ColorAcento,
		"fuente": st.Fuente, "texto_cabecera": d(st.TextoCabecera), "texto_pie": d(st.TextoPie), "direccion": d(st.Direccion),
		"telefono": d(st.Telefono), "email": d(st.Email), "horario": d(st.Horario), "mapa_url": d(st.MapaURL),
		"redes": strings.Join(social, "\n"), "mostrar_equipo": onOff(st.MostrarEquipo)} {
		form[k] = v
	}
	return form
}

// onOff is a checkbox's form value.
func onOff(b bool) string {
	if b {
		return "on"
	}
	return ""
}

// checkSettings validates the form into the row's values; colours are refused below WCAG AA
// contrast with white text, with the measured ratio in the message.
func checkSettings(form map[string]string) (map[string]any, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	v := map[string]any{"id": settingsID}
	text := func(name string, limit int) {
		s := strings.TrimSpace(form[name])
		if utf8.RuneCountInString(s) > limit {
			fields[name] = fmt.Sprintf(MsgTooLong, limit)
		}
		if s == "" {
			v[name] = nil
		} else {
			v[name] = s
		}
	}
	text("nombre_sitio", maxName)
	for _, f := range []string{"texto_cabecera", "direccion", "telefono", "horario"} {
		text(f, maxShort)
	}
	text("texto_pie", maxText)
	text("email", maxShort)
	text("mapa_url", 2048)
	for _, c := range []struct{ name, msg string }{{"color_primario", MsgPrimaryContrast}, {"color_acento", MsgAccentContrast}} {
		colour := strings.ToLower(strings.TrimSpace(form[c.name]))
		switch {
		case !records.ValidColour(colour):
			fields[c.name] = MsgColourFormat
		case records.Contrast("#ffffff", colour) < records.MinContrast:
			ratio := strings.Replace(fmt.Sprintf("%.2f", records.Contrast("#ffffff", colour)), ".", ",", 1)
			fields[c.name] = fmt.Sprintf(c.msg, colour, ratio)
		}
		v[c.name] = colour
	}
	font := strings.TrimSpace(form["fuente"])
	known := false
	for _, f := range records.Fonts() {
		known = known || f.Key == font
	}
	if !known {
		fields["fuente"] = MsgFontInvalid
	}
	v["fuente"] = font
	if e, ok := v["email"].(string); ok {
		if a, err := mail.ParseAddress(e); err != nil || a.Address != e {
			fields["email"] = MsgEmailInvalid
		}
	}
	if u, ok := v["mapa_url"].(string); ok && !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") {
		fields["mapa_url"] = MsgMapURLInvalid
	}
	var links []records.SocialLink
	n := 0
	for line := range strings.SplitSeq(form["redes"], "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		n++
		name, url, ok := strings.Cut(line, "|")
		name, url = strings.TrimSpace(name), strings.TrimSpace(url)
		if !ok || name == "" || utf8.RuneCountInString(name) > 40 || !strings.HasPrefix(url, "https://") && !strings.HasPrefix(url, "http://") ||
			strings.ContainsAny(url, " \t") || n > maxSocial {
			fields["redes"] = fmt.Sprintf(MsgSocialInvalid, n)
			break
		}
		links = append(links, records.SocialLink{Red: name, URL: url})
	}
	v["redes"] = records.EncodeSocial(links)
	v["mostrar_equipo"] = form["mostrar_equipo"] == "on"
	checkHero(form, v, fields)
	return v, fields
}

// saveSettings writes the row (created the first time) in one request.
func (m *module) writeSettings(ctx context.Context, token string, values map[string]any) error {
	if err := records.UpsertSettings(ctx, m.Svc.Client(), platformclient.AsUser(token), values); err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}
