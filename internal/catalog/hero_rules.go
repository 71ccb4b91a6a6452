package catalog

import (
	"context"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/heroform"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The home page's hero (ajustes_sitio.portada_*): its buttons link to a path of the site or to an
// http(s) address, never to javascript: or data: — a rule held by the platform for every client (the
// CMS checks its form first; the site also leaves out a link that is not safe).

// heroLinkColumns are the columns holding a button's link.
var heroLinkColumns = []string{"portada_boton1_enlace", "portada_boton2_enlace"}

// heroColumns are the hero's columns of ajustes_sitio, with their bounds (heroform's, the form's too).
func heroColumns() []schema.Column {
	text := func(name string, max int, oneLine bool) schema.Column {
		return schema.Column{Name: name, Type: schema.Text, MaxLength: max, OneLine: oneLine}
	}
	return []schema.Column{
		text("portada_titulo", heroform.MaxTitle, true),
		text("portada_texto", heroform.MaxText, false),
		text("portada_imagen", heroform.MaxImage, true), // path in bucket contenido
		text("portada_imagen_alt", heroform.MaxAlt, true),
		text("portada_boton1_texto", heroform.MaxButtonLabel, true),
		text("portada_boton1_enlace", heroform.MaxButtonLink, true),
		text("portada_boton2_texto", heroform.MaxButtonLabel, true),
		text("portada_boton2_enlace", heroform.MaxButtonLink, true),
	}
}

// checkHeroLinks refuses a button link that is neither a path of the site nor an http(s) address;
// an empty or null link is no button.
func checkHeroLinks(row schema.Row) error {
	for _, c := range heroLinkColumns {
		if s, ok := row[c].(string); ok && s != "" && !heroform.ValidLink(s) {
			return pageRuleError(heroform.MsgLink)
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
