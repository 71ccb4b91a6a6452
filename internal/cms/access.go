package cms

import (
	"strings"
)

// Principal is who a CMS request comes from, as its session records it.
type Principal struct {
	UserID    string
	Email     string
	Name      string // the Empleados row's nombre at sign-in; "" without one
	Rol       string // the Empleados role at sign-in
	MetaAdmin bool   // user_metadata.admin
}

// DisplayName is how the admin names the user: the employee's name, else the e-mail.
func (p Principal) DisplayName() string {
	if n := strings.TrimSpace(p.Name); n != "" {
		return n
	}
	return p.Email
}

func isAdminRole(rol string) bool {
	r := NormalizeRole(rol)
	return r == "administrador" || r == "admin"
}

// CanManageRoles is interface.md's admin check for /api/admin_roles_api.php: an administrator role,
// the designated administrator e-mail (adminEmail, compared case-insensitively), or
// user_metadata.admin.
func (p Principal) CanManageRoles(adminEmail string) bool {
	if isAdminRole(p.Rol) || p.MetaAdmin {
		return true
	}
	return adminEmail != "" && strings.EqualFold(strings.TrimSpace(p.Email), strings.TrimSpace(adminEmail))
}

// CanManageEmployees is interface.md's admin check for /api/update_employee_role.php: an
// administrator role or user_metadata.admin (the designated e-mail alone is not enough).
func (p Principal) CanManageEmployees() bool { return isAdminRole(p.Rol) || p.MetaAdmin }

// IsAdmin is whether the admin sees every view: any of the administrator rules.
func (p Principal) IsAdmin(adminEmail string) bool { return p.CanManageRoles(adminEmail) }

// HasSystem reports whether sistemas_acceso lists system, case-insensitively.
func HasSystem(sistemas []string, system string) bool {
	for _, s := range sistemas {
		if strings.EqualFold(strings.TrimSpace(s), system) {
			return true
		}
	}
	return false
}

// WithActivo is interface.md's transition of sistemas_acceso when `activo` is written: activating
// adds "CMS" when no entry matches it case-insensitively; deactivating removes every entry that
// matches it case-insensitively. Other entries are kept, in order.
func WithActivo(sistemas []string, activo bool) []string {
	out := make([]string, 0, len(sistemas)+1)
	for _, s := range sistemas {
		if !activo && strings.EqualFold(strings.TrimSpace(s), "CMS") {
			continue
		}
		out = append(out, s)
	}
	if activo && !HasSystem(out, "CMS") {
		out = append(out, "CMS")
	}
	return out
}

// ParseActivo reads `activo` as update_employee_role accepts it: true/false or "1"/"0" (also 1/0 as
// JSON numbers, and "true"/"false" as strings from forms).
func ParseActivo(v any) (bool, bool) {
	switch x := v.(type) {
	case bool:
		return x, true
	case float64:
		if x == 1 {
			return true, true
		}
		if x == 0 {
			return false, true
		}
	case string:
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "1", "true":
			return true, true
		case "0", "false":
			return false, true
		}
	}
	return false, false
}
