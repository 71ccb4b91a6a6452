package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/gateway"
	"github.com/vitrina/vitrina/internal/platform"
)

// runUsersCreate creates a confirmed sign-in account and its Empleados row through the platform's
// HTTP interface, in-process and with the service role key, as an administrator's script would over
// the network. If the Empleados row cannot be created, the account is deleted again.
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
	c := &platformClient{handler: handler, key: keys.ServiceRoleKey()}

	meta := map[string]any{}
	if *admin {
		meta["admin"] = true
	}
	var created struct {
		ID    string `json:"id"`
		Email string `json:"email"`
	}
	if err := c.call(ctx, "POST", "/auth/v1/admin/users", map[string]any{"email": *email, "password": *password,
		"email_confirm": true, "user_metadata": meta}, &created); err != nil {
		return fmt.Errorf("users create: %w", err)
	}
	employee := map[string]any{"id": created.ID, "nombre": *nombre, "email": created.Email, "rol": *rol,
		"activo": true, "sistemas_acceso": []string{"CMS"}}
	if err := c.call(ctx, "POST", "/rest/v1/Empleados", employee, nil); err != nil {
		if derr := c.call(context.WithoutCancel(ctx), "DELETE", "/auth/v1/admin/users/"+created.ID, nil, nil); derr != nil {
			err = errors.Join(err, fmt.Errorf("undo: delete account %s: %w", created.ID, derr))
		}
		return fmt.Errorf("users create: employee row: %w", err)
	}
	fmt.Fprintf(env.stdout, "Usuario creado: %s (id %s, rol %s%s)\n", created.Email, created.ID, *rol,
		map[bool]string{true: ", admin", false: ""}[*admin])
	return nil
}

// platformClient calls the platform's handler in-process with the service role key.
type platformClient struct {
	handler http.Handler
	key     string
}

// call sends body as JSON and decodes a 2xx answer into out; other answers become an error carrying
// the platform's message.
func (c *platformClient) call(ctx context.Context, method, path string, body, out any) error {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("encode request: %w", err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, "http://localhost"+path, r)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	req.RemoteAddr = "127.0.0.1:0"
	req.Header.Set("apikey", c.key)
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "return=representation")
	rec := httptest.NewRecorder()
	c.handler.ServeHTTP(rec, req)
	if rec.Code < 200 || rec.Code > 299 {
		var e struct {
			Msg     string `json:"msg"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(rec.Body.Bytes(), &e)
		msg := e.Msg + e.Message
		if msg == "" {
			msg = strings.TrimSpace(rec.Body.String())
		}
		return fmt.Errorf("%s %s: HTTP %d: %s", method, path, rec.Code, msg)
	}
	if out != nil {
		if err := json.Unmarshal(rec.Body.Bytes(), out); err != nil {
			return fmt.Errorf("decode answer of %s %s: %w", method, path, err)
		}
	}
	return nil
}
