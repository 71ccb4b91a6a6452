package supabase_test

import (
	"database/sql"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/supabase"
)

// employee runs fn as authenticated with the token of a signed-in user whose e-mail is email (no
// user_metadata.admin), rolled back; it returns fn's error.
func employee(t *testing.T, db *sql.DB, email string, fn func(tx *sql.Tx) error) error {
	t.Helper()
	claims := fmt.Sprintf(`{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000002","email":%q}`, email)
	return withClaims(t, db, "authenticated", claims, false, fn)
}

// affected runs a statement and returns the rows it changed through n.
func affected(n *int64, query string, args ...any) func(tx *sql.Tx) error {
	return func(tx *sql.Tx) error {
		res, err := tx.Exec(query, args...)
		if err != nil {
			return err
		}
		*n, err = res.RowsAffected()
		return err
	}
}

// accessState lists the policies and CHECK constraints the access migration writes.
func accessState(t *testing.T, db *sql.DB) string {
	t.Helper()
	var s string
	err := db.QueryRow(`SELECT string_agg(x, E'\n' ORDER BY x) FROM (
		SELECT format('%s.%s %s %s %s %s %s', schemaname, tablename, policyname, cmd, roles, qual, with_check) AS x FROM pg_policies
		UNION ALL
		SELECT format('%s %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE contype = 'c') q`).Scan(&s)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSupabaseViews applies the migrations and checks, as signed-in employees, that the generated
// access migration enforces the permission grid (a table's write views write it, its read views only
// read it; lifecycle rows and buckets follow the same views) and, as anon, the contact form's bounds.
func TestSupabaseViews(t *testing.T) {
	db := migratedSupabase(t)
	before := accessState(t, db)
	again, err := fs.ReadFile(supabase.Migrations, supabase.AccessMigration)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(string(again)); err != nil {
		t.Fatalf("apply the access migration again: %v", err)
	}
	if after := accessState(t, db); after != before {
		t.Errorf("applying the access migration again changed the policies or constraints:\n%s\nthen\n%s", before, after)
	}
	want := wantState(t)
	want("seed", "", as(t, db, "service_role", true, exec(`
		INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz');
		INSERT INTO contenido (titulo, categoria) VALUES ('Hola', 100);
		INSERT INTO ajustes_sitio (id, nombre_sitio) VALUES (1, 'Vitrina') ON CONFLICT (id) DO NOTHING;
		INSERT INTO "Empleados" (nombre, email, rol, activo, sistemas_acceso) VALUES
			('Vera', 'vera@vitrina.test', 'ventas', true, '["CMS"]'),
			('Blas', 'blas@vitrina.test', 'Blog', true, '["cms"]'),
			('Sara', 'Sara@Vitrina.test', 'seo', true, '["CMS"]'),
			('Ines', 'ines@vitrina.test', 'seo', false, '["CMS"]'),
			('Erp', 'erp@vitrina.test', 'seo', true, '["ERP"]'),
			('Tere', 'tere@vitrina.test', 'diseno', true, '["CMS"]'),
			('Coro', 'coro@vitrina.test', 'redaccion', true, '["CMS"]'),
			('Fe', 'fe@vitrina.test', 'faq', true, '["CMS"]'),
			('Ada', 'ada@vitrina.test', ' Administrador ', false, '[]');
		INSERT INTO roles_permisos (rol_nombre, vista_slug, puede_ver) VALUES
			('ventas', 'dashboard', true), ('ventas', 'clientes', true), ('ventas', 'templates', false),
			('blog', 'blog', true), ('seo', 'seo', true), ('diseno', 'templates', true), ('redaccion', 'contenido', true), ('faq', 'preguntas', true);
		INSERT INTO preguntas (id, pregunta, orden) VALUES (1, '¿Uno?', 1), (2, '¿Dos?', 2)`)))

	var n int64
	t.Run("a read view reads, never writes", func(t *testing.T) {
		var rows int
		want("ventas reads ajustes_sitio (dashboard)", "", employee(t, db, "vera@vitrina.test", func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM ajustes_sitio`).Scan(&rows)
		}))
		if rows != 1 {
			t.Errorf("ventas sees %d ajustes_sitio rows, want 1", rows)
		}
		n = -1
		if err := employee(t, db, "vera@vitrina.test", affected(&n, `UPDATE ajustes_sitio SET nombre_sitio = 'x'`)); err != nil && sqlState(err) != "42501" || err == nil && n != 0 {
			t.Errorf("ventas updates ajustes_sitio without the templates view: %d rows, %v", n, err)
		}
		n = -1
		if err := employee(t, db, "vera@vitrina.test", affected(&n, `DELETE FROM contenido`)); err != nil && sqlState(err) != "42501" || err == nil && n != 0 {
			t.Errorf("ventas deletes contenido without the contenido view: %d rows, %v", n, err)
		}
		want("blog reads ajustes_sitio", "", employee(t, db, "blas@vitrina.test", func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM ajustes_sitio`).Scan(&rows)
		}))
		if rows != 0 {
			t.Errorf("a blog-only employee sees %d ajustes_sitio rows, want 0", rows)
		}
	})

	t.Run("a write view writes", func(t *testing.T) {
		want("templates updates ajustes_sitio", "", employee(t, db, "tere@vitrina.test", affected(&n, `UPDATE ajustes_sitio SET nombre_sitio = 'x'`)))
		if n != 1 {
			t.Errorf("templates updated %d ajustes_sitio rows, want 1", n)
		}
		want("contenido deletes contenido", "", employee(t, db, "coro@vitrina.test", affected(&n, `DELETE FROM contenido`)))
		if n != 1 {
			t.Errorf("contenido deleted %d rows, want 1", n)
		}
		const redirect = `INSERT INTO redirecciones (origen, destino) VALUES ('/viejo', '/nuevo')`
		want("blog inserts into redirecciones", "42501", employee(t, db, "blas@vitrina.test", exec(redirect)))
		want("seo inserts into redirecciones (e-mail in another case)", "", employee(t, db, "sara@vitrina.test", exec(redirect)))
		want("an inactive seo employee", "42501", employee(t, db, "ines@vitrina.test", exec(redirect)))
		want("a seo employee without CMS access", "42501", employee(t, db, "erp@vitrina.test", exec(redirect)))
		want("a stranger", "42501", employee(t, db, "nadie@vitrina.test", exec(redirect)))
		want("an administrator by rol, inactive or not", "", employee(t, db, "ada@vitrina.test", exec(redirect)))
	})

	t.Run("preview links follow the views and live at most a week", func(t *testing.T) {
		const link = `SELECT public.crear_vista_previa('contenido', '1', now() + $1::interval)`
		want("blog links contenido", "42501", employee(t, db, "blas@vitrina.test", exec(link, "1 day")))
		want("contenido links for a week", "", employee(t, db, "coro@vitrina.test", exec(link, "7 days")))
		want("contenido links for a year", "P0001", employee(t, db, "coro@vitrina.test", exec(link, "1 year")))
	})

	t.Run("the FAQ's order follows the views", func(t *testing.T) {
		const order = `SELECT public.ordenar_preguntas($1::jsonb)`
		orders := func(tx *sql.Tx) (string, error) {
			var s string
			err := tx.QueryRow(`SELECT string_agg(id || ':' || orden, ' ' ORDER BY id) FROM preguntas`).Scan(&s)
			return s, err
		}
		var got string
		want("preguntas reorders", "", employee(t, db, "fe@vitrina.test", func(tx *sql.Tx) error {
			if _, err := tx.Exec(order, `[2, 1]`); err != nil {
				return err
			}
			var err error
			got, err = orders(tx)
			return err
		}))
		if got != "1:2 2:1" {
			t.Errorf("after ordenar_preguntas([2, 1]) as preguntas: %s", got)
		}
		want("blog reorders", "", employee(t, db, "blas@vitrina.test", exec(order, `[2, 1]`)))
		want("seed unchanged", "", as(t, db, "service_role", false, func(tx *sql.Tx) error {
			var err error
			got, err = orders(tx)
			return err
		}))
		if got != "1:1 2:2" {
			t.Errorf("the order after a call without the view: %s", got)
		}
		err := employee(t, db, "fe@vitrina.test", exec(order, `{"ids": [2, 1]}`))
		want("an object for p_ids", "P0001", err)
		if err == nil || !strings.Contains(err.Error(), "p_ids must be an array of ids of preguntas") {
			t.Errorf("an object for p_ids: %v", err)
		}
		want("anon reorders", "42501", as(t, db, "anon", false, exec(order, `[2, 1]`)))
	})

	t.Run("lifecycle rows follow their table's views", func(t *testing.T) {
		const draft = `INSERT INTO borradores (tabla, registro, datos, autor, guardado_en) VALUES ($1, '1', '{}', 'x', now())`
		want("blog drafts a post", "", employee(t, db, "blas@vitrina.test", exec(draft, "blog_entradas")))
		want("blog drafts contenido", "42501", employee(t, db, "blas@vitrina.test", exec(draft, "contenido")))
		want("seed a draft", "", as(t, db, "service_role", true, exec(draft, "contenido")))
		var rows int
		want("blog lists drafts", "", employee(t, db, "blas@vitrina.test", func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM borradores`).Scan(&rows)
		}))
		if rows != 0 {
			t.Errorf("a blog-only employee sees %d drafts of contenido", rows)
		}
		want("contenido lists drafts", "", employee(t, db, "coro@vitrina.test", func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM borradores`).Scan(&rows)
		}))
		if rows != 1 {
			t.Errorf("a contenido employee sees %d drafts, want 1", rows)
		}
	})

	t.Run("buckets", func(t *testing.T) {
		const upload = `INSERT INTO storage.objects (bucket_id, name) VALUES ($1, 'b.png')`
		want("blog uploads to contenido", "", employee(t, db, "blas@vitrina.test", exec(upload, "contenido")))
		want("blog uploads to clientes", "42501", employee(t, db, "blas@vitrina.test", exec(upload, "clientes")))
		want("ventas uploads to contenido", "42501", employee(t, db, "vera@vitrina.test", exec(upload, "contenido")))
		want("ventas uploads to clientes", "", employee(t, db, "vera@vitrina.test", exec(upload, "clientes")))
	})

	t.Run("contact form bounds", func(t *testing.T) {
		const send = `INSERT INTO mensajes_contacto (nombre, email, asunto, mensaje, consentimiento) VALUES ('Ana', $1, 'Hola', $2, true)`
		want("a message", "", as(t, db, "anon", false, exec(send, "ana@example.com", "Hola")))
		want("a 5001-character message", "23514", as(t, db, "anon", false, exec(send, "ana@example.com", strings.Repeat("á", 5001))))
		want("a 5000-character message", "", as(t, db, "anon", false, exec(send, "ana@example.com", strings.Repeat("á", 5000))))
		want("CRLF in the e-mail", "23514", as(t, db, "anon", false, exec(send, "ana@example.com\r\nBcc: x@example.com", "Hola")))
		want("a line separator in the e-mail", "23514", as(t, db, "anon", false, exec(send, "ana@example.com\u2028x", "Hola")))
		want("a tab in the e-mail", "", as(t, db, "anon", false, exec(send, "ana@example.com\t", "Hola")))
		want("a blank message still", "23514", as(t, db, "anon", false, exec(send, "ana@example.com", "   ")))
	})
}
