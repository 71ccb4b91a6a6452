package records

import "github.com/vitrina/vitrina/internal/pageblocks"

// The header (cabecera) and footer (pie) menus of the public site live in table menus (view
// `menus`): items with a label and a target, nested two levels.

// The menus and the kinds of target of their items.
const (
	MenuHeader = "cabecera"
	MenuFooter = "pie"

	TargetPage     = "pagina"
	TargetCategory = "categoria"
	TargetContent  = "contenido"
	TargetSite     = "sitio"
	TargetExternal = "externo"
)

// MenuItem is a row of menus.
type MenuItem struct {
	ID        int64  `json:"id"`
	Ubicacion string `json:"ubicacion"`
	Padre     *int64 `json:"padre"`
	Etiqueta  string `json:"etiqueta"`
	Tipo      string `json:"tipo"`
	Destino   string `json:"destino"`
	Orden     int    `json:"orden"`
	// TextsVersion is version_textos, read by the admin (its translations' status).
	TextsVersion int64 `json:"version_textos"`
}

// MenuColumns are the columns of a menu item.
const MenuColumns = "id,ubicacion,padre,etiqueta,tipo,destino,orden"

// SitePage is one of the site's own pages a menu item of type sitio may point at, by Key (its
// destino).
type SitePage struct {
	Key, Label, Path string
}

// SitePages lists the site's own pages in the menu editor's order.
func SitePages() []SitePage {
	return []SitePage{
		{"inicio", "Inicio", "/"},
		{"testimonios", "Testimonios", "/testimonios"},
		{"clientes", "Clientes", "/clientes"},
		{"mapa-del-sitio", "Mapa del sitio", "/mapa-del-sitio"},
		{"blog", "Blog", "/blog"},
		{"proyectos", "Proyectos", "/proyectos"},
		{"preguntas-frecuentes", "Preguntas frecuentes", "/preguntas-frecuentes"},
		{"empleo", "Empleo", "/empleo"},
		{"contacto", "Contacto", pageblocks.ContactPath},
	}
}

// SitePagePath is the address of the site page key, or "" when there is none.
func SitePagePath(key string) string {
	for _, p := range SitePages() {
		if p.Key == key {
			return p.Path
		}
	}
	return ""
}
