package cms

import (
	"net/http"
	"regexp"
	"strings"
)

// viewTitles are the views — the allowed vista_slug values — in interface.md's order, with the
// Spanish names the admin shows. This is the one list of views: each admin module is one of them,
// and a test holds the migrations' CHECK constraints and the Supabase SQL to it.
var viewTitles = []struct{ slug, title string }{
	{"dashboard", "Inicio"}, {"usuarios", "Roles y permisos"}, {"categorias", "Categorías"},
	{"clientes", "Clientes"}, {"proyectos", "Proyectos"}, {"empleados", "Empleados"},
	{"departamentos", "Departamentos"}, {"testimoniales", "Testimonios"},
	{"preguntas", "Preguntas frecuentes"}, {"contenido", "Contenido"}, {"templates", "Apariencia"},
	{"menus", "Menús"}, {"pages", "Páginas"}, {"media", "Medios"}, {"seo", "SEO"}, {"blog", "Blog"},
	{"vacantes", "Vacantes"}, {"contactos", "Contactos"},
}

// Views are the allowed vista_slug values, in interface.md's order.
var Views = func() []string {
	out := make([]string, len(viewTitles))
	for i, v := range viewTitles {
		out[i] = v.slug
	}
	return out
}()

// ViewTitle is a view's Spanish name (the slug itself for an unknown view).
func ViewTitle(slug string) string {
	for _, v := range viewTitles {
		if v.slug == slug {
			return v.title
		}
	}
	return slug
}

// StandardRoles are the system roles; they cannot be deleted.
var StandardRoles = []string{"ventas", "proyectos", "administrador", "recepcion", "mercadeo", "contabilidad"}

// IsView reports whether slug is one of the views.
func IsView(slug string) bool { return contains(Views, slug) }

// IsStandardRole reports whether a (normalized) role name is a standard role.
func IsStandardRole(name string) bool { return contains(StandardRoles, name) }

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// NormalizeRole trims and lowercases a role name, as roles are stored.
func NormalizeRole(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// RoleName is the one reading of the role name an admin action receives (contract §4): trimmed and
// lowercased, and present (400 Falta rol_nombre).
func RoleName(raw string) (string, error) {
	name := NormalizeRole(raw)
	if name == "" {
		return "", Fail(http.StatusBadRequest, MsgMissingRole)
	}
	return name, nil
}

// CheckRoleName refuses a role name that may not be written (400 Nombre de rol inválido): creating a
// role or saving its permissions. Deleting takes any name, so a role written behind the CMS's back
// can still be removed.
func CheckRoleName(name string) error {
	if !ValidRoleName(name) {
		return Fail(http.StatusBadRequest, MsgInvalidRoleName)
	}
	return nil
}

// roleNamePattern: letters (accents allowed), digits, space, _ or -.
var roleNamePattern = regexp.MustCompile(`^[\p{L}\p{M}0-9 _-]+$`)

// ValidRoleName reports whether a normalized role name is acceptable: 1–50 characters of letters,
// digits, space, _ or -.
func ValidRoleName(name string) bool {
	n := len([]rune(name))
	return n >= 1 && n <= 50 && roleNamePattern.MatchString(name)
}

// Role is an entry of get_roles.
type Role struct {
	Nombre     string `json:"nombre"`
	Total      int    `json:"total"`
	IsStandard bool   `json:"is_standard"`
}

// Permission is a role-to-view entry.
type Permission struct {
	ID        int64  `json:"id"`
	RolNombre string `json:"rol_nombre"`
	VistaSlug string `json:"vista_slug"`
	PuedeVer  bool   `json:"puede_ver"`
}
