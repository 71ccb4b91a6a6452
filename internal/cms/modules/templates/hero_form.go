package templates

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/heroform"
	"github.com/vitrina/vitrina/internal/records"
)

// The «Portada» section of Apariencia: the home page's hero (records.Hero). Its picture is an image
// field like the logo's (uploaded, or picked from the media library), its alternative text the
// field's <name>_alt; the bounds and the links' rule are heroform's, which the platform holds too.

// heroImage is the hero picture's field and column; heroRemove the box that takes the picture away.
const (
	heroImage  = "portada_imagen"
	heroRemove = "portada_imagen_quitar"
)

// heroButtons are the label and link fields of the hero's two buttons.
var heroButtons = [][2]string{{"portada_boton1_texto", "portada_boton1_enlace"}, {"portada_boton2_texto", "portada_boton2_enlace"}}

// heroFields are the hero's fields of the form, kept as typed after a refusal.
var heroFields = []string{"portada_titulo", "portada_texto", "portada_imagen_alt", "portada_boton1_texto", "portada_boton1_enlace",
	"portada_boton2_texto", "portada_boton2_enlace", cms.LibraryField(heroImage), heroRemove}

// heroForm is the form of a stored hero.
func heroForm(h records.Hero) map[string]string {
	return map[string]string{"portada_titulo": cms.Deref(h.PortadaTitulo), "portada_texto": cms.Deref(h.PortadaTexto),
		"portada_imagen_alt": cms.Deref(h.PortadaImagenAlt), "portada_boton1_texto": cms.Deref(h.PortadaBoton1Texto),
		"portada_boton1_enlace": cms.Deref(h.PortadaBoton1Enlace), "portada_boton2_texto": cms.Deref(h.PortadaBoton2Texto),
		"portada_boton2_enlace": cms.Deref(h.PortadaBoton2Enlace)}
}

// checkHero validates the hero's fields into values (an empty field is null: the site's usual
// opening); a button needs both its text and its link.
func checkHero(form map[string]string, values map[string]any, fields cms.FieldMessages) {
	text := func(name string, limit int, oneLine bool) string {
		s := strings.TrimSpace(strings.ReplaceAll(form[name], "\r\n", "\n"))
		switch {
		case utf8.RuneCountInString(s) > limit:
			fields[name] = fmt.Sprintf(MsgTooLong, limit)
		case oneLine && strings.ContainsAny(s, "\n\r\t"):
			fields[name] = MsgOneLine
		}
		if s == "" {
			values[name] = nil
		} else {
			values[name] = s
		}
		return s
	}
	text("portada_titulo", heroform.MaxTitle, true)
	text("portada_texto", heroform.MaxText, false)
	text("portada_imagen_alt", heroform.MaxAlt, true)
	for _, b := range heroButtons {
		label, link := text(b[0], heroform.MaxButtonLabel, true), text(b[1], heroform.MaxButtonLink, true)
		switch {
		case fields[b[0]] != "" || fields[b[1]] != "":
		case link != "" && !heroform.ValidLink(link):
			fields[b[1]] = heroform.MsgLink
		case label != "" && link == "":
			fields[b[1]] = MsgHeroLinkMissing
		case label == "" && link != "":
			fields[b[0]] = MsgHeroLabelMissing
		}
	}
}
