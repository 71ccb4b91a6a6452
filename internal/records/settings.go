package records

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The site's appearance and public details live in the one row of ajustes_sitio (view `templates`):
// the site renders every page with them, and other parts of Vitrina read the site name, logo and
// contact data from them (the contact page, the admin's sidebar).

// Settings are the site's public settings (the row of ajustes_sitio); zero values mean "not set".
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
	// Tema is the name of the site's theme ("base" by default); TemaOpciones its option values, a
	// JSON object of option id → value (internal/theme: unknown ids and values fall back to the
	// theme's defaults).
	Tema         string          `json:"tema"`
	TemaOpciones json.RawMessage `json:"tema_opciones"`
	Hero
}

// Hero is the home page's opening (the portada_* columns): an image of bucket contenido with its
// alternative text, a headline, a text and up to two buttons. Empty values keep the site's name,
// tagline and usual buttons.
type Hero struct {
	PortadaTitulo       *string `json:"portada_titulo"`
	PortadaTexto        *string `json:"portada_texto"`
	PortadaImagen       *string `json:"portada_imagen"` // path in bucket contenido
	PortadaImagenAlt    *string `json:"portada_imagen_alt"`
	PortadaBoton1Texto  *string `json:"portada_boton1_texto"`
	PortadaBoton1Enlace *string `json:"portada_boton1_enlace"`
	PortadaBoton2Texto  *string `json:"portada_boton2_texto"`
	PortadaBoton2Enlace *string `json:"portada_boton2_enlace"`
}

// HeroColumns are the hero's columns of ajustes_sitio.
const HeroColumns = "portada_titulo,portada_texto,portada_imagen,portada_imagen_alt,portada_boton1_texto,portada_boton1_enlace,portada_boton2_texto,portada_boton2_enlace"

// ThemeOptions are the stored option values of the theme; what is not a string or a boolean is
// left out (the theme's default applies).
func (s Settings) ThemeOptions() map[string]string {
	var raw map[string]any
	_ = json.Unmarshal(s.TemaOpciones, &raw) // anything unreadable is no values: the defaults
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		switch v := v.(type) {
		case string:
			out[k] = v
		case bool:
			out[k] = fmt.Sprint(v)
		}
	}
	return out
}

// EncodeThemeOptions is the stored form of a theme's option values.
func EncodeThemeOptions(values map[string]string) json.RawMessage {
	if values == nil {
		values = map[string]string{}
	}
	raw, _ := json.Marshal(values) // strings always encode
	return raw
}

// SocialLink is a profile of the company on a social network.
type SocialLink struct {
	Red string `json:"red"` // its name as shown ("LinkedIn")
	URL string `json:"url"`
}

// SettingsColumns are the columns of ajustes_sitio the site reads.
const SettingsColumns = "nombre_sitio,logo,favicon,color_primario,color_acento,fuente,texto_cabecera,texto_pie,direccion,telefono,email,horario,mapa_url,redes,mostrar_equipo,tema,tema_opciones," + HeroColumns

// SettingsBucket is the bucket of the logo and the favicon.
const SettingsBucket = "contenido"

// Default colours: today's theme.
const (
	DefaultPrimary = "#102a43"
	DefaultAccent  = "#0b5394"
	DefaultFont    = "sistema"
	DefaultTheme   = "base"
)

// DefaultSettings are the settings of a site without a row.
func DefaultSettings() Settings {
	return Settings{ColorPrimario: DefaultPrimary, ColorAcento: DefaultAccent, Fuente: DefaultFont, Tema: DefaultTheme}
}

// ReadSettings reads the site's public settings as anon; without a row, the defaults.
func ReadSettings(ctx context.Context, c *platformclient.Client) (Settings, error) {
	st, _, err := ReadSettingsIn(ctx, c, "")
	return st, err
}

// ReadSettingsIn is ReadSettings in lang ("": Spanish), read once: the settings with the texts of
// their published translation into lang over the Spanish ones, and as Spanish has them.
func ReadSettingsIn(ctx context.Context, c *platformclient.Client, lang string) (inLang, spanish Settings, err error) {
	inLang, spanish, err = oneRowIn(ctx, c, "ajustes_sitio", SettingsColumns, lang, DefaultSettings())
	return inLang, spanish, wrap("read site settings", err)
}

// EncodeSocial is the stored form of social links.
func EncodeSocial(links []SocialLink) json.RawMessage {
	if links == nil {
		links = []SocialLink{}
	}
	raw, _ := json.Marshal(links) // strings always encode
	return raw
}

var hexColour = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// ValidColour reports whether s is a colour as stored: "#rrggbb", lowercase.
func ValidColour(s string) bool { return hexColour.MatchString(s) }

// InsertSettings inserts the row of ajustes_sitio.
func InsertSettings(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("insert site settings", c.From("ajustes_sitio", cred).Insert(ctx, row, nil))
}
