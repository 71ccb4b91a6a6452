package cms

import (
	"regexp"
	"strings"
)

// Views are the allowed vista_slug values, in interface.md's order; each admin module is one view.
var Views = []string{
	"dashboard", "usuarios", "categorias", "clientes", "proyectos", "empleados", "departamentos",
	"testimoniales", "preguntas", "contenido", "templates", "menus", "pages", "media", "seo",
	"blog", "vacantes", "contactos",
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
