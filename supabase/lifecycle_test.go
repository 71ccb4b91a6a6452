package supabase_test

import (
	"database/sql"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// TestSupabaseLifecycle checks the editorial lifecycle's row-level rule in the Supabase SQL: for each
// state and schedule, whether anon and authenticated see the row, as internal/platform/schema's
// PublishedNow decides for the embedded platform; and next_publication_change().
func TestSupabaseLifecycle(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz');
		INSERT INTO contenido (titulo, categoria) VALUES ('sin estado', 100);
		INSERT INTO contenido (titulo, categoria, estado) VALUES ('borrador', 100, 'borrador'), ('archivado', 100, 'archivado');
		INSERT INTO contenido (titulo, categoria, estado, publicar_en) VALUES
			('programado pasado', 100, 'programado', now() - interval '1 hour'),
			('programado futuro', 100, 'programado', now() + interval '2 hours'),
			('programado sin fecha', 100, 'programado', NULL),
			('publicado futuro', 100, 'publicado', now() + interval '3 hours');
		INSERT INTO contenido (titulo, categoria, estado, despublicar_en) VALUES
			('retirado', 100, 'publicado', now() - interval '1 minute'),
			('se retira', 100, 'publicado', now() + interval '1 hour')`)); err != nil {
		t.Fatal(err)
	}
	titles := func(role string) []string {
		var out []string
		err := as(t, db, role, false, func(tx *sql.Tx) error {
			rows, err := tx.Query(`SELECT titulo FROM contenido ORDER BY titulo`)
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
			t.Fatalf("%s reads contenido: %v", role, err)
		}
		return out
	}
	if got, want := titles("anon"), []string{"programado pasado", "se retira", "sin estado"}; !slices.Equal(got, want) {
		t.Errorf("anon sees %q, want %q", got, want)
	}
	if got := titles("authenticated"); len(got) != 9 {
		t.Errorf("authenticated sees %d rows, want all 9: %q", len(got), got)
	}
	want := func(name, code string, err error) {
		t.Helper()
		if got := sqlState(err); got != code {
			t.Errorf("%s: SQLSTATE %q (%v), want %q", name, got, err, code)
		}
	}
	want("an unknown estado", "23514", as(t, db, "authenticated", false, exec(`INSERT INTO contenido (titulo, categoria, estado) VALUES ('x', 100, 'oculto')`)))

	// Revisions: an edit as a signed-in user keeps the row and its author; anon reads none and nobody
	// writes them directly.
	if err := as(t, db, "authenticated", true, exec(`UPDATE contenido SET titulo = 'sin estado (editado)' WHERE titulo = 'sin estado'`)); err != nil {
		t.Fatal(err)
	}
	var autor, titulo string
	if err := as(t, db, "authenticated", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT autor, datos->>'titulo' FROM revisiones ORDER BY id DESC LIMIT 1`).Scan(&autor, &titulo)
	}); err != nil || autor != "00000000-0000-4000-8000-000000000001" || titulo != "sin estado (editado)" {
		t.Errorf("latest revision: %q %q %v", autor, titulo, err)
	}
	var version int
	if err := db.QueryRow(`SELECT version FROM contenido WHERE titulo = 'sin estado (editado)'`).Scan(&version); err != nil || version != 2 {
		t.Errorf("version after one update: %d, %v; want 2", version, err)
	}
	want("anon reads revisions", "42501", as(t, db, "anon", false, exec(`SELECT * FROM revisiones`)))
	want("authenticated writes revisions", "42501", as(t, db, "authenticated", false, exec(`DELETE FROM revisiones`)))

	// Trash: a trashed row is hidden from anon; purge_trash deletes only what was trashed before the
	// given time, with its revisions, and only the service role may call it.
	if err := as(t, db, "authenticated", true, exec(`UPDATE contenido SET eliminado_en = now() - interval '31 days' WHERE titulo = 'sin estado (editado)';
		UPDATE contenido SET eliminado_en = now() WHERE titulo = 'se retira'`)); err != nil {
		t.Fatal(err)
	}
	if got, want := titles("anon"), []string{"programado pasado"}; !slices.Equal(got, want) {
		t.Errorf("anon sees %q with two items in the trash, want %q", got, want)
	}
	want("authenticated purges", "42501", as(t, db, "authenticated", false, exec(`SELECT public.purge_trash(now())`)))
	var purged int
	if err := as(t, db, "service_role", true, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT public.purge_trash(now() - interval '30 days')`).Scan(&purged)
	}); err != nil || purged != 1 {
		t.Errorf("purge_trash: %d, %v; want 1", purged, err)
	}
	var left int
	if err := db.QueryRow(`SELECT count(*) FROM revisiones WHERE datos->>'titulo' LIKE 'sin estado%'`).Scan(&left); err != nil || left != 0 {
		t.Errorf("%d revisions of the purged item left, %v", left, err)
	}
	if got := titles("authenticated"); len(got) != 8 || !slices.Contains(got, "se retira") {
		t.Errorf("after the purge authenticated sees %q", got)
	}

	// The next change is the scheduled item in two hours (the retirement in one hour is in the trash).
	var inTwoHours bool
	if err := as(t, db, "anon", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT public.next_publication_change() BETWEEN now() + interval '119 minutes' AND now() + interval '121 minutes'`).Scan(&inTwoHours)
	}); err != nil || !inTwoHours {
		t.Errorf("next_publication_change() as anon: in two hours %v, %v", inTwoHours, err)
	}
}

// TestSupabaseLifecyclePolicies holds the lifecycle flag of the catalog to the Supabase SQL: every
// lifecycle table's anon policy filters on estado and now(), and every catalog function exists.
func TestSupabaseLifecyclePolicies(t *testing.T) {
	db := migratedSupabase(t)
	for _, tbl := range catalog.New().Tables() {
		if !tbl.Lifecycle {
			continue
		}
		rows, err := db.Query(`SELECT coalesce(qual, '') FROM pg_policies WHERE schemaname = 'public' AND tablename = $1
			AND cmd IN ('SELECT', 'ALL') AND 'anon' = ANY (roles)`, tbl.Name)
		if err != nil {
			t.Fatal(err)
		}
		var quals []string
		for rows.Next() {
			var q string
			if err := rows.Scan(&q); err != nil {
				t.Fatal(err)
			}
			quals = append(quals, q)
		}
		rows.Close()
		if len(quals) != 1 || !strings.Contains(quals[0], "now()") || !strings.Contains(quals[0], schema.ColumnState) ||
			!strings.Contains(quals[0], schema.ColumnUnpublishAt) || !strings.Contains(quals[0], schema.ColumnTrashedAt) {
			t.Errorf("%s: anon's read policies %q; want one on estado, publicar_en, despublicar_en, eliminado_en and now()", tbl.Name, quals)
		}
	}
	// The functions that list the editorial tables by name list every one of them (each new editorial
	// table redefines them in its own file, and the last file wins).
	for _, fn := range []string{"next_publication_change", "purge_trash", "crear_vista_previa"} {
		var def string
		if err := db.QueryRow(`SELECT pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
			WHERE n.nspname = 'public' AND p.proname = $1`, fn).Scan(&def); err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		for _, tbl := range catalog.New().Tables() {
			if tbl.Lifecycle && !strings.Contains(def, "'"+tbl.Name+"'") && !strings.Contains(def, "public."+tbl.Name) &&
				!strings.Contains(def, `public."`+tbl.Name+`"`) {
				t.Errorf("%s does not name the editorial table %s", fn, tbl.Name)
			}
		}
		if fn == "purge_trash" && !strings.Contains(def, "vistas_previas") {
			t.Errorf("purge_trash leaves the purged items' preview links")
		}
	}
	for _, name := range []string{"next_publication_change", "replace_role_permissions", "purge_trash", "record_security_event", "crear_vista_previa", "vista_previa"} {
		if catalog.New().Function(name) == nil {
			t.Fatalf("catalog has no %s", name)
		}
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
			WHERE n.nspname = 'public' AND p.proname = $1`, name).Scan(&n); err != nil || n != 1 {
			t.Errorf("function %s: %d in the Supabase SQL, %v", name, n, err)
		}
	}
}
