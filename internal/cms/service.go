package cms

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Service runs the CMS's operations against the data platform.
type Service struct {
	client     *platformclient.Client
	adminEmail string
}

// NewService returns a Service; adminEmail is the designated administrator address (ADMIN_EMAIL).
func NewService(client *platformclient.Client, adminEmail string) *Service {
	return &Service{client: client, adminEmail: adminEmail}
}

// AdminEmail is the designated administrator address.
func (s *Service) AdminEmail() string { return s.adminEmail }

// Client is the platform client the service uses.
func (s *Service) Client() *platformclient.Client { return s.client }

// platformFailure turns an unexpected platform error into a CMS error: 503 when the platform did not
// answer, else 502.
func platformFailure(err error) *Error {
	var ce *Error
	if errors.As(err, &ce) {
		return ce
	}
	if platformclient.StatusOf(err) == 0 {
		return &Error{Status: http.StatusServiceUnavailable, Message: MsgPlatformDown, Err: err}
	}
	return &Error{Status: http.StatusBadGateway, Message: "Error del servicio de datos", Err: err}
}

// Employee is a row of Empleados as the CMS reads it.
type Employee struct {
	ID             string   `json:"id"`
	Nombre         *string  `json:"nombre"`
	Email          *string  `json:"email"`
	Rol            *string  `json:"rol"`
	ChatRole       *string  `json:"chat_role"`
	Departamento   *string  `json:"departamento"`
	Activo         bool     `json:"activo"`
	SistemasAcceso []string `json:"sistemas_acceso"`
	CreatedAt      string   `json:"created_at"`
}

// likeEscape escapes a value for an exact (case-insensitive) ilike match.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// employeeByEmail finds the Empleados row whose e-mail matches, case-insensitively; nil when none.
func (s *Service) employeeByEmail(ctx context.Context, cred platformclient.Credential, email string) (*Employee, error) {
	var rows []Employee
	if _, err := s.client.From("Empleados", cred).Filter("email", "ilike", likeEscape(email)).Limit(5).Get(ctx, &rows); err != nil {
		return nil, err
	}
	for i := range rows {
		if rows[i].Email != nil && strings.EqualFold(*rows[i].Email, email) {
			return &rows[i], nil
		}
	}
	return nil, nil
}

// Roles answers get_roles: the standard roles, every role with permissions and every non-empty role
// of an employee, lowercased and sorted, with the count of active employees of each.
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
		return nil, platformFailure(err)
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

// Permissions answers get_permisos: every permission ordered by role name (then view).
func (s *Service) Permissions(ctx context.Context, token string) ([]Permission, error) {
	perms := []Permission{}
	_, err := s.client.From("roles_permisos", platformclient.AsUser(token)).Select("id,rol_nombre,vista_slug,puede_ver").
		Order("rol_nombre", false).Order("vista_slug", false).Get(ctx, &perms)
	if err != nil {
		return nil, platformFailure(err)
	}
	return perms, nil
}

// VisibleViews returns the views a role may open (puede_ver true).
func (s *Service) VisibleViews(ctx context.Context, token, rol string) (map[string]bool, error) {
	var perms []Permission
	_, err := s.client.From("roles_permisos", platformclient.AsUser(token)).Select("vista_slug,puede_ver").
		Eq("rol_nombre", NormalizeRole(rol)).Get(ctx, &perms)
	if err != nil {
		return nil, platformFailure(err)
	}
	views := map[string]bool{}
	for _, p := range perms {
		if p.PuedeVer {
			views[p.VistaSlug] = true
		}
	}
	return views, nil
}

// PermissionInput is one entry of save_permisos.
type PermissionInput struct {
	VistaSlug string `json:"vista_slug"`
	PuedeVer  bool   `json:"puede_ver"`
}

// SavePermissions replaces every permission of a role with perms, atomically (one RPC).
func (s *Service) SavePermissions(ctx context.Context, rol string, perms []PermissionInput) error {
	name := NormalizeRole(rol)
	if name == "" {
		return fail(http.StatusBadRequest, MsgMissingRole)
	}
	if !ValidRoleName(name) {
		return fail(http.StatusBadRequest, MsgInvalidRoleName)
	}
	for _, p := range perms {
		if !IsView(p.VistaSlug) {
			return fail(http.StatusBadRequest, MsgInvalidView+p.VistaSlug)
		}
	}
	if perms == nil {
		perms = []PermissionInput{}
	}
	err := s.client.RPC(ctx, s.client.Service(), "replace_role_permissions",
		map[string]any{"p_rol_nombre": name, "p_permisos": perms}, nil)
	if err != nil {
		return platformFailure(err)
	}
	return nil
}

// CreateRole creates a role with one permission per view, all false. A role that get_roles lists
// already exists: a standard role, a role of an employee, or a role with permissions — the last is
// caught by the unique constraint of the insert itself, so two creations cannot both succeed. Two
// platform round trips at most.
func (s *Service) CreateRole(ctx context.Context, token, rol string) error {
	name := NormalizeRole(rol)
	if name == "" {
		return fail(http.StatusBadRequest, MsgMissingRole)
	}
	if !ValidRoleName(name) {
		return fail(http.StatusBadRequest, MsgInvalidRoleName)
	}
	if IsStandardRole(name) {
		return fail(http.StatusConflict, MsgRoleExists)
	}
	assigned, err := s.roleAssigned(ctx, token, name)
	if err != nil {
		return err
	}
	if assigned {
		return fail(http.StatusConflict, MsgRoleExists)
	}
	rows := make([]map[string]any, len(Views))
	for i, v := range Views {
		rows[i] = map[string]any{"rol_nombre": name, "vista_slug": v, "puede_ver": false}
	}
	if err := s.client.From("roles_permisos", s.client.Service()).Insert(ctx, rows, nil); err != nil {
		if platformclient.CodeOf(err) == "23505" {
			return fail(http.StatusConflict, MsgRoleExists)
		}
		return platformFailure(err)
	}
	return nil
}

// roleAssigned reports whether any employee (active or not) has the role, case-insensitively.
func (s *Service) roleAssigned(ctx context.Context, token, name string) (bool, error) {
	var assigned []struct{ ID string }
	_, err := s.client.From("Empleados", platformclient.AsUser(token)).Select("id").
		Filter("rol", "ilike", likeEscape(name)).Limit(1).Get(ctx, &assigned)
	if err != nil {
		return false, platformFailure(err)
	}
	return len(assigned) > 0, nil
}

// DeleteRole deletes a role and its permissions. A role with employees (active or not) is refused
// first; then a standard role; then a role that does not exist.
func (s *Service) DeleteRole(ctx context.Context, token, rol string) error {
	name := NormalizeRole(rol)
	if name == "" {
		return fail(http.StatusBadRequest, MsgMissingRole)
	}
	assigned, err := s.roleAssigned(ctx, token, name)
	if err != nil {
		return err
	}
	if assigned {
		return fail(http.StatusConflict, MsgRoleHasUsers)
	}
	if IsStandardRole(name) {
		return fail(http.StatusBadRequest, MsgStandardRole)
	}
	var deleted []struct{ ID int64 }
	if err := s.client.From("roles_permisos", s.client.Service()).Eq("rol_nombre", name).Delete(ctx, &deleted); err != nil {
		return platformFailure(err)
	}
	if len(deleted) == 0 {
		return fail(http.StatusNotFound, MsgRoleNotFound)
	}
	return nil
}

// EmployeeUpdate is update_employee_role's input: only non-nil fields are written.
type EmployeeUpdate struct {
	ID           string
	Rol          *string
	ChatRole     *string
	Departamento *string
	Activo       *bool
}

// UpdateEmployee writes the supplied fields; writing activo also rewrites sistemas_acceso
// (WithActivo). It returns the debug object: the payload sent and the platform's status.
func (s *Service) UpdateEmployee(ctx context.Context, token string, upd EmployeeUpdate) (*Debug, error) {
	payload := map[string]any{}
	if upd.Rol != nil {
		payload["rol"] = *upd.Rol
	}
	if upd.ChatRole != nil {
		payload["chat_role"] = *upd.ChatRole
	}
	if upd.Departamento != nil {
		payload["departamento"] = *upd.Departamento
	}
	var current []Employee
	_, err := s.client.From("Empleados", platformclient.AsUser(token)).Select("id,sistemas_acceso").Eq("id", upd.ID).Get(ctx, &current)
	if err != nil {
		return nil, platformFailure(err)
	}
	if len(current) == 0 {
		return nil, fail(http.StatusNotFound, MsgEmployeeNotFound)
	}
	if upd.Activo != nil {
		payload["activo"] = *upd.Activo
		payload["sistemas_acceso"] = WithActivo(current[0].SistemasAcceso, *upd.Activo)
	}
	status, err := s.client.From("Empleados", s.client.Service()).Eq("id", upd.ID).Patch(ctx, payload)
	debug := &Debug{Payload: payload, HTTPCode: status}
	if err != nil {
		var pe *platformclient.Error
		if !errors.As(err, &pe) || pe.Status == 0 {
			return debug, &Error{Status: http.StatusBadGateway, Message: MsgPlatformDown, Debug: debug, Err: err}
		}
		httpStatus := pe.Status
		if httpStatus < 400 || httpStatus >= 500 {
			httpStatus = http.StatusBadGateway
		}
		return debug, &Error{Status: httpStatus, Message: fmt.Sprintf(MsgUpdateFailed, pe.Status, pe.Body), Debug: debug, Err: err}
	}
	return debug, nil
}

// SignedIn is a successful CMS sign-in.
type SignedIn struct {
	Session                *platformclient.Session
	Principal              Principal
	RequiresPasswordChange bool
}

// SignIn checks the credentials with the platform and the CMS access rule (contract §4): an
// administrator always enters; anyone else needs an active Empleados row with CMS in sistemas_acceso.
func (s *Service) SignIn(ctx context.Context, email, password string) (*SignedIn, error) {
	sess, err := s.client.SignInWithPassword(ctx, email, password)
	if err != nil {
		switch platformclient.CodeOf(err) {
		case "invalid_credentials":
			return nil, fail(http.StatusUnauthorized, MsgBadCredentials)
		case "email_not_confirmed":
			return nil, fail(http.StatusUnauthorized, "Debe confirmar su correo antes de entrar")
		case "user_banned":
			return nil, fail(http.StatusUnauthorized, "Cuenta suspendida")
		case "over_request_rate_limit":
			return nil, fail(http.StatusTooManyRequests, MsgTooManyAttempts)
		}
		if st := platformclient.StatusOf(err); st >= 400 && st < 500 {
			return nil, fail(http.StatusUnauthorized, MsgBadCredentials)
		}
		return nil, platformFailure(err)
	}
	emp, err := s.employeeByEmail(ctx, platformclient.AsUser(sess.AccessToken), sess.User.Email)
	if err != nil {
		return nil, platformFailure(err)
	}
	p := Principal{UserID: sess.User.ID, Email: sess.User.Email, MetaAdmin: sess.User.BoolMetadata("admin")}
	if emp != nil && emp.Rol != nil {
		p.Rol = NormalizeRole(*emp.Rol)
	}
	if !p.IsAdmin(s.adminEmail) && (emp == nil || !emp.Activo || !HasSystem(emp.SistemasAcceso, "CMS")) {
		_ = s.client.SignOut(ctx, sess.AccessToken, "local") // leave no platform session behind
		return nil, fail(http.StatusForbidden, MsgNoCMSAccess)
	}
	return &SignedIn{Session: sess, Principal: p, RequiresPasswordChange: sess.User.BoolMetadata("requires_password_change")}, nil
}
