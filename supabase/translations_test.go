package supabase_test

import (
	"database/sql"
	"slices"
	"testing"
)

// TestSupabaseTranslations checks the Supabase SQL's rules for languages and translations as the
// embedded platform enforces them: anon reads a translation only while it and its post are published
// now; the same slug serves two languages but not two posts in one; a language's code is a BCP 47
// tag other than Spanish; saving a translation raises its version and records a revision.
func TestSupabaseTranslations(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO idiomas (codigo, nombre) VALUES ('en', 'English'), ('pt-BR', 'Português');
		INSERT INTO blog_entradas (id, titulo, slug) VALUES (1, 'Hola', 'hola'), (3, 'Saludo', 'hello');
		INSERT INTO blog_entradas (id, titulo, slug, estado) VALUES (2, 'Borrador', 'borrador', 'borrador');
		INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug) VALUES
			(1, 'en', 'Hello', 'hello'), (1, 'pt-BR', 'Olá', 'hello'), (2, 'en', 'Draft', 'draft');
		INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug, estado) VALUES (3, 'en', 'Greeting', 'greeting', 'borrador');
		INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug, publicar_en) VALUES (3, 'pt-BR', 'Saudação', 'saudacao', now() + interval '1 hour')`)); err != nil {
		t.Fatal(err)
	}
	slugs := func(role string) []string {
		var out []string
		err := as(t, db, role, false, func(tx *sql.Tx) error {
			rows, err := tx.Query(`SELECT idioma || ':' || slug FROM blog_entradas_traducciones ORDER BY 1`)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var s string
				if err := rows.Scan(&s); err != nil {
					return err
				}
				out = append(out, s)
			}
			return rows.Err()
		})
		if err != nil {
			t.Fatalf("%s reads the translations: %v", role, err)
		}
		return out
	}
	if got, want := slugs("anon"), []string{"en:hello", "pt-BR:hello"}; !slices.Equal(got, want) {
		t.Errorf("anon reads %q, want %q", got, want)
	}
	if got := slugs("authenticated"); len(got) != 5 {
		t.Errorf("a signed-in user reads %q, want all five", got)
	}
	for _, bad := range []string{
		`INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug) VALUES (3, 'pt-BR', 'X', 'hello')`,
		`INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug) VALUES (1, 'en', 'X', 'x')`,
		`INSERT INTO idiomas (codigo, nombre) VALUES ('es', 'Español')`,
		`INSERT INTO idiomas (codigo, nombre) VALUES ('EN-us', 'English')`,
		`INSERT INTO idiomas (codigo, nombre, sin_traduccion) VALUES ('fr', 'Français', 'ingles')`,
		`DELETE FROM idiomas WHERE codigo = 'en'`,
	} {
		if err := as(t, db, "authenticated", false, exec(bad)); err == nil {
			t.Errorf("accepted: %s", bad)
		}
	}
	if err := as(t, db, "anon", false, exec(`INSERT INTO idiomas (codigo, nombre) VALUES ('fr', 'Français')`)); err == nil {
		t.Error("anon adds a language")
	}
	if err := as(t, db, "authenticated", true, exec(`UPDATE blog_entradas_traducciones SET titulo = 'Hi' WHERE origen = 1 AND idioma = 'en'`)); err != nil {
		t.Fatal(err)
	}
	var version, revisions int
	if err := db.QueryRow(`SELECT version, (SELECT count(*) FROM revisiones WHERE tabla = 'blog_entradas_traducciones' AND registro = t.id::text)
		FROM blog_entradas_traducciones t WHERE origen = 1 AND idioma = 'en'`).Scan(&version, &revisions); err != nil {
		t.Fatal(err)
	}
	if version != 2 || revisions != 2 {
		t.Errorf("after one edit: version %d, %d revisions; want 2 and 2", version, revisions)
	}
}
