package supabase_test

import (
	"database/sql"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/supabase"
)

// TestSupabaseTextsVersion checks the Supabase SQL's version_textos as the embedded platform keeps
// it: each translatable table outside the lifecycle has a trigger naming exactly its translatable
// columns in the catalog; an update raises the version only when it changes one of them, whatever
// the client sends; the migration's correction starts a translation saved at version_origen 0 at
// 1, firing none of its own triggers.
func TestSupabaseTextsVersion(t *testing.T) {
	db := migratedSupabase(t)
	for _, tbl := range catalog.New().Tables() {
		if tbl.Translations == nil || tbl.Lifecycle {
			continue
		}
		var args string
		err := db.QueryRow(`SELECT encode(tg.tgargs, 'escape') FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
			WHERE c.relname = $1 AND tg.tgname = $1 || '_version_textos'`, tbl.Name).Scan(&args)
		if err != nil {
			t.Errorf("%s: no version_textos trigger: %v", tbl.Name, err)
			continue
		}
		// tgargs holds each argument followed by a NUL byte (escaped as \000).
		got := strings.Split(strings.TrimSuffix(args, `\000`), `\000`)
		if !slices.Equal(got, tbl.Translations.Fields) {
			t.Errorf("%s: the trigger names %q, the catalog's translatable columns are %q", tbl.Name, got, tbl.Translations.Fields)
		}
	}

	if err := as(t, db, "service_role", true, exec(`INSERT INTO departamentos (id, nombre, descripcion) VALUES (1, 'Ventas', 'Equipo comercial')`)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, update string
		want         int
	}{
		{"a shared column changed", `UPDATE departamentos SET orden = 5`, 1},
		{"the same text written again", `UPDATE departamentos SET nombre = 'Ventas', descripcion = 'Equipo comercial'`, 1},
		{"a text changed", `UPDATE departamentos SET descripcion = 'Equipo de ventas'`, 2},
		{"a text emptied", `UPDATE departamentos SET descripcion = NULL`, 3},
		{"the client's own value ignored", `UPDATE departamentos SET nombre = 'Comercial', version_textos = 40`, 4},
		{"the client's value alone ignored", `UPDATE departamentos SET version_textos = 40`, 4},
	} {
		var got int
		err := as(t, db, "service_role", true, func(tx *sql.Tx) error {
			if _, err := tx.Exec(c.update); err != nil {
				return err
			}
			return tx.QueryRow(`SELECT version_textos FROM departamentos WHERE id = 1`).Scan(&got)
		})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: version_textos %d, want %d", c.name, got, c.want)
		}
	}

	// The correction, run again over a translation saved the old way.
	migration, err := fs.ReadFile(supabase.Migrations, "migrations/2026112799700000_version_textos.sql")
	if err != nil {
		t.Fatal(err)
	}
	_, correction, ok := strings.Cut(string(migration), "-- What was translated before stays up to date.")
	if !ok {
		t.Fatal("the migration's correction is not where this test looks for it")
	}
	if err := as(t, db, "service_role", true, exec(`INSERT INTO idiomas (codigo, nombre) VALUES ('en', 'English');
		INSERT INTO departamentos_traducciones (origen, idioma, nombre, version_origen) VALUES (1, 'en', 'Sales', 0)`)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(correction); err != nil {
		t.Fatalf("the correction: %v", err)
	}
	var origin, own, revisions int
	if err := db.QueryRow(`SELECT version_origen, version, (SELECT count(*) FROM revisiones WHERE tabla = 'departamentos_traducciones')
		FROM departamentos_traducciones WHERE origen = 1`).Scan(&origin, &own, &revisions); err != nil {
		t.Fatal(err)
	}
	if origin != 1 || own != 1 || revisions != 1 {
		t.Errorf("after the correction: version_origen %d, version %d, %d revisions; want 1, 1 and 1 (the insert's)", origin, own, revisions)
	}
}
