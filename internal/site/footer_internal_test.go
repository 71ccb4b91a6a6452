package site

import (
	"reflect"
	"testing"

	"github.com/vitrina/vitrina/internal/records"
)

// TestFooterLinks: each address shows once in the footer — the contact data and the social links
// keep theirs, the menu drops what they already show and its own repeats — whatever the spelling
// of the same address.
func TestFooterLinks(t *testing.T) {
	linkedIn := records.SocialLink{Red: "LinkedIn", URL: "https://www.linkedin.com/company/altamar"}
	for _, c := range []struct {
		name       string
		menu       []navLink
		social     []records.SocialLink
		contact    []string
		wantMenu   []navLink
		wantSocial []records.SocialLink
	}{
		{name: "nothing repeated", menu: []navLink{{Href: "/aviso-legal", Label: "Aviso legal"}}, social: []records.SocialLink{linkedIn},
			wantMenu: []navLink{{Href: "/aviso-legal", Label: "Aviso legal"}}, wantSocial: []records.SocialLink{linkedIn}},
		{name: "a social link in the menu", social: []records.SocialLink{linkedIn},
			menu:       []navLink{{Href: "http://linkedin.com/company/altamar/", Label: "LinkedIn"}, {Href: "/aviso-legal", Label: "Aviso legal"}},
			wantMenu:   []navLink{{Href: "/aviso-legal", Label: "Aviso legal"}},
			wantSocial: []records.SocialLink{linkedIn}},
		{name: "the contact data's e-mail and map", contact: []string{"mailto:hola@altamar.example", "https://osm.example/mapa"},
			menu:     []navLink{{Href: "mailto:hola@altamar.example", Label: "Escríbanos"}, {Href: "https://osm.example/mapa#zoom", Label: "Mapa"}},
			wantMenu: nil},
		{name: "the menu's own repeats and children", menu: []navLink{
			{Href: "/blog", Label: "Blog", Children: []navLink{{Href: "/blog/", Label: "Todas"}, {Href: "/blog/etiqueta/a", Label: "A"}}},
			{Href: "/blog", Label: "Blog otra vez"}},
			wantMenu: []navLink{{Href: "/blog", Label: "Blog", Children: []navLink{{Href: "/blog/etiqueta/a", Label: "A"}}}}},
		{name: "two social links to one page", social: []records.SocialLink{linkedIn, {Red: "Linkedin", URL: "https://linkedin.com/company/altamar"}},
			wantSocial: []records.SocialLink{linkedIn}},
	} {
		menu, social := footerLinks(c.menu, c.social, c.contact...)
		if !reflect.DeepEqual(menu, c.wantMenu) || !reflect.DeepEqual(social, c.wantSocial) {
			t.Errorf("%s: menu %v social %v, want %v %v", c.name, menu, social, c.wantMenu, c.wantSocial)
		}
	}
}
