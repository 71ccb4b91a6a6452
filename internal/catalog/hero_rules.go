package catalog

import (
	"context"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The home page's hero (ajustes_sitio.portada_*): its buttons link to a path of the site or to an
// http(s) address, never to javascript: or data: — a rule held by the platform for every client (the
// CMS checks its form first; the site also leaves out a link that is not safe).

// Bounds of the hero's columns, in characters: the form's limits too.
const (
	HeroMaxTitle       = 120
	HeroMaxText        = 320
	HeroMaxImage       = 1024
	HeroMaxAlt         = 200
	HeroMaxButtonLabel = 40
	HeroMaxButtonLink  = 2048
)

// heroLinkColumns are the columns holding a button's link.
var heroLinkColumns = []string{"portada_boton1_enlace", "portada_boton2_enlace"}

const msgHeroLink = "El enlace de un botón de la portada debe ser una ruta del sitio (/contacto) o una dirección http:// o https:// completa."

// heroColumns are the hero's columns of ajustes_sitio, with their bounds.
func heroColumns() []schema.Column {
	text := func(name string, max int, oneLine bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, MaxLength: max, OneLine: oneLine}
	}
	return []schema.Column{
		text("portada_titulo", HeroMaxTitle, true),
		text("portada_texto", HeroMaxText, false),
		text("portada_imagen", HeroMaxImage, true), // path in bucket contenido
		text("portada_imagen_alt", HeroMaxAlt, true),
		text("portada_boton1_texto", HeroMaxButtonLabel, true),
		text("portada_boton1_enlace", HeroMaxButtonLink, true),
		text("portada_boton2_texto", HeroMaxButtonLabel, true),
		text("portada_boton2_enlace", HeroMaxButtonLink, true),
	}
}

// checkHeroLinks refuses a button link that is neither a path of the site nor an http(s) address;
// an empty or null link is no button.
func checkHeroLinks(row schema.Row) error {
	for _, c := range heroLinkColumns {
		if s, ok := row[c].(string); ok && s != "" && !pageblocks.ValidLink(s) {
			return pageRuleError(msgHeroLink)
		}
	}
	return nil
}

func settingsBeforeInsert(_ context.Context, _ *database.Tx, row schema.Row) error {
	return checkHeroLinks(row)
}

func settingsBeforeUpdate(_ context.Context, _ *database.Tx, set schema.Row, _ string, _ []any) error {
	return checkHeroLinks(set)
}
