package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/gateway"
	"github.com/vitrina/vitrina/internal/platform"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// runUsersCreate creates a confirmed sign-in account and its Empleados row through the platform's
// HTTP interface (platformclient over the in-process transport, with the service role key), as an
// administrator's script would over the network. If the Empleados row cannot be created, the account
// is deleted again, so nothing is left half-created.
func runUsersCreate(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "users create",
		"users create --email E --password P [--nombre N] [--rol R] [--admin] [--data-dir ./vitrina_data]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	email := fs.String("email", "", "e-mail address of the account (required)")
	password := fs.String("password", "", "password of the account (required)")
	nombre := fs.String("nombre", "", "employee name (default: the part of the e-mail before @)")
	rol := fs.String("rol", "administrador", "employee role")
	admin := fs.Bool("admin", false, "also set user_metadata.admin: true")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *email == "" || *password == "" {
		fs.Usage()
		return errors.New("users create: --email and --password are required")
	}
	if *nombre == "" {
		*nombre, _, _ = strings.Cut(*email, "@")
	}

	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return err
	}
	secret, err := gateway.LoadSecret(cfg.DataDir, cfg.JWTSecret)
	if err != nil {
		return err
	}
	keys, err := gateway.NewKeys(secret, nil)
	if err != nil {
		return err
	}
	handler, err := platform.New(platform.Options{DB: db, Keys: keys, Config: cfg,
		Logger: newLogger(env.stderr, "warn")})
	if err != nil {
		return err
	}
	client := platformclient.New(platformclient.Options{BaseURL: cfg.BaseURL(), AnonKey: keys.AnonKey(),
		ServiceRoleKey: keys.ServiceRoleKey(), Transport: platformclient.InProcess(handler)})

	nu := platformclient.NewUser{Email: *email, Password: *password, EmailConfirm: true}
	if *admin {
		nu.UserMetadata = map[string]any{"admin": true}
	}
	created, err := client.AdminCreateUser(ctx, nu)
	if err != nil {
		return fmt.Errorf("users create: %w", err)
	}
	employee := map[string]any{"id": created.ID, "nombre": *nombre, "email": created.Email, "rol": *rol,
		"activo": true, "sistemas_acceso": []string{"CMS"}}
	if err := client.From("Empleados", client.Service()).Insert(ctx, employee, nil); err != nil {
		if derr := client.AdminDeleteUser(context.WithoutCancel(ctx), created.ID); derr != nil {
			err = errors.Join(err, fmt.Errorf("undo: delete account %s: %w", created.ID, derr))
		}
		return fmt.Errorf("users create: employee row: %w", err)
	}
	suffix := ""
	if *admin {
		suffix = ", admin"
	}
	fmt.Fprintf(env.stdout, "Usuario creado: %s (id %s, rol %s%s)\n", created.Email, created.ID, *rol, suffix)
	return nil
}
