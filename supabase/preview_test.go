package supabase_test

import (
	"database/sql"
	"testing"
)

// TestSupabasePreviewLinks checks crear_vista_previa and vista_previa in the Supabase SQL as the
// embedded platform has them: a signed-in user makes a link, anyone holding its token reads the row
// with its pending draft, and an unknown, expired or revoked token reads nothing.
func TestSupabasePreviewLinks(t *testing.T) {
	db := migratedSupabase(t)
	var id string
	if err := as(t, db, "authenticated", true, func(tx *sql.Tx) error {
		if _, err := tx.Exec(`INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz')`); err != nil {
			return err
		}
		if err := tx.QueryRow(`INSERT INTO contenido (titulo, categoria, estado) VALUES ('Borrador', 100, 'borrador') RETURNING id::text`).Scan(&id); err != nil {
			return err
		}
		_, err := tx.Exec(`INSERT INTO borradores (tabla, registro, datos, autor, guardado_en) VALUES ('contenido', $1, '{"titulo": "Con cambios"}', 'ana@example.com', now())`, id)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	create := func(role, table, expires string) (string, error) {
		var token string
		err := as(t, db, role, true, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT public.crear_vista_previa($1, $2, now() + $3::interval)`, table, id, expires).Scan(&token)
		})
		return token, err
	}
	token, err := create("authenticated", "contenido", "7 days")
	if err != nil || len(token) < 40 {
		t.Fatalf("crear_vista_previa: %q, %v", token, err)
	}
	read := func(token string) (title sql.NullString, state sql.NullString) {
		t.Helper()
		if err := as(t, db, "anon", false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT p->'datos'->>'titulo', p->'datos'->>'estado' FROM (SELECT public.vista_previa($1)::jsonb AS p) x`, token).Scan(&title, &state)
		}); err != nil {
			t.Fatalf("vista_previa as anon: %v", err)
		}
		return title, state
	}
	if title, state := read(token); title.String != "Con cambios" || state.String != "borrador" {
		t.Errorf("anon's preview: %q %q; want the draft's title over the row", title.String, state.String)
	}
	if title, _ := read(token + "x"); title.Valid {
		t.Errorf("an unknown token shows %q", title.String)
	}
	var stored string
	if err := db.QueryRow(`SELECT token_hash FROM vistas_previas`).Scan(&stored); err != nil || stored == token {
		t.Errorf("the table keeps %q (%v); want the token's hash only", stored, err)
	}
	want := func(name, code string, err error) {
		t.Helper()
		if got := sqlState(err); got != code {
			t.Errorf("%s: SQLSTATE %q (%v), want %q", name, got, err, code)
		}
	}
	_, err = create("anon", "contenido", "7 days")
	want("anon makes a link", "42501", err)
	_, err = create("authenticated", "clientes", "7 days")
	want("a link to a table without lifecycle", "P0001", err)
	_, err = create("authenticated", "contenido", "-1 minute")
	want("a link that has already expired", "P0001", err)
	want("anon reads the links", "42501", as(t, db, "anon", false, exec(`SELECT * FROM vistas_previas`)))

	// Expired and revoked links show nothing.
	if _, err := db.Exec(`UPDATE vistas_previas SET expira_en = now() - interval '1 second'`); err != nil {
		t.Fatal(err)
	}
	if title, _ := read(token); title.Valid {
		t.Errorf("an expired link shows %q", title.String)
	}
	token, err = create("authenticated", "contenido", "1 hour")
	if err != nil {
		t.Fatal(err)
	}
	var links int
	if err := db.QueryRow(`SELECT count(*) FROM vistas_previas`).Scan(&links); err != nil || links != 1 {
		t.Errorf("%d links after a new one, %v; want the expired one deleted", links, err)
	}
	if err := as(t, db, "authenticated", true, exec(`DELETE FROM vistas_previas`)); err != nil {
		t.Fatal(err)
	}
	if title, _ := read(token); title.Valid {
		t.Errorf("a revoked link shows %q", title.String)
	}
}
