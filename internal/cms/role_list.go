package cms

import (
	"context"
	"errors"
	"sort"
	"sync"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Roles answers get_roles: the standard roles, every role with permissions and every non-empty role
// of an employee, lowercased and sorted, with the count of active employees of each. It is the
// kernel's because two modules list the roles: usuarios (roles and permissions) and empleados (the
// role picker of an employee).
func (s *Service) Roles(ctx context.Context, token string) ([]Role, error) {
	cred := platformclient.AsUser(token)
	var (
		wg   sync.WaitGroup
		emps []struct {
			Rol    *string `json:"rol"`
			Activo bool    `json:"activo"`
		}
		perms []struct {
			RolNombre string `json:"rol_nombre"`
		}
		empErr, permErr error
	)
	wg.Add(2)
	go func() {
		defer wg.Done()
		_, empErr = s.client.From("Empleados", cred).Select("rol,activo").Get(ctx, &emps)
	}()
	go func() {
		defer wg.Done()
		_, permErr = s.client.From("roles_permisos", cred).Select("rol_nombre").Get(ctx, &perms)
	}()
	wg.Wait()
	if err := errors.Join(empErr, permErr); err != nil {
		return nil, PlatformFailure(err)
	}
	// totals lists every known role with its count of active employees.
	totals := map[string]int{}
	known := func(n string) {
		if _, ok := totals[n]; !ok {
			totals[n] = 0
		}
	}
	for _, r := range StandardRoles {
		known(r)
	}
	for _, p := range perms {
		if n := NormalizeRole(p.RolNombre); n != "" {
			known(n)
		}
	}
	for _, e := range emps {
		if e.Rol == nil || NormalizeRole(*e.Rol) == "" {
			continue
		}
		n := NormalizeRole(*e.Rol)
		known(n)
		if e.Activo {
			totals[n]++
		}
	}
	roles := make([]Role, 0, len(totals))
	for name, total := range totals {
		roles = append(roles, Role{Nombre: name, Total: total, IsStandard: IsStandardRole(name)})
	}
	sort.Slice(roles, func(i, j int) bool { return roles[i].Nombre < roles[j].Nombre })
	return roles, nil
}
