package site

import (
	"context"

	"github.com/vitrina/vitrina/internal/heroform"
	"github.com/vitrina/vitrina/internal/records"
)

// The home page's hero, edited in Apariencia («Portada», records.Hero). What is left empty keeps the
// usual opening: the site's name, a sentence on what it offers and the buttons to the services and
// the clients.

// heroDefaultText is the hero's text when none is set.
const heroDefaultText = "Soluciones a la medida de su empresa: conozca nuestros servicios, proyectos y lo que dicen nuestros clientes."

// heroView is what the home templates show of the hero.
type heroView struct {
	Title    string
	Text     string
	Image    string // the picture's address, "" without one
	ImageAlt string
	Actions  []heroAction // one or two buttons, the first the main one
}

// heroAction is a button of the hero.
type heroAction struct {
	Label string
	Href  string
}

// heroDefaultActions are the buttons of a hero without any of its own.
func heroDefaultActions() []heroAction {
	return []heroAction{{Label: "Conozca nuestros servicios", Href: "#servicios"}, {Label: "Vea a quién ayudamos", Href: "/clientes"}}
}

// heroOf is the hero of the settings; alt is the picture's alternative text (the settings' own, else
// the media library's). A button needs both a label and a safe link (a path of the site or an
// http(s) address); without any such button the usual ones are shown.
func (s *Site) heroOf(h records.Hero, siteName, alt string) heroView {
	v := heroView{Title: deref(h.PortadaTitulo), Text: deref(h.PortadaTexto), Image: s.imageURL(records.SettingsBucket, h.PortadaImagen), ImageAlt: alt}
	if v.Title == "" {
		v.Title = siteName
	}
	if v.Text == "" {
		v.Text = heroDefaultText
	}
	for _, b := range [][2]*string{{h.PortadaBoton1Texto, h.PortadaBoton1Enlace}, {h.PortadaBoton2Texto, h.PortadaBoton2Enlace}} {
		label, href := deref(b[0]), deref(b[1])
		if label != "" && heroform.ValidLink(href) {
			v.Actions = append(v.Actions, heroAction{Label: label, Href: href})
		}
	}
	if len(v.Actions) == 0 {
		v.Actions = heroDefaultActions()
	}
	return v
}

// heroAlt is the alternative text of the hero's picture: the settings' own, else the media
// library's, else none (the headline beside it says what the page is).
func (s *Site) heroAlt(ctx context.Context, h records.Hero) string {
	return s.libraryAlt(ctx, deref(h.PortadaImagenAlt), records.SettingsBucket, h.PortadaImagen, "")
}
