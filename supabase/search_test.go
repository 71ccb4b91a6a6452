package supabase_test

import (
	"database/sql"
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// TestSupabaseSearch runs the Supabase SQL's site search: the trigger indexes every write of a
// searchable table; buscar finds, as anon, only what is published now, accent- and
// inflection-insensitively ("diseno" finds "diseño", "aplicaciones" finds "aplicación"), title
// matches first; buscar_admin finds drafts of the views it is given; a delete leaves the index.
func TestSupabaseSearch(t *testing.T) {
	base := os.Getenv("VITRINA_TEST_DATABASE_URL")
	if base == "" {
		t.Skip("needs PostgreSQL to run the Supabase SQL; set VITRINA_TEST_DATABASE_URL to run it")
	}
	db := freshDatabase(t, base)
	applyMigrations(t, db)
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
		var raw []byte
		err := as(t, db, role, false, func(tx *sql.Tx) error { return tx.QueryRow(query, args...).Scan(&raw) })
		if err != nil {
			t.Fatalf("%s as %s: %v", query, role, err)
		}
		var out struct {
			Resultados []struct{ Titulo, Ruta string }
		}
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, r := range out.Resultados {
			titles = append(titles, r.Titulo+" "+r.Ruta)
		}
		return titles
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
