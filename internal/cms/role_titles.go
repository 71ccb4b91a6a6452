package cms

import (
	"unicode"
	"unicode/utf8"
)

// roleTitles are how the admin writes the roles it knows: stored names are lowercase and often
// without accents (they are typed as identifiers), people read them with both.
var roleTitles = map[string]string{
	"administrador": "Administrador", "admin": "Administrador", "contabilidad": "Contabilidad",
	"diseno": "Diseño", "mercadeo": "Mercadeo", "proyectos": "Proyectos", "recepcion": "Recepción",
	"redaccion": "Redacción", "ventas": "Ventas", "edicion": "Edición", "comunicacion": "Comunicación",
	"atencion al cliente": "Atención al cliente", "gestion": "Gestión", "direccion": "Dirección",
}

// RoleTitle is a role as the admin shows it: the known roles with their accents, any other with its
// first letter in capitals. It is only for display; the stored name stays what the API returns.
func RoleTitle(name string) string {
	n := NormalizeRole(name)
	if t, ok := roleTitles[n]; ok {
		return t
	}
	r, size := utf8.DecodeRuneInString(n)
	if r == utf8.RuneError {
		return n
	}
	return string(unicode.ToUpper(r)) + n[size:]
}

// IsAdministratorRole reports whether a role sees every view whatever its permissions say.
func IsAdministratorRole(name string) bool { return isAdminRole(name) }
