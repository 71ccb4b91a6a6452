package usuarios_test

import (
	"fmt"
	"testing"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// BenchmarkRolesAPI times get_roles and get_permisos through the CMS handler (platform in-process)
// with 50 roles (18 permissions each) and 1 000 employees:
// go test ./internal/cms/modules/usuarios -run X -bench RolesAPI -benchtime 2000x
func BenchmarkRolesAPI(b *testing.B) {
	app, client := cmstest.NewBenchCMS(b)
	roles := make([]string, 50)
	for i := range roles {
		roles[i] = fmt.Sprintf("rol %02d", i)
	}
	copy(roles, cms.StandardRoles)
	cmstest.SeedBench(b, client, "roles_permisos", len(roles)*len(cms.Views), func(i int) map[string]any {
		return map[string]any{"rol_nombre": roles[i/len(cms.Views)], "vista_slug": cms.Views[i%len(cms.Views)], "puede_ver": i%3 == 0}
	})
	cmstest.SeedBench(b, client, "Empleados", 1000, func(i int) map[string]any {
		return map[string]any{"id": uuid.NewString(), "nombre": fmt.Sprintf("Empleado %d", i), "email": fmt.Sprintf("e%d@example.com", i),
			"rol": roles[i%len(roles)], "activo": i%4 != 0, "sistemas_acceso": []string{"CMS"}}
	})
	cookie := cmstest.BenchSignIn(b, app)
	for _, action := range []string{"get_roles", "get_permisos"} {
		b.Run(action, func(b *testing.B) {
			cmstest.BenchGet(b, app, cookie, "/api/admin_roles_api.php?action="+action, `"success":true`)
		})
	}
}
