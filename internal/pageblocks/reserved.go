package pageblocks

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// MaxSlugChars bounds one segment of a page's address.
const MaxSlugChars = 80

// slugPattern is one path segment of a page: lowercase letters, digits and single hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// reserved are the first path segments a top-level page can never take, with why: the CMS, the
// platform, the server and the public site's own sections (today's and those the other views bring:
// docs/spec/modules.md §1). A page under a parent lives below the parent's segment, which is itself
// checked here, so only top-level slugs need the list.
func reserved(segment string) (string, bool) {
	switch segment {
	case "admin", "login", "logout", "setup", "recuperar", "restablecer", "cms-static", "api":
		return reasonCMS, true
	case "auth", "rest", "storage", "realtime", "functions", "graphql":
		return reasonPlatform, true
	case "static", "healthz", "readyz", "metrics", "sitemap.xml", "sitemaps", "robots.txt", "favicon.ico", "well-known":
		return reasonServer, true
	case "servicios", "contenido", "testimonios", "clientes", "inicio", "vista-previa", "mapa-del-sitio":
		return reasonSite, true
	case "blog", "proyectos", "preguntas-frecuentes", "empleo", "contacto", "buscar", "equipo", "feed", "rss", "atom":
		return reasonSiteFuture, true
	}
	return "", false
}

// CheckSlug checks one segment of a page's address; topLevel pages are also held to the reserved
// list. The answer is "" or the Spanish reason for the refusal.
func CheckSlug(slug string, topLevel bool) string {
	switch {
	case slug == "":
		return msgSlugEmpty
	case utf8.RuneCountInString(slug) > MaxSlugChars:
		return fmt.Sprintf(msgSlugTooLong, MaxSlugChars)
	case !slugPattern.MatchString(slug):
		return msgSlugFormat
	}
	if !topLevel {
		return ""
	}
	if why, ok := reserved(strings.ToLower(slug)); ok {
		return fmt.Sprintf(msgSlugReserved, slug, why)
	}
	return ""
}

// Reserved reports whether a top-level segment is reserved (the site's tests check every route of
// its own against it).
func Reserved(segment string) bool {
	_, ok := reserved(segment)
	return ok
}
