package cms_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestRoleTitle(t *testing.T) {
	for name, want := range map[string]string{
		"diseno": "Diseño", "redaccion": "Redacción", "ventas": "Ventas", "recepcion": "Recepción",
		" Administrador ": "Administrador", "prensa local": "Prensa local", "ñandú": "Ñandú", "": "",
		"3d": "3d",
	} {
		if got := cms.RoleTitle(name); got != want {
			t.Errorf("RoleTitle(%q) = %q, want %q", name, got, want)
		}
	}
}
