package cms

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// NewAccount is a sign-in account with its Empleados row.
type NewAccount struct {
	Email, Password, Nombre string
	Rol                     string // default administrador
	Admin                   bool   // user_metadata.admin
	RequiresPasswordChange  bool
	FirstRunDone            bool // the first-run guide is not shown to this account
}

// MetaFirstRunDismissed is the user_metadata flag of an account that no longer sees the dashboard's
// first-run guide (dismissed, or the demo's administrator: the demo is not a fresh install).
const MetaFirstRunDismissed = "guia_inicial_descartada"

// CreateAccount creates a confirmed account and its Empleados row (activo, sistemas_acceso
// ["CMS"]) with the service role key. If the row cannot be created the account is deleted again,
// so nothing is left half-made.
func (s *Service) CreateAccount(ctx context.Context, a NewAccount) (*platformclient.User, error) {
	if a.Rol == "" {
		a.Rol = "administrador"
	}
	if a.Nombre == "" {
		a.Nombre, _, _ = strings.Cut(a.Email, "@")
	}
	// requires_password_change is always there, as a boolean (interface.md's sign-in response).
	meta := map[string]any{"requires_password_change": a.RequiresPasswordChange}
	if a.Admin {
		meta["admin"] = true
	}
	if a.FirstRunDone {
		meta[MetaFirstRunDismissed] = true
	}
	created, err := s.client.AdminCreateUser(ctx, platformclient.NewUser{Email: a.Email, Password: a.Password, EmailConfirm: true, UserMetadata: meta})
	if err != nil {
		return nil, fmt.Errorf("create account %s: %w", a.Email, err)
	}
	employee := map[string]any{"id": created.ID, "nombre": a.Nombre, "email": created.Email, "rol": NormalizeRole(a.Rol),
		"activo": true, "sistemas_acceso": []string{"CMS"}}
	if err := s.client.From("Empleados", s.client.Service()).Insert(ctx, employee, nil); err != nil {
		if derr := s.client.AdminDeleteUser(context.WithoutCancel(ctx), created.ID); derr != nil {
			err = errors.Join(err, fmt.Errorf("undo: delete account %s: %w", created.ID, derr))
		}
		return nil, fmt.Errorf("create employee row for %s: %w", a.Email, err)
	}
	return created, nil
}

// DemoAdminEmail is the demo site's administrator.
const DemoAdminEmail = "admin@vitrina.test"

// EnsureDemoAdmin makes the demo administrator exist with a freshly generated password, which it
// returns (serve --demo prints it).
func (s *Service) EnsureDemoAdmin(ctx context.Context) (email, password string, err error) {
	password, err = NewPassword()
	if err != nil {
		return "", "", err
	}
	var rows []Employee
	if _, err := s.client.From("Empleados", s.client.Service()).Select("id").Filter("email", "ilike", ExactILike(DemoAdminEmail)).Get(ctx, &rows); err != nil {
		return "", "", fmt.Errorf("find demo administrator: %w", err)
	}
	if len(rows) > 0 {
		if err := s.client.AdminSetPassword(ctx, rows[0].ID, password); err == nil {
			return DemoAdminEmail, password, nil
		} else if platformclient.StatusOf(err) != 404 {
			return "", "", fmt.Errorf("reset demo administrator's password: %w", err)
		}
		// An employee row without its account: recreate both.
		if err := s.client.From("Empleados", s.client.Service()).Eq("id", rows[0].ID).Delete(ctx, nil); err != nil {
			return "", "", fmt.Errorf("remove stale demo employee: %w", err)
		}
	}
	if _, err := s.CreateAccount(ctx, NewAccount{Email: DemoAdminEmail, Password: password, Nombre: "Administración demo", Admin: true, FirstRunDone: true}); err != nil {
		return "", "", err
	}
	return DemoAdminEmail, password, nil
}

// NewPassword returns a random 20-character password.
func NewPassword() (string, error) {
	b := make([]byte, 15)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("generate password: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}
