package supabase_test

import (
	"database/sql"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
)

// TestSupabaseTextsVersion checks the Supabase SQL's version_textos as the embedded platform keeps
// it: each translatable table outside the lifecycle has a trigger naming exactly its translatable
// columns in the catalog; an update raises the version only when it changes one of them, whatever
// the client sends.
func TestSupabaseTextsVersion(t *testing.T) {
	base := os.Getenv("VITRINA_TEST_DATABASE_URL")
	if base == "" {
		t.Skip("needs PostgreSQL to run the Supabase SQL; set VITRINA_TEST_DATABASE_URL to run it")
	}
	db := freshDatabase(t, base)
	applyMigrations(t, db)
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
}
