package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

// runUsersCreate creates a confirmed sign-in account and its Empleados row through the platform's
// HTTP interface (in-process, with the service role key), as an administrator's script would over
// the network; the account is deleted again if its row cannot be created.
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
	srv, err := server.Open(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return err
	}
	defer srv.Close()
	created, err := srv.CMSService().CreateAccount(ctx, cms.NewAccount{Email: *email, Password: *password, Nombre: *nombre, Rol: *rol, Admin: *admin})
	if err != nil {
		return fmt.Errorf("users create: %w", err)
	}
	suffix := ""
	if *admin {
		suffix = ", admin"
	}
	fmt.Fprintf(env.stdout, "Usuario creado: %s (id %s, rol %s%s)\n", created.Email, created.ID, cms.NormalizeRole(*rol), suffix)
	return nil
}
