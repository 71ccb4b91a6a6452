package site

import (
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// siteMapPath is the human site map, the page the footer's «Mapa del sitio» opens (sitemap.xml
// stays for search engines).
const siteMapPath = "/mapa-del-sitio"

// defaultFooter are the footer's links while no footer menu is defined (view menus).
func defaultFooter() []navLink {
	return []navLink{{Href: "/testimonios", Label: "Testimonios"}, {Href: "/clientes", Label: "Clientes"}, {Href: "/blog", Label: "Blog"},
		{Href: "/preguntas-frecuentes", Label: "Preguntas frecuentes"}, {Href: siteMapPath, Label: "Mapa del sitio"}}
}

// footerLinks are the footer's menu and social links with every address shown once: the settings'
// contact data (e-mail, map) and social links keep theirs, and the menu leaves out what they already
// show; a company's LinkedIn page set both as a menu item and as a social link appears once, among
// the social links.
func footerLinks(menu []navLink, social []records.SocialLink, contact ...string) ([]navLink, []records.SocialLink) {
	seen := map[string]bool{}
	for _, c := range contact {
		if c != "" {
			seen[linkKey(c)] = true
		}
	}
	fresh := func(href string) bool {
		k := linkKey(href)
		if seen[k] {
			return false
		}
		seen[k] = true
		return true
	}
	var socials []records.SocialLink
	for _, s := range social {
		if fresh(s.URL) {
			socials = append(socials, s)
		}
	}
	var links []navLink
	for _, l := range menu {
		if !fresh(l.Href) {
			continue
		}
		kept := navLink{Href: l.Href, Label: l.Label}
		for _, c := range l.Children {
			if fresh(c.Href) {
				kept.Children = append(kept.Children, c)
			}
		}
		links = append(links, kept)
	}
	return links, socials
}

// linkKey is the form under which two addresses count as the same link: scheme and host in lower
// case, without "www.", a trailing slash or a fragment.
func linkKey(href string) string {
	u, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return href
	}
	u.Fragment = ""
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	if u.Scheme == "http" {
		u.Scheme = "https"
	}
	u.Path = strings.TrimSuffix(u.Path, "/")
	return u.String()
}
