package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &environment{stdout: &out, stderr: &errOut, lookupEnv: func(string) (string, bool) { return "", false }}
	err := run(context.Background(), env, args)
	return out.String() + errOut.String(), err
}

func TestUsersCreate(t *testing.T) {
	dir := t.TempDir()
	out, err := runCLI(t, "users", "create", "--data-dir", dir, "--email", "Jefa@Example.com",
		"--password", "una-clave-larga", "--nombre", "Jefa", "--admin")
	if err != nil {
		t.Fatalf("users create: %v\n%s", err, out)
	}
	if !strings.Contains(out, "Usuario creado: jefa@example.com") {
		t.Fatalf("output = %q", out)
	}

	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var id, meta string
	var confirmed database.Time
	if err := db.QueryRow(ctx, `SELECT id, raw_user_meta_data, email_confirmed_at FROM auth_users WHERE email = ?`,
		"jefa@example.com").Scan(&id, &meta, &confirmed); err != nil {
		t.Fatal(err)
	}
	// requires_password_change is always there, as a boolean.
	if meta != `{"admin":true,"requires_password_change":false}` || confirmed.IsZero() {
		t.Fatalf("user_metadata = %s, confirmed = %v", meta, confirmed)
	}
	var nombre, rol, acceso string
	var activo bool
	if err := db.QueryRow(ctx, `SELECT nombre, rol, activo, sistemas_acceso FROM "Empleados" WHERE id = ?`, id).
		Scan(&nombre, &rol, &activo, &acceso); err != nil {
		t.Fatal(err)
	}
	if nombre != "Jefa" || rol != "administrador" || !activo || acceso != `["CMS"]` {
		t.Fatalf("Empleados row = %q %q %v %q", nombre, rol, activo, acceso)
	}

	// The same address again fails and changes nothing.
	if _, err := runCLI(t, "users", "create", "--data-dir", dir, "--email", "jefa@example.com", "--password", "otra-clave-larga"); err == nil {
		t.Fatal("duplicate e-mail: want an error")
	}
}

func TestUsersCreateUndoesTheAccount(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	// An employee row with this e-mail already exists, so the second step fails.
	if _, err := db.Exec(ctx, `INSERT INTO "Empleados" (id, nombre, email, rol) VALUES ('e1', 'X', 'ana@example.com', 'ventas')`); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, "users", "create", "--data-dir", dir, "--email", "ana@example.com", "--password", "una-clave-larga", "--rol", "ventas")
	if err == nil {
		t.Fatalf("want an error; output %q", out)
	}
	var n int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM auth_users`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Fatalf("auth_users = %d rows after a failed create, want 0", n)
	}
}

func TestUsersCreateNeedsEmailAndPassword(t *testing.T) {
	if _, err := runCLI(t, "users", "create", "--data-dir", t.TempDir(), "--email", "a@example.com"); err == nil {
		t.Fatal("want an error without --password")
	}
	if _, err := runCLI(t, "users", "create", "--data-dir", t.TempDir(), "--email", "a@example.com", "--password", "corta"); err == nil {
		t.Fatal("want an error for a weak password")
	}
}
