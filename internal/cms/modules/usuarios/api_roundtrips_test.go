package usuarios_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestAdminRequestsCostAtMostTwoRoundTrips counts the platform requests behind each admin API call:
// an authenticated admin request costs at most 2 platform round trips.
func TestAdminRequestsCostAtMostTwoRoundTrips(t *testing.T) {
	e := cmstest.New(t, "socket")
	e.Account(t, "jefa@example.com", "administrador", false, nil)
	target := e.Account(t, "luis@example.com", "ventas", false, nil)
	admin := e.Browser(t).SignIn("jefa@example.com")
	calls := []struct {
		name string
		do   func() cmstest.Reply
		max  int64
	}{
		{"get_roles", func() cmstest.Reply { return admin.GetJSON("/api/admin_roles_api.php?action=get_roles") }, 2},
		{"get_permisos", func() cmstest.Reply { return admin.GetJSON("/api/admin_roles_api.php?action=get_permisos") }, 1},
		{"save_permisos", func() cmstest.Reply {
			return admin.PostJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"ventas","permisos":[{"vista_slug":"blog","puede_ver":true}]}`)
		}, 1},
		{"update_employee_role", func() cmstest.Reply {
			return admin.PostJSON("/api/update_employee_role.php", `{"id":"`+target+`","activo":false}`)
		}, 2},
		{"create_rol", func() cmstest.Reply {
			return admin.PostJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"soporte"}`)
		}, 2},
		{"delete_rol", func() cmstest.Reply {
			return admin.PostJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"soporte"}`)
		}, 2},
	}
	for _, c := range calls {
		before := e.PlatformCalls.Load()
		r := c.do()
		if r.Status != 200 {
			t.Fatalf("%s: %d %s", c.name, r.Status, r.Body)
		}
		if n := e.PlatformCalls.Load() - before; n > c.max {
			t.Errorf("%s made %d platform requests, want at most %d", c.name, n, c.max)
		}
	}
}
