// Package redirects holds the rules of the site's redirects and of its 404 log that the platform,
// the CMS and the public site share (docs/spec/modules.md §1, view seo): what a redirect's origin
// and target may be, with the Spanish messages of a refusal, and how a missing address is filed in
// the 404 log (bots and probes for well-known weak spots are counted together, one entry each kind).
// The Supabase SQL of the SEO view states the same rules in PL/pgSQL.
package redirects

import (
	"fmt"
	"net/url"
	"strings"
)

// SlugPrefix is the one list of editorial tables whose published items live at an address made of
// their slug: it returns the prefix of that address, or "" for any other table. Changing such an
// item's slug makes the platform redirect the old address to the new one
// (internal/catalog/seo_slugs.go, and the Supabase trigger redireccion_por_slug), and a
// write to one of them makes the public site reload its redirects. paginas nest
// (/<parent>/<slug>). A new editorial table with pages of its own is added here (and given the
// trigger in the Supabase SQL).
func SlugPrefix(table string) string {
	switch table {
	case "blog_entradas":
		return "/blog/"
	case "vacantes":
		return "/empleo/"
	case "proyectos":
		return "/proyectos/"
	case "paginas":
		return "/"
	}
	return ""
}

// translationSuffix ends the name of a translation table (schema.TranslationSuffix).
const translationSuffix = "_traducciones"

// TranslatedSlugPrefix is SlugPrefix for the translation table of a table with slug addresses
// (<table>_traducciones): a translation lives at its item's address under its language's prefix
// (LanguagePath), with its own slug, and changing that slug redirects the old address as
// well. It returns "" for any other table.
func TranslatedSlugPrefix(table string) string {
	source, ok := strings.CutSuffix(table, translationSuffix)
	if !ok {
		return ""
	}
	return SlugPrefix(source)
}

// LanguagePath is path in language lang, a language other than the site's own: /en/blog/hola.
func LanguagePath(lang, path string) string { return "/" + lang + path }

// Spanish messages of the redirect rules (they reach clients as PostgREST errors, code P0001, and
// the CMS shows them next to the field).
const (
	MsgOrigin   = "El origen debe ser una ruta del sitio que empiece por «/», sin dominio, espacios, «?» ni «#», de 300 caracteres como máximo."
	MsgTarget   = "El destino debe ser una ruta del sitio que empiece por «/» o una dirección completa http:// o https://."
	MsgType     = "El tipo debe ser 301 (permanente) o 302 (temporal)."
	MsgSelf     = "El origen y el destino no pueden ser la misma dirección."
	MsgLoop     = "Esta redirección formaría un bucle: %s ya lleva de vuelta a %s. Elija otro destino."
	MsgExists   = "Ya existe una redirección desde %s."
	MsgReserved = "Esa ruta pertenece al panel o a la plataforma y no puede redirigirse."
	// MsgMoved is what the editor reads after changing the address of a published item (SlugPrefix).
	MsgMoved = "Se ha creado una redirección de %s a %s."
)

// MovedNotice tells the editor that the old address of an item they moved now leads to the new one.
func MovedNotice(from, to string) string { return fmt.Sprintf(MsgMoved, from, to) }

// MaxPath bounds an origin, a target and a logged path; MaxReferrer a logged referrer.
const (
	MaxPath     = 300
	MaxReferrer = 500
)

// reserved are the prefixes the public site never answers, so a redirect from them would never run.
var reserved = []string{"/admin", "/api/", "/auth/v1", "/rest/v1", "/storage/v1", "/cms-static/", "/login"}

// CheckOrigin returns the origin as stored (spaces around trimmed, one trailing slash dropped) or a
// Spanish message saying why it cannot be one.
func CheckOrigin(s string) (string, string) {
	s = strings.TrimSpace(s)
	if s == "" || s[0] != '/' || strings.HasPrefix(s, "//") || len(s) > MaxPath || strings.ContainsAny(s, " \t\r\n?#\\") {
		return "", MsgOrigin
	}
	s = TrimPath(s)
	for _, p := range reserved {
		if s == strings.TrimSuffix(p, "/") || strings.HasPrefix(s, p) {
			return "", MsgReserved
		}
	}
	return s, ""
}

// CheckTarget returns the target as stored (a site path, like an origin but may carry a query or a
// fragment, or an absolute http(s) URL) or a Spanish message.
func CheckTarget(s string) (string, string) {
	s = strings.TrimSpace(s)
	if len(s) > MaxPath*2 || s == "" || strings.ContainsAny(s, " \t\r\n\\") {
		return "", MsgTarget
	}
	if IsPath(s) {
		path, rest, _ := strings.Cut(s, "?")
		if len(path) > 1 && rest == "" && !strings.Contains(path, "#") {
			return TrimPath(path), ""
		}
		return s, ""
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return "", MsgTarget
	}
	return s, ""
}

// TrimPath drops a path's trailing slashes ("/" stays): /a/ and /a are one address.
func TrimPath(p string) string {
	if t := strings.TrimRight(p, "/"); t != "" {
		return t
	}
	return p
}

// IsPath reports whether a target is a path of the site (else an absolute URL).
func IsPath(target string) bool {
	return strings.HasPrefix(target, "/") && !strings.HasPrefix(target, "//")
}

// CheckType reports the Spanish message for a redirect type other than 301 and 302.
func CheckType(t int64) string {
	if t != 301 && t != 302 {
		return MsgType
	}
	return ""
}
