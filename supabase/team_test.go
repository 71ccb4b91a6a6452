package supabase_test

import (
	"database/sql"
	"strings"
	"testing"
)

// TestSupabaseTeamPage: equipo_publico() answers null until the appearance settings turn the team page
// on, then the departments with their active people's names only, to anon.
func TestSupabaseTeamPage(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO "Empleados" (id, nombre, email, rol, departamento, activo) VALUES
			('11111111-1111-4111-8111-111111111111', 'Ana Ruiz', 'ana@example.com', 'administrador', 'Ventas', true),
			('22222222-2222-4222-8222-222222222222', 'Luis Gil', 'luis@example.com', 'ventas', 'ventas', true),
			('33333333-3333-4333-8333-333333333333', 'Eva Sanz', 'eva@example.com', 'ventas', 'Ventas', false);
		INSERT INTO departamentos (nombre, responsable, orden) VALUES ('Ventas', '22222222-2222-4222-8222-222222222222', 1);
		INSERT INTO ajustes_sitio (id) VALUES (1)`)); err != nil {
		t.Fatal(err)
	}
	read := func() sql.NullString {
		t.Helper()
		var out sql.NullString
		if err := as(t, db, "anon", false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT public.equipo_publico()::text`).Scan(&out)
		}); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if got := read(); got.Valid {
		t.Fatalf("with the page off: %s", got.String)
	}
	if _, err := db.Exec(`UPDATE ajustes_sitio SET mostrar_equipo = true`); err != nil {
		t.Fatal(err)
	}
	got := read().String
	if !strings.Contains(got, `"Luis Gil", "responsable" : true`) || !strings.Contains(got, "Ana Ruiz") ||
		strings.Contains(got, "Eva Sanz") || strings.Contains(got, "@") || strings.Index(got, "Luis Gil") > strings.Index(got, "Ana Ruiz") {
		t.Errorf("team: %s", got)
	}
}
