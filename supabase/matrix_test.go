package supabase_test

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/supabase"
)

// matrixRow is the one row a probe of the matrix aims at: a row of table (naming named, when the
// table's rows follow other tables' views) whose primary key is key.
type matrixRow struct {
	table, named *schema.Table
	key          string
	columns      []matrixColumn // what an insert like it must fill
}

// senderValues are what a sender of a public form sends beyond the required columns: the inboxes'
// insert policies check them, as the embedded platform's hooks do.
func senderValues() map[string]map[string]string {
	return map[string]map[string]string{
		"mensajes_contacto": {"consentimiento": "true"},
		"postulaciones":     {"consentimiento": "true"},
	}
}

// matrixColumn is a column an insert must fill: NOT NULL without a default.
type matrixColumn struct{ name, typ string }

// TestSupabaseViewMatrix holds the Supabase SQL to the same matrix as the embedded platform's
// TestViewMatrix: for every table of the catalog, each of the eighteen views and none, a signed-in
// employee whose role holds only that view reads, inserts, updates and deletes exactly what the
// catalog's roles and views allow (schema.Table.SignedIn). Row-level security refuses by hiding: a
// refused read or change touches no row, a refused insert is 42501. The rows of revisiones, borradores,
// bloqueos_edicion and vistas_previas are probed once per governed table they may name.
func TestSupabaseViewMatrix(t *testing.T) {
	db := migratedSupabase(t)
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	run := func(query string) {
		t.Helper()
		if _, err := tx.Exec(query); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}

	// As the superuser: no trigger or foreign key fires, no CHECK stands in the way of the one row of
	// each table; the policies are all that decides. All of it is rolled back at the end.
	run(`SET LOCAL session_replication_role = replica`)
	run(`DO $$ DECLARE c record; BEGIN
		FOR c IN SELECT conrelid::regclass AS t, conname FROM pg_constraint
			WHERE contype = 'c' AND connamespace = 'public'::regnamespace LOOP
			EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', c.t, c.conname);
		END LOOP; END $$`)
	var seed strings.Builder
	seed.WriteString(`INSERT INTO "Empleados" (nombre, email, rol, activo, sistemas_acceso) VALUES ('Nadie', 'ninguna@vitrina.test', 'ninguna', true, '["CMS"]')`)
	for _, v := range slices.Clone(cms.Views) {
		fmt.Fprintf(&seed, ", (%s, %s, %s, true, '[\"CMS\"]')", quote(v), quote(v+"@vitrina.test"), quote("solo"+v))
	}
	seed.WriteString(`; INSERT INTO roles_permisos (rol_nombre, vista_slug, puede_ver) VALUES ('ninguna', 'dashboard', false)`)
	for _, v := range slices.Clone(cms.Views) {
		fmt.Fprintf(&seed, ", (%s, %s, true)", quote("solo"+v), quote(v))
	}
	run(seed.String())

	c := catalog.New()
	required := requiredColumns(t, tx)
	// The tables whose rows follow other tables' views take turns naming the governed tables, so
	// that each governed table is named by one of them.
	governed := make([][]*schema.Table, 0, 4)
	for _, table := range c.Tables() {
		if table.RowViews != "" {
			governed = append(governed, nil)
		}
	}
	for i, table := range slices.DeleteFunc(c.Tables(), func(t *schema.Table) bool {
		_, platformOnly := supabase.PlatformOnly()[t.Name]
		return platformOnly || t.Views == nil
	}) {
		governed[i%len(governed)] = append(governed[i%len(governed)], table)
	}
	rowTables := 0
	var rows []matrixRow
	keys := map[string]string{} // the seeded row of each table
	n := 0
	for _, table := range c.Tables() {
		if _, ok := supabase.PlatformOnly()[table.Name]; ok {
			continue
		}
		named := []*schema.Table{nil}
		if table.RowViews != "" {
			named = governed[rowTables%len(governed)]
			rowTables++
		}
		for _, other := range named {
			r := matrixRow{table: table, named: other, columns: required[table.Name]}
			n++
			if err := tx.QueryRow(r.insert(n, keys) + " RETURNING " + ident(table.PrimaryKey) + "::text").Scan(&r.key); err != nil {
				t.Fatalf("seed a row of %s: %v", table.Name, err)
			}
			rows = append(rows, r)
			keys[table.Name] = r.key
		}
	}

	// As each employee, every probe in one statement: vitrina_matriz runs each in a subtransaction it
	// undoes.
	run(probeFunction)
	type expectation struct {
		name    string
		allowed bool
	}
	var claims, queries []string
	var want []expectation
	for _, view := range append(slices.Clone(cms.Views), "") {
		email, g := "ninguna@vitrina.test", schema.Grants{Views: map[string]bool{}}
		if view != "" {
			email, g = view+"@vitrina.test", schema.Grants{Views: map[string]bool{view: true}}
		}
		claim := fmt.Sprintf(`{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000003","email":%q}`, email)
		for _, r := range rows {
			may := r.table.SignedIn(g, []*schema.Table{r.named})
			where := " WHERE " + ident(r.table.PrimaryKey) + " = " + quote(r.key)
			n++
			for _, p := range []struct {
				verb, query string
				allowed     bool
			}{
				{"read", "SELECT 1 FROM " + ident(r.table.Name) + where, may.Read},
				{"insert", r.insert(n, keys), may.Insert},
				{"update", "UPDATE " + ident(r.table.Name) + " SET " + ident(r.table.PrimaryKey) + " = " + ident(r.table.PrimaryKey) + where, may.Write},
				{"delete", "DELETE FROM " + ident(r.table.Name) + where, may.Write},
			} {
				claims, queries = append(claims, claim), append(queries, p.query)
				want = append(want, expectation{fmt.Sprintf("%s/%s/%s", r.name(), or(view, "ninguna"), p.verb), p.allowed})
			}
		}
	}
	run(`SET LOCAL ROLE authenticated`)
	res, err := tx.QueryContext(ctx, `SELECT public.vitrina_matriz(c, q) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p (c, q, i) ORDER BY i`, claims, queries)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	i := 0
	for ; res.Next(); i++ {
		var got string
		if err := res.Scan(&got); err != nil {
			t.Fatal(err)
		}
		w := want[i]
		if o := outcome(strings.HasSuffix(w.name, "/insert"), got); o != fmt.Sprint(w.allowed) {
			t.Errorf("%s: %s, want allowed %t (%s)", w.name, o, w.allowed, queries[i])
		}
	}
	if err := res.Err(); err != nil || i != len(want) {
		t.Fatalf("%d of %d probes: %v", i, len(want), err)
	}
}

// probeFunction runs a probe as the caller with the claims given and undoes it, answering
// "rows <n>" or "<SQLSTATE> <message>".
const probeFunction = `CREATE FUNCTION public.vitrina_matriz(p_claims text, p_query text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    n bigint;
BEGIN
    PERFORM set_config('request.jwt.claims', p_claims, true);
    EXECUTE p_query;
    GET DIAGNOSTICS n = ROW_COUNT;
    RAISE SQLSTATE 'VTUND' USING MESSAGE = n::text;
EXCEPTION
    WHEN SQLSTATE 'VTUND' THEN RETURN 'rows ' || SQLERRM;
    WHEN OTHERS THEN RETURN SQLSTATE || ' ' || SQLERRM;
END $$`

// outcome is "true" when a probe went through, "false" when row-level security or the grants
// refused it (no row, or 42501), or what else happened.
func outcome(insert bool, got string) string {
	switch {
	case got == "rows 1":
		return "true"
	case got == "rows 0" && !insert, strings.HasPrefix(got, "42501 "):
		return "false"
	case strings.HasPrefix(got, "23505 ") && insert:
		return "true" // unique indexes are checked after the policies' WITH CHECK
	}
	return got
}

// insert is an insert of a row like r, its values made distinct by n; a foreign key refers to the
// row of keys, by table, when there is one.
func (r matrixRow) insert(n int, keys map[string]string) string {
	var cols, vals []string
	for _, c := range r.columns {
		if r.table.RowViews == c.name {
			continue
		}
		v := sampleValue(c.typ, n)
		for _, fk := range r.table.ForeignKeys {
			if key, ok := keys[fk.Target]; ok && fk.Column == c.name {
				v = quote(key)
			}
		}
		cols, vals = append(cols, ident(c.name)), append(vals, v)
	}
	for col, v := range senderValues()[r.table.Name] {
		cols, vals = append(cols, ident(col)), append(vals, v)
	}
	if r.table.RowViews != "" {
		cols, vals = append(cols, ident(r.table.RowViews)), append(vals, quote(r.named.Name))
	}
	if len(cols) == 0 {
		return "INSERT INTO " + ident(r.table.Name) + " DEFAULT VALUES"
	}
	return "INSERT INTO " + ident(r.table.Name) + " (" + strings.Join(cols, ", ") + ") VALUES (" + strings.Join(vals, ", ") + ")"
}

func (r matrixRow) name() string {
	if r.named != nil {
		return r.table.Name + "→" + r.named.Name
	}
	return r.table.Name
}

// sampleValue is a value of a column of type typ, distinct for each n.
func sampleValue(typ string, n int) string {
	switch typ {
	case "integer", "bigint", "smallint":
		return strconv.Itoa(1000 + n)
	case "boolean":
		return "true"
	case "jsonb", "json":
		return "'{}'"
	case "timestamp with time zone":
		return "now()"
	case "uuid":
		return quote(fmt.Sprintf("00000000-0000-4000-8000-%012d", n))
	}
	return quote("v" + strconv.Itoa(n))
}

// requiredColumns lists, table by table, the public columns an insert must fill: NOT NULL, with no
// default, not an identity nor generated.
func requiredColumns(t *testing.T, tx *sql.Tx) map[string][]matrixColumn {
	t.Helper()
	rows, err := tx.Query(`SELECT table_name, column_name, data_type FROM information_schema.columns
		WHERE table_schema = 'public' AND is_nullable = 'NO' AND column_default IS NULL
		  AND is_identity = 'NO' AND is_generated = 'NEVER'
		ORDER BY table_name, ordinal_position`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string][]matrixColumn{}
	for rows.Next() {
		var table string
		var c matrixColumn
		if err := rows.Scan(&table, &c.name, &c.typ); err != nil {
			t.Fatal(err)
		}
		out[table] = append(out[table], c)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// ident quotes an identifier; quote is a string literal.
func ident(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
