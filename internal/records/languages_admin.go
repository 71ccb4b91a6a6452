package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Language is a row of idiomas: a language of the site besides Spanish, by BCP 47 code, with its name
// in that language, whether the site offers it, its place in the list and what an untranslated item
// answers in it (SinTraduccion: "no_encontrada" or "idioma_principal").
type Language struct {
	Codigo        string `json:"codigo"`
	Nombre        string `json:"nombre"`
	Activo        bool   `json:"activo"`
	Orden         int    `json:"orden"`
	SinTraduccion string `json:"sin_traduccion"`
}

// What an address in a language answers for an item without a published translation.
const (
	UntranslatedNotFound = "no_encontrada"
	UntranslatedDefault  = "idioma_principal"
)

// Languages reads the site's other languages in their order.
func Languages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]Language, error) {
	rows := []Language{}
	_, err := c.From("idiomas", cred).Select("codigo,nombre,activo,orden,sin_traduccion").
		Order("orden", false).Order("codigo", false).Limit(500).Get(ctx, &rows)
	return rows, wrap("read languages", err)
}

// ActiveLanguages reads the languages the site offers, in their order, as the public reads them.
func ActiveLanguages(ctx context.Context, c *platformclient.Client) ([]Language, error) {
	rows := []Language{}
	_, err := c.From("idiomas", c.Anon()).Select("codigo,nombre,activo,orden,sin_traduccion").Eq("activo", true).
		Order("orden", false).Order("codigo", false).Limit(500).Get(ctx, &rows)
	return rows, wrap("read the active languages", err)
}

// LanguageByCode reads one language; nil when there is none.
func LanguageByCode(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, code string) (*Language, error) {
	var rows []Language
	_, err := c.From("idiomas", cred).Select("codigo,nombre,activo,orden,sin_traduccion").Eq("codigo", code).Get(ctx, &rows)
	return first(rows), wrap("read a language", err)
}

// InsertLanguage adds l.
func InsertLanguage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, l Language) error {
	return wrap("insert a language", c.From("idiomas", cred).Insert(ctx, l, nil))
}

// UpdateLanguage saves everything of l but its code, and reports whether the language was there.
func UpdateLanguage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, l Language) (bool, error) {
	var rows []struct {
		Codigo string `json:"codigo"`
	}
	err := c.From("idiomas", cred).Select("codigo").Eq("codigo", l.Codigo).
		Update(ctx, Fields{"nombre": l.Nombre, "activo": l.Activo, "orden": l.Orden, "sin_traduccion": l.SinTraduccion}, &rows)
	return len(rows) > 0, wrap("update a language", err)
}
