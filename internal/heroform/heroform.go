// Package heroform holds the rules of the home page's hero (ajustes_sitio.portada_*) in one place:
// the admin's Apariencia form checks them to answer in Spanish field by field, the catalog's
// declaration of ajustes_sitio holds them for every other caller of the table, and the site leaves
// out a button whose link breaks them.
package heroform

import "github.com/vitrina/vitrina/internal/pageblocks"

// Field sizes of the hero, in characters.
const (
	MaxTitle       = 120
	MaxText        = 320
	MaxImage       = 1024
	MaxAlt         = 200
	MaxButtonLabel = 40
	MaxButtonLink  = 2048
)

// MsgLink is why a button's link is refused.
const MsgLink = "El enlace de un botón de la portada debe ser una ruta del sitio (/contacto) o una dirección http:// o https:// completa."

// ValidLink reports whether a button may link to s: a path of this site ("/contacto", not "//host")
// or an absolute http(s) address — never javascript:, data: or the like.
func ValidLink(s string) bool { return pageblocks.ValidLink(s) }
