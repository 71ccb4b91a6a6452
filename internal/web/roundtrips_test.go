package web_test

import "testing"

// TestAdminRequestsCostAtMostTwoRoundTrips counts the platform requests behind each admin API call
// (issue 5: an authenticated admin request costs at most 2 platform round trips).
func TestAdminRequestsCostAtMostTwoRoundTrips(t *testing.T) {
	e := newCMS(t, "socket")
	e.account(t, "jefa@example.com", "administrador", false, nil)
	target := e.account(t, "luis@example.com", "ventas", false, nil)
	admin := e.browser(t).signIn("jefa@example.com")
	calls := []struct {
		name string
		do   func() reply
		max  int64
	}{
		{"get_roles", func() reply { return admin.getJSON("/api/admin_roles_api.php?action=get_roles") }, 2},
		{"get_permisos", func() reply { return admin.getJSON("/api/admin_roles_api.php?action=get_permisos") }, 1},
		{"save_permisos", func() reply {
			return admin.postJSON("/api/admin_roles_api.php", `{"action":"save_permisos","rol_nombre":"ventas","permisos":[{"vista_slug":"blog","puede_ver":true}]}`)
		}, 1},
		{"update_employee_role", func() reply {
			return admin.postJSON("/api/update_employee_role.php", `{"id":"`+target+`","activo":false}`)
		}, 2},
		{"create_rol", func() reply {
			return admin.postJSON("/api/admin_roles_api.php", `{"action":"create_rol","rol_nombre":"soporte"}`)
		}, 2},
		{"delete_rol", func() reply {
			return admin.postJSON("/api/admin_roles_api.php", `{"action":"delete_rol","rol_nombre":"soporte"}`)
		}, 2},
	}
	for _, c := range calls {
		before := e.platformCalls.Load()
		r := c.do()
		if r.status != 200 {
			t.Fatalf("%s: %d %s", c.name, r.status, r.body)
		}
		if n := e.platformCalls.Load() - before; n > c.max {
			t.Errorf("%s made %d platform requests, want at most %d", c.name, n, c.max)
		}
	}
}
