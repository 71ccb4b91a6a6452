package cms

import (
	"context"
	"errors"
	"net/http"
	"strings"

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

// diskFull is SQLSTATE disk_full, which /rest/v1 answers (503) when the database has no space.
const diskFull = "53100"

// PlatformFailure turns an unexpected platform error into a CMS error: 503 when the platform did not
// answer, else 502.
func PlatformFailure(err error) *Error {
	var ce *Error
	if errors.As(err, &ce) {
		return ce
	}
	if platformclient.CodeOf(err) == diskFull {
		return &Error{Status: http.StatusServiceUnavailable, Message: MsgNoSpace, Err: err}
	}
	if platformclient.StatusOf(err) == 0 {
		return &Error{Status: http.StatusServiceUnavailable, Message: MsgPlatformDown, Err: err}
	}
	return &Error{Status: http.StatusBadGateway, Message: MsgPlatformError, Err: err}
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

// ExactILike escapes a value for an exact, case-insensitive ilike match (% and _ match themselves).
func ExactILike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// ContainsILike is the ilike pattern of a title search: term anywhere, % and _ matching themselves.
// PostgREST reads every * as %, so a typed * is sent as _ (any one character, the * included).
func ContainsILike(term string) string {
	return "*" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term) + "*"
}

// employeeByEmail finds the Empleados row whose e-mail matches, case-insensitively; nil when none.
func (s *Service) employeeByEmail(ctx context.Context, cred platformclient.Credential, email string) (*Employee, error) {
	var rows []Employee
	if _, err := s.client.From("Empleados", cred).Filter("email", "ilike", ExactILike(email)).Limit(5).Get(ctx, &rows); err != nil {
		return nil, err
	}
	for i := range rows {
		if rows[i].Email != nil && strings.EqualFold(*rows[i].Email, email) {
			return &rows[i], nil
		}
	}
	return nil, nil
}

// VisibleViews returns the views a role may open (puede_ver true).
func (s *Service) VisibleViews(ctx context.Context, token, rol string) (map[string]bool, error) {
	var perms []Permission
	_, err := s.client.From("roles_permisos", platformclient.AsUser(token)).Select("vista_slug,puede_ver").
		Eq("rol_nombre", NormalizeRole(rol)).Get(ctx, &perms)
	if err != nil {
		return nil, PlatformFailure(err)
	}
	views := map[string]bool{}
	for _, p := range perms {
		if p.PuedeVer {
			views[p.VistaSlug] = true
		}
	}
	return views, nil
}

// SignedIn is a successful CMS sign-in.
type SignedIn struct {
	Session                *platformclient.Session
	Principal              Principal
	RequiresPasswordChange bool
	// SecondFactor is the id of the user's verified TOTP factor: the sign-in is only a first step
	// until a code of it (or a recovery code) is given. Empty when the user has none.
	SecondFactor string
}

// SignIn checks the credentials with the platform and the CMS access rule (contract §4): an
// administrator always enters; anyone else needs an active Empleados row with CMS in sistemas_acceso.
func (s *Service) SignIn(ctx context.Context, email, password string) (*SignedIn, error) {
	sess, err := s.client.SignInWithPassword(ctx, email, password)
	if err != nil {
		switch platformclient.CodeOf(err) {
		case "invalid_credentials":
			return nil, Fail(http.StatusUnauthorized, MsgBadCredentials)
		case "email_not_confirmed":
			return nil, Fail(http.StatusUnauthorized, MsgEmailNotConfirmed)
		case "user_banned":
			return nil, Fail(http.StatusUnauthorized, MsgUserBanned)
		case "over_request_rate_limit":
			return nil, Fail(http.StatusTooManyRequests, MsgTooManyAttempts)
		}
		if st := platformclient.StatusOf(err); st >= 400 && st < 500 {
			return nil, Fail(http.StatusUnauthorized, MsgBadCredentials)
		}
		return nil, PlatformFailure(err)
	}
	emp, err := s.employeeByEmail(ctx, platformclient.AsUser(sess.AccessToken), sess.User.Email)
	if err != nil {
		return nil, PlatformFailure(err)
	}
	p := Principal{UserID: sess.User.ID, Email: sess.User.Email, MetaAdmin: sess.User.BoolMetadata("admin")}
	if emp != nil && emp.Rol != nil {
		p.Rol = NormalizeRole(*emp.Rol)
	}
	if emp != nil && emp.Nombre != nil {
		p.Name = strings.TrimSpace(*emp.Nombre)
	}
	if !p.IsAdmin(s.adminEmail) && (emp == nil || !emp.Activo || !HasSystem(emp.SistemasAcceso, "CMS")) {
		_ = s.client.SignOut(ctx, sess.AccessToken, "local") // leave no platform session behind
		return nil, Fail(http.StatusForbidden, MsgNoCMSAccess)
	}
	signed := &SignedIn{Session: sess, Principal: p, RequiresPasswordChange: sess.User.BoolMetadata("requires_password_change")}
	if f, ok := sess.User.VerifiedFactor(); ok {
		signed.SecondFactor = f.ID
	}
	return signed, nil
}
