package supabase_test

import (
	"regexp"
	"slices"
	"sort"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/supabase"
)

// pgTypes is the PostgreSQL type each catalog type is created as.
var pgTypes = map[schema.Type]string{schema.Integer: "integer", schema.Text: "text", schema.Boolean: "boolean",
	schema.JSONB: "jsonb", schema.Timestamptz: "timestamp with time zone", schema.UUID: "uuid"}

// TestSupabaseMatchesCatalog holds supabase/migrations to the catalog of internal/platform/schema
// (the access rules the embedded platform enforces): every table, column, type, nullability and
// foreign key; the table grants and row-level-security policies per role (anon and authenticated
// read exactly the tables whose ReadRoles name them, and write exactly those whose WriteRoles do); and
// the views CHECK of roles_permisos to cms.Views. internal/architecture holds the embedded backends'
// migrations to the same catalog.
func TestSupabaseMatchesCatalog(t *testing.T) {
	db := migratedSupabase(t)
	for _, tbl := range catalog.New().Tables() {
		if _, ok := supabase.PlatformOnly()[tbl.Name]; ok {
			continue
		}
		rows, err := db.Query(`SELECT column_name, data_type, is_nullable = 'NO' FROM information_schema.columns
			WHERE table_schema = 'public' AND table_name = $1`, tbl.Name)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string][2]any{}
		for rows.Next() {
			var name, typ string
			var notNull bool
			if err := rows.Scan(&name, &typ, &notNull); err != nil {
				t.Fatal(err)
			}
			got[name] = [2]any{typ, notNull}
		}
		rows.Close()
		if len(got) == 0 {
			t.Errorf("%s: not created by the Supabase SQL", tbl.Name)
			continue
		}
		if len(got) != len(tbl.Columns) {
			t.Errorf("%s: %d columns in the Supabase SQL, %d in the catalog", tbl.Name, len(got), len(tbl.Columns))
		}
		for _, c := range tbl.Columns {
			g, ok := got[c.Name]
			switch {
			case !ok:
				t.Errorf("%s.%s: in the catalog, not in the Supabase SQL", tbl.Name, c.Name)
			case g[0] != pgTypes[c.Type] && !(c.Type == schema.Integer && g[0] == "bigint"):
				t.Errorf("%s.%s: Supabase SQL type %v, catalog %s", tbl.Name, c.Name, g[0], pgTypes[c.Type])
			case g[1] != (c.NotNull || c.Name == tbl.PrimaryKey):
				t.Errorf("%s.%s: Supabase SQL NOT NULL %v, catalog %v", tbl.Name, c.Name, g[1], c.NotNull)
			}
		}
		var fks, wantFKs []string
		fkRows, err := db.Query(`SELECT a.attname || '→' || cl.relname FROM pg_constraint k
			JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
			JOIN pg_class cl ON cl.oid = k.confrelid JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
			WHERE k.contype = 'f' AND n.nspname = 'public' AND t.relname = $1`, tbl.Name)
		if err != nil {
			t.Fatal(err)
		}
		for fkRows.Next() {
			var fk string
			if err := fkRows.Scan(&fk); err != nil {
				t.Fatal(err)
			}
			fks = append(fks, fk)
		}
		fkRows.Close()
		for _, fk := range tbl.ForeignKeys {
			wantFKs = append(wantFKs, fk.Column+"→"+fk.Target)
		}
		sort.Strings(fks)
		sort.Strings(wantFKs)
		if !slices.Equal(fks, wantFKs) {
			t.Errorf("%s: foreign keys %q in the Supabase SQL, %q in the catalog", tbl.Name, fks, wantFKs)
		}
		for _, role := range []string{"anon", "authenticated"} {
			// A role reads a table when it has the grant and a policy for it (row-level security is on).
			var reads, writes bool
			err := db.QueryRow(`SELECT has_table_privilege($1, format('public.%I', $2::text), 'SELECT')
					AND EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = $2
						AND cmd IN ('SELECT', 'ALL') AND $1 = ANY (roles)),
				has_table_privilege($1, format('public.%I', $2::text), 'INSERT')
					AND has_table_privilege($1, format('public.%I', $2::text), 'UPDATE')
					AND has_table_privilege($1, format('public.%I', $2::text), 'DELETE')
					AND EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = $2
						AND cmd = 'ALL' AND $1 = ANY (roles))`, role, tbl.Name).Scan(&reads, &writes)
			if err != nil {
				t.Fatal(err)
			}
			if reads != tbl.CanRead(role) {
				t.Errorf("%s: %s reads it in the Supabase SQL: %v; the catalog: %v", tbl.Name, role, reads, tbl.CanRead(role))
			}
			if writes != tbl.CanWrite(role) {
				t.Errorf("%s: %s writes it in the Supabase SQL: %v; the catalog: %v", tbl.Name, role, writes, tbl.CanWrite(role))
			}
			var inserts bool
			if err := db.QueryRow(`SELECT has_table_privilege($1, format('public.%I', $2::text), 'INSERT')
					AND EXISTS (SELECT FROM pg_policies WHERE schemaname = 'public' AND tablename = $2
						AND cmd IN ('INSERT', 'ALL') AND $1 = ANY (roles))`, role, tbl.Name).Scan(&inserts); err != nil {
				t.Fatal(err)
			}
			if inserts != tbl.CanInsert(role) {
				t.Errorf("%s: %s inserts into it in the Supabase SQL: %v; the catalog: %v", tbl.Name, role, inserts, tbl.CanInsert(role))
			}
		}
	}
	var def string
	if err := db.QueryRow(`SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'roles_permisos_vista_slug_check'`).Scan(&def); err != nil {
		t.Fatal(err)
	}
	var views []string
	for _, m := range regexp.MustCompile(`'([a-z_]+)'`).FindAllStringSubmatch(def, -1) {
		views = append(views, m[1])
	}
	if !slices.Equal(views, cms.Views) {
		t.Errorf("roles_permisos.vista_slug CHECK allows %q in the Supabase SQL; cms.Views is %q", views, cms.Views)
	}
}
