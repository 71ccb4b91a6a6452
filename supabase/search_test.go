package supabase_test

import (
	"database/sql"
	"encoding/json"
	"slices"
	"testing"
)

// TestSupabaseSearch runs the Supabase SQL's site search: the trigger indexes every write of a
// searchable table; buscar finds, as anon, only what is published now, accent- and
// inflection-insensitively ("diseno" finds "diseño", "aplicaciones" finds "aplicación"), title
// matches first; buscar_admin finds drafts of the views it is given; a delete leaves the index.
func TestSupabaseSearch(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz');
		INSERT INTO contenido (id, titulo, categoria, descripcion) VALUES (5, 'Aplicaciones móviles', 100, '{"body":"<p>iOS</p>","layout":1}');
		INSERT INTO blog_entradas (titulo, slug, cuerpo) VALUES ('Diseño de interfaces', 'diseno', '<p>Colores</p>'),
			('Experiencia', 'experiencia', '<p>Una aplicación con mucho diseño</p>');
		INSERT INTO blog_entradas (titulo, slug, estado) VALUES ('Diseño en borrador', 'borrador', 'borrador')`)); err != nil {
		t.Fatal(err)
	}
	run := func(role, query string, args ...any) []string {
		t.Helper()
		return searchHits(t, db, role, query, args...)
	}
	for q, want := range map[string][]string{
		"diseno":       {"Diseño de interfaces /blog/diseno", "Experiencia /blog/experiencia"},
		"aplicaciones": {"Aplicaciones móviles /contenido/5-aplicaciones-moviles", "Experiencia /blog/experiencia"},
		`"*) | !x ( &`: nil,
	} {
		if got := run("anon", `SELECT buscar($1)`, q); !slices.Equal(got, want) {
			t.Errorf("buscar(%q) = %q, want %q", q, got, want)
		}
	}
	if got := run("authenticated", `SELECT buscar_admin($1, $2::jsonb)`, "diseño", `["blog"]`); len(got) != 3 {
		t.Errorf("buscar_admin: %q", got)
	}
	if err := as(t, db, "service_role", true, exec(`DELETE FROM contenido WHERE id = 5`)); err != nil {
		t.Fatal(err)
	}
	if got := run("anon", `SELECT buscar($1)`, "móviles"); got != nil {
		t.Errorf("after delete: %q", got)
	}
}

// TestSupabaseSearchLanguages runs the Supabase SQL's site search in other languages: the trigger
// of a translation table indexes each published translation at its item's address in its language;
// buscar with p_idioma finds it by that language's stems ("running" finds "run") only while both it
// and its item are published and the language is offered; Spanish finds what it did; the item's
// deletion takes its translations out.
func TestSupabaseSearchLanguages(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO idiomas (codigo, nombre, activo) VALUES ('en', 'English', true), ('fr', 'Français', false);
		INSERT INTO blog_entradas (id, titulo, slug, cuerpo) VALUES (1, 'Correr', 'correr', '<p>Salimos a correr</p>'), (3, 'Nadar', 'nadar', '');
		INSERT INTO blog_entradas (id, titulo, slug, estado) VALUES (2, 'Borrador', 'borrador', 'borrador');
		INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug, cuerpo, estado) VALUES
			(1, 'en', 'Morning run', 'morning-run', '<p>We run in the park</p>', 'publicado'),
			(1, 'fr', 'Courir', 'courir', '<p>Nous courons</p>', 'publicado'),
			(2, 'en', 'Draft item run', 'draft-item', '', 'publicado'),
			(3, 'en', 'Swimming runs', 'swimming', '', 'borrador')`)); err != nil {
		t.Fatal(err)
	}
	run := func(query string, args ...any) []string { t.Helper(); return searchHits(t, db, "anon", query, args...) }
	for _, c := range []struct {
		query, lang string
		want        []string
	}{
		{"running", "en", []string{"Morning run /en/blog/morning-run"}},
		{"swimming", "en", nil}, // a draft translation
		{"draft", "en", nil},    // the translation of a draft item
		{"courons", "fr", nil},  // a disabled language
		{"running", "", nil},
		{"correr", "", []string{"Correr /blog/correr"}},
		{"correr", "es", []string{"Correr /blog/correr"}},
	} {
		if got := run(`SELECT buscar(p_consulta => $1, p_idioma => $2)`, c.query, c.lang); !slices.Equal(got, c.want) {
			t.Errorf("buscar(%q, %q) = %q, want %q", c.query, c.lang, got, c.want)
		}
	}
	if got := run(`SELECT buscar($1)`, "correr"); !slices.Equal(got, []string{"Correr /blog/correr"}) {
		t.Errorf("buscar without a language: %q", got)
	}
	if err := as(t, db, "service_role", true, exec(`UPDATE blog_entradas_traducciones SET estado = 'publicado' WHERE origen = 3;
		UPDATE blog_entradas SET estado = 'borrador' WHERE id = 1`)); err != nil {
		t.Fatal(err)
	}
	if got := run(`SELECT buscar(p_consulta => $1, p_idioma => 'en')`, "runs"); !slices.Equal(got, []string{"Swimming runs /en/blog/swimming"}) {
		t.Errorf("after publishing one translation and hiding another's item: %q", got)
	}
	var left int
	if err := as(t, db, "service_role", true, func(tx *sql.Tx) error {
		if _, err := tx.Exec(`DELETE FROM blog_entradas WHERE id = 1`); err != nil {
			return err
		}
		return tx.QueryRow(`SELECT count(*) FROM busqueda WHERE tabla = 'blog_entradas_traducciones'`).Scan(&left)
	}); err != nil {
		t.Fatal(err)
	}
	if left != 2 {
		t.Errorf("translations left in the index after their item's deletion: %d, want 2", left)
	}
}

// searchHits runs a search function's query as role and reads its results as "title path".
func searchHits(t *testing.T, db *sql.DB, role, query string, args ...any) []string {
	t.Helper()
	var raw []byte
	if err := as(t, db, role, false, func(tx *sql.Tx) error { return tx.QueryRow(query, args...).Scan(&raw) }); err != nil {
		t.Fatalf("%s as %s: %v", query, role, err)
	}
	var out struct {
		Resultados []struct{ Titulo, Ruta string }
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	var hits []string
	for _, r := range out.Resultados {
		hits = append(hits, r.Titulo+" "+r.Ruta)
	}
	return hits
}
