package architecture_test

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// column is a column as a backend's migrations created it.
type column struct {
	typ                 string // the declared type: SQLite's as written, PostgreSQL's data_type
	notNull, hasDefault bool
}

// table is a table as a backend's migrations created it.
type table struct {
	columns     map[string]column
	primaryKey  string
	foreignKeys []string // "column→target", sorted
}

// sqliteTypes and postgresTypes are the declared type each catalog type is stored as (an Integer
// may also be a PostgreSQL bigint).
var (
	sqliteTypes = map[schema.Type]string{schema.Integer: "INTEGER", schema.Text: "TEXT", schema.Boolean: "INTEGER",
		schema.JSONB: "TEXT", schema.Timestamptz: "TEXT", schema.UUID: "TEXT"}
	postgresTypes = map[schema.Type]string{schema.Integer: "integer", schema.Text: "text", schema.Boolean: "boolean",
		schema.JSONB: "jsonb", schema.Timestamptz: "timestamp with time zone", schema.UUID: "uuid"}
)

// TestSchemaPin holds the catalog of internal/platform/schema (the allow-list /rest/v1 builds SQL
// from) to what the migrations of the backend under test create: every table, column, type,
// nullability, default, primary key and foreign key; and the views CHECK of roles_permisos to
// cms.Views. The suite runs it on SQLite and, with VITRINA_TEST_DATABASE_URL, on PostgreSQL.
func TestSchemaPin(t *testing.T) {
	ctx := context.Background()
	db, err := database.Open(ctx, database.Options{URL: platformtest.TestDatabaseURL(t), DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	types := sqliteTypes
	if db.Dialect() == database.Postgres {
		types = postgresTypes
	}
	catalog := catalog.New()
	if len(catalog.Tables()) < 7 {
		t.Fatalf("catalog has %d tables", len(catalog.Tables()))
	}
	for _, want := range catalog.Tables() {
		got, err := describe(ctx, db, want.Name)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.columns) == 0 {
			t.Errorf("%s: the migrations create no such table", want.Name)
			continue
		}
		var names []string
		for _, c := range want.Columns {
			names = append(names, c.Name)
			g, ok := got.columns[c.Name]
			switch {
			case !ok:
				t.Errorf("%s.%s: in the catalog, not in the migrations", want.Name, c.Name)
			case g.typ != types[c.Type] && !(c.Type == schema.Integer && g.typ == "bigint"):
				t.Errorf("%s.%s: migrations say %s, catalog %s", want.Name, c.Name, g.typ, types[c.Type])
			case g.notNull != c.NotNull:
				t.Errorf("%s.%s: migrations NOT NULL %v, catalog %v", want.Name, c.Name, g.notNull, c.NotNull)
			// A default the platform fills itself (a generated UUID, a table rule such as the category
			// slug, a trigger in the Supabase SQL) need not be the database's.
			case c.NewDefault == nil && want.Hooks.BeforeInsert == nil && g.hasDefault != c.HasDefault:
				t.Errorf("%s.%s: migrations default %v, catalog %v", want.Name, c.Name, g.hasDefault, c.HasDefault)
			}
		}
		for name := range got.columns {
			if !slices.Contains(names, name) {
				t.Errorf("%s.%s: in the migrations, not in the catalog", want.Name, name)
			}
		}
		if got.primaryKey != want.PrimaryKey {
			t.Errorf("%s: primary key %q in the migrations, %q in the catalog", want.Name, got.primaryKey, want.PrimaryKey)
		}
		var fks []string
		for _, fk := range want.ForeignKeys {
			fks = append(fks, fk.Column+"→"+fk.Target)
		}
		sort.Strings(fks)
		if !slices.Equal(got.foreignKeys, fks) {
			t.Errorf("%s: foreign keys %q in the migrations, %q in the catalog", want.Name, got.foreignKeys, fks)
		}
	}
	views, err := viewsCheck(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(views, cms.Views) {
		t.Errorf("roles_permisos.vista_slug CHECK allows %q; cms.Views is %q", views, cms.Views)
	}
}

// describe reads a table's shape from the database (no columns: no such table).
func describe(ctx context.Context, db *database.DB, name string) (table, error) {
	t := table{columns: map[string]column{}}
	var rows *sql.Rows
	var err error
	if db.Dialect() == database.Postgres {
		rows, err = db.Query(ctx, `SELECT c.column_name, c.data_type, c.is_nullable = 'NO', c.column_default IS NOT NULL OR c.is_identity = 'YES',
			COALESCE((SELECT true FROM information_schema.table_constraints tc JOIN information_schema.key_column_usage k
				ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
				WHERE tc.table_schema = c.table_schema AND tc.table_name = c.table_name AND tc.constraint_type = 'PRIMARY KEY'
				AND k.column_name = c.column_name), false)
			FROM information_schema.columns c WHERE c.table_schema = current_schema() AND c.table_name = ?`, name)
	} else {
		rows, err = db.Query(ctx, `SELECT name, upper(type), "notnull" = 1, dflt_value IS NOT NULL OR (pk = 1 AND upper(type) = 'INTEGER'), pk = 1
			FROM pragma_table_info(?)`, name)
	}
	if err != nil {
		return t, fmt.Errorf("columns of %s: %w", name, err)
	}
	defer rows.Close()
	for rows.Next() {
		var col string
		var c column
		var pk bool
		if err := rows.Scan(&col, &c.typ, &c.notNull, &c.hasDefault, &pk); err != nil {
			return t, err
		}
		if pk {
			t.primaryKey = col
			c.notNull = true // SQLite reports a primary key's NOT NULL only when written out
		}
		t.columns[col] = c
	}
	if err := rows.Err(); err != nil {
		return t, err
	}
	if db.Dialect() == database.Postgres {
		rows, err = db.Query(ctx, `SELECT a.attname, cl.relname FROM pg_constraint k
			JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
			JOIN pg_class cl ON cl.oid = k.confrelid JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
			WHERE k.contype = 'f' AND n.nspname = current_schema() AND t.relname = ?`, name)
	} else {
		rows, err = db.Query(ctx, `SELECT "from", "table" FROM pragma_foreign_key_list(?)`, name)
	}
	if err != nil {
		return t, fmt.Errorf("foreign keys of %s: %w", name, err)
	}
	defer rows.Close()
	for rows.Next() {
		var col, target string
		if err := rows.Scan(&col, &target); err != nil {
			return t, err
		}
		t.foreignKeys = append(t.foreignKeys, col+"→"+target)
	}
	sort.Strings(t.foreignKeys)
	return t, rows.Err()
}

var quoted = regexp.MustCompile(`'([a-z_]+)'`)

// viewsCheck reads the views roles_permisos.vista_slug may hold, in the CHECK's order.
func viewsCheck(ctx context.Context, db *database.DB) ([]string, error) {
	var def string
	var err error
	if db.Dialect() == database.Postgres {
		err = db.QueryRow(ctx, `SELECT pg_get_constraintdef(k.oid) FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
			JOIN pg_namespace n ON n.oid = t.relnamespace
			WHERE n.nspname = current_schema() AND k.conname = 'roles_permisos_vista_slug_check'`).Scan(&def)
	} else {
		err = db.QueryRow(ctx, `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'roles_permisos'`).Scan(&def)
		if i := strings.Index(def, "roles_permisos_vista_slug_check"); i >= 0 {
			def = def[i:]
		}
	}
	if err != nil {
		return nil, fmt.Errorf("views check: %w", err)
	}
	var views []string
	for _, m := range quoted.FindAllStringSubmatch(def, -1) {
		views = append(views, m[1])
	}
	return views, nil
}
