package supabase_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/vitrina/vitrina/supabase"
)

// supabaseStandIn is what a Supabase project has before our migrations: its roles (created by the
// test, idempotently, since roles are cluster-wide), the auth helpers reading request.jwt.claims,
// and storage's buckets and objects tables with row-level security on objects.
const supabaseStandIn = `
grant usage on schema public to anon, authenticated, service_role;
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                    nullif(current_setting('request.jwt.claims', true), ''))::jsonb $$;
create function auth.uid() returns uuid language sql stable as $$
    select nullif(coalesce(current_setting('request.jwt.claim.sub', true), auth.jwt() ->> 'sub'), '')::uuid $$;
create function auth.role() returns text language sql stable as $$
    select nullif(coalesce(current_setting('request.jwt.claim.role', true), auth.jwt() ->> 'role'), '')::text $$;
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;
create table storage.buckets (
    id text primary key, name text not null unique, owner uuid, public boolean default false,
    file_size_limit bigint, allowed_mime_types text[],
    created_at timestamptz default now(), updated_at timestamptz default now());
create table storage.objects (
    id uuid primary key default gen_random_uuid(), bucket_id text references storage.buckets (id),
    name text, owner uuid default auth.uid(), version text, metadata jsonb,
    created_at timestamptz default now(), updated_at timestamptz default now(), last_accessed_at timestamptz default now(),
    unique (bucket_id, name));
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
`

// migratedSupabase is a database of the test's own with the Supabase SQL applied; the test is
// skipped without PostgreSQL (VITRINA_TEST_DATABASE_URL).
func migratedSupabase(t *testing.T) *sql.DB {
	t.Helper()
	base := os.Getenv("VITRINA_TEST_DATABASE_URL")
	if base == "" {
		t.Skip("needs PostgreSQL to run the Supabase SQL; set VITRINA_TEST_DATABASE_URL to run it")
	}
	db := freshDatabase(t, base)
	applyMigrations(t, db)
	return db
}

// freshDatabase creates a database of its own for the test (the migrations use the public schema and
// a database-wide extension) and returns a connection pool to it.
func freshDatabase(t *testing.T, base string) *sql.DB {
	t.Helper()
	ctx := context.Background()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	name := fmt.Sprintf("vt_supabase_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	for _, role := range []string{"anon", "authenticated", "service_role"} {
		attrs := "NOLOGIN NOINHERIT"
		if role == "service_role" {
			attrs += " BYPASSRLS"
		}
		// Roles are cluster-wide: created when absent, never dropped.
		if _, err := admin.ExecContext(ctx, fmt.Sprintf(`DO $$ BEGIN
			IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%s') THEN CREATE ROLE %s %s; END IF;
			EXCEPTION WHEN duplicate_object THEN NULL; END $$`, role, role, attrs)); err != nil {
			t.Fatalf("create role %s: %v", role, err)
		}
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	q := u.Query()
	q.Del("search_path")
	u.RawQuery = q.Encode()
	db, err := sql.Open("pgx", u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = db.Close()
		_, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return db
}

func applyMigrations(t *testing.T, db *sql.DB) {
	t.Helper()
	if _, err := db.Exec(supabaseStandIn); err != nil {
		t.Fatalf("Supabase stand-in: %v", err)
	}
	names, err := fs.Glob(supabase.Migrations, "migrations/*.sql")
	if err != nil || len(names) == 0 {
		t.Fatalf("no migrations: %v", err)
	}
	sort.Strings(names)
	for _, n := range names {
		b, _ := fs.ReadFile(supabase.Migrations, n)
		if _, err := db.Exec(string(b)); err != nil {
			t.Fatalf("apply %s: %v", n, err)
		}
	}
}

// as runs fn in a transaction as role with the given JWT claims (as PostgREST does), rolled back
// unless commit; it returns fn's error. authenticated is an administrator of the permission grid
// (user_metadata.admin), who holds every view; views_test.go signs in employees with fewer.
func as(t *testing.T, db *sql.DB, role string, commit bool, fn func(tx *sql.Tx) error) error {
	t.Helper()
	claims := fmt.Sprintf(`{"role":%q,"sub":"00000000-0000-4000-8000-000000000001"}`, role)
	if role == "authenticated" {
		claims = `{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000001","user_metadata":{"admin":true}}`
	}
	return withClaims(t, db, role, claims, commit, fn)
}

// withClaims runs fn in a transaction as role with the JWT claims given, as PostgREST does.
func withClaims(t *testing.T, db *sql.DB, role, claims string, commit bool, fn func(tx *sql.Tx) error) error {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec("SELECT set_config('request.jwt.claims', $1, true)", claims); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec("SET LOCAL ROLE " + role); err != nil { // role is one of three constants
		t.Fatal(err)
	}
	ferr := fn(tx)
	if commit && ferr == nil {
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		return nil
	}
	_ = tx.Rollback()
	return ferr
}

func sqlState(err error) string {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	return ""
}

// wantState returns a check that err has SQLSTATE code ("" for success), reported on t as name.
func wantState(t *testing.T) func(name, code string, err error) {
	return func(name, code string, err error) {
		t.Helper()
		if got := sqlState(err); got != code || (code == "" && err != nil) {
			t.Errorf("%s: SQLSTATE %q (%v), want %q", name, got, err, code)
		}
	}
}

func exec(query string, args ...any) func(tx *sql.Tx) error {
	return func(tx *sql.Tx) error { _, err := tx.Exec(query, args...); return err }
}

// TestSupabaseMigrations applies supabase/migrations on a stand-in Supabase database and checks the
// grants, row-level security, triggers, RPC and storage policies as each role.
func TestSupabaseMigrations(t *testing.T) {
	db := migratedSupabase(t)

	want := wantState(t)
	// Content as the service role (bypasses row-level security).
	want("seed", "", as(t, db, "service_role", true, exec(`
		INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz');
		INSERT INTO contenido (titulo, categoria) VALUES ('Hola', 100);
		INSERT INTO "Empleados" (nombre, email, rol) VALUES ('Ana', 'ana@vitrina.test', 'ventas');
		INSERT INTO roles_permisos (rol_nombre, vista_slug, puede_ver) VALUES ('ventas', 'dashboard', true), ('ventas', 'clientes', true);
		INSERT INTO storage.objects (bucket_id, name) VALUES ('contenido', 'a.png')`)))

	var n int
	want("anon reads contenido", "", as(t, db, "anon", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT count(*) FROM contenido`).Scan(&n)
	}))
	if n != 1 {
		t.Errorf("anon sees %d contenido rows, want 1", n)
	}
	want("anon inserts contenido", "42501", as(t, db, "anon", false, exec(`INSERT INTO contenido (titulo, categoria) VALUES ('x', 100)`)))
	want("anon reads Empleados", "42501", as(t, db, "anon", false, exec(`SELECT * FROM "Empleados"`)))
	want("authenticated reads Empleados", "", as(t, db, "authenticated", false, exec(`SELECT * FROM "Empleados"`)))
	want("authenticated updates Empleados", "42501", as(t, db, "authenticated", false, exec(`UPDATE "Empleados" SET rol = 'x'`)))
	want("authenticated writes roles_permisos", "42501", as(t, db, "authenticated", false, exec(`DELETE FROM roles_permisos`)))
	want("service_role updates Empleados", "", as(t, db, "service_role", false, exec(`UPDATE "Empleados" SET rol = 'x'`)))
	want("authenticated writes testimoniales", "", as(t, db, "authenticated", false, exec(
		`INSERT INTO testimoniales (categoria, testimonio, empresa) VALUES (100, 'Bien', 'ACME')`)))

	t.Run("storage", func(t *testing.T) {
		var public bool
		var limit int64
		if err := db.QueryRow(`SELECT public, file_size_limit FROM storage.buckets WHERE id = 'clientes'`).Scan(&public, &limit); err != nil || !public || limit != 10<<20 {
			t.Errorf("bucket clientes: public %v, limit %d, %v", public, limit, err)
		}
		want("anon reads contenido objects", "", as(t, db, "anon", false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM storage.objects WHERE bucket_id = 'contenido'`).Scan(&n)
		}))
		if n != 1 {
			t.Errorf("anon sees %d objects, want 1", n)
		}
		want("anon uploads", "42501", as(t, db, "anon", false, exec(`INSERT INTO storage.objects (bucket_id, name) VALUES ('contenido', 'b.png')`)))
		want("authenticated uploads", "", as(t, db, "authenticated", false, exec(`INSERT INTO storage.objects (bucket_id, name) VALUES ('contenido', 'b.png')`)))
		want("authenticated replaces", "", as(t, db, "authenticated", false, exec(`UPDATE storage.objects SET metadata = '{}' WHERE name = 'a.png'`)))
	})

	t.Run("slug", func(t *testing.T) {
		var slugs []string
		want("insert categories", "", as(t, db, "authenticated", false, func(tx *sql.Tx) error {
			for range 3 {
				var s string
				if err := tx.QueryRow(`INSERT INTO "categoria-servicios" (name) VALUES ('Instalación  Eléctrica!') RETURNING slug`).Scan(&s); err != nil {
					return err
				}
				slugs = append(slugs, s)
			}
			return nil
		}))
		if fmt.Sprint(slugs) != "[instalacion-electrica instalacion-electrica-2 instalacion-electrica-3]" {
			t.Errorf("slugs %v", slugs)
		}
	})

	t.Run("cycle", func(t *testing.T) {
		err := as(t, db, "authenticated", false, exec(`
			INSERT INTO "categoria-servicios" (id, name, id_padre) VALUES (201, 'b', 100), (202, 'c', 201);
			UPDATE "categoria-servicios" SET id_padre = 202 WHERE id = 100`))
		want("move a category under its grandchild", "P0001", err)
		want("a legal move", "", as(t, db, "authenticated", false, exec(`
			INSERT INTO "categoria-servicios" (id, name) VALUES (301, 'd');
			UPDATE "categoria-servicios" SET id_padre = 301 WHERE id = 100`)))
	})

	t.Run("hero", func(t *testing.T) {
		// The home page's hero: a button links to a path of the site or an http(s) address; the
		// texts keep their bounds (as the embedded platform holds them).
		set := func(column, value string) string {
			return `INSERT INTO ajustes_sitio (id, ` + column + `) VALUES (1, ` + value + `) ON CONFLICT (id) DO UPDATE SET ` + column + ` = excluded.` + column
		}
		for _, bad := range []string{"javascript:alert(1)", "data:text/html,x", "//otro.example", "/ruta con espacio", `\\servidor`} {
			want("a button linking to "+bad, "P0001", as(t, db, "service_role", false, exec(set("portada_boton1_enlace", "$1"), bad)))
		}
		for _, good := range []string{"/contacto", "/", "https://altamar.example/agenda?dia=1", "http://altamar.example", ""} {
			want("a button linking to "+good, "", as(t, db, "service_role", false, exec(set("portada_boton2_enlace", "$1"), good)))
		}
		want("a headline too long", "23514", as(t, db, "service_role", false, exec(set("portada_titulo", "repeat('a', 121)"))))
		want("a button's text on two lines", "23514", as(t, db, "service_role", false, exec(set("portada_boton1_texto", `E'Hable\ncon nosotros'`))))
	})

	t.Run("security event", func(t *testing.T) {
		const call = `SELECT public.record_security_event($1, $2::jsonb)`
		want("authenticated records an event", "42501", as(t, db, "authenticated", false, exec(call, "cms_sign_in", `{}`)))
		want("anon records an event", "42501", as(t, db, "anon", false, exec(call, "cms_sign_in_failed", `{}`)))
		want("the service role records an event", "", as(t, db, "service_role", true, exec(call, "cms_sign_in", `{"address":"192.0.2.1"}`)))
		want("an unknown event", "P0001", as(t, db, "service_role", true, exec(call, "insert", `{}`)))
		want("a detail that is no object", "P0001", as(t, db, "service_role", true, exec(call, "cms_sign_in", `[]`)))
	})

	t.Run("rpc", func(t *testing.T) {
		const call = `SELECT public.replace_role_permissions($1, $2::jsonb)`
		want("authenticated calls the RPC", "42501", as(t, db, "authenticated", false, exec(call, "ventas", `[]`)))
		want("anon calls the RPC", "42501", as(t, db, "anon", false, exec(call, "ventas", `[]`)))
		want("replace", "", as(t, db, "service_role", true, exec(call, " Ventas ", `[{"vista_slug":"contenido","puede_ver":true},{"vista_slug":"seo","puede_ver":false}]`)))
		perms := func() string {
			rows, err := db.Query(`SELECT vista_slug || ':' || puede_ver FROM roles_permisos WHERE rol_nombre = 'ventas' ORDER BY vista_slug`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var out []string
			for rows.Next() {
				var s string
				_ = rows.Scan(&s)
				out = append(out, s)
			}
			return fmt.Sprint(out)
		}
		if got := perms(); got != "[contenido:true seo:false]" {
			t.Errorf("after replace: %s", got)
		}
		if err := as(t, db, "service_role", true, exec(call, "ventas", `[{"vista_slug":"dashboard","puede_ver":true},{"vista_slug":"nada","puede_ver":true}]`)); err == nil {
			t.Error("a replace with an invalid view succeeded")
		}
		if got := perms(); got != "[contenido:true seo:false]" {
			t.Errorf("a failed replace changed the permissions: %s", got)
		}
	})
}
