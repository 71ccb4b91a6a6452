// Package supabasesql writes, from the catalog of internal/platform/schema, the SQL that makes a
// Supabase project enforce the permission grid as the embedded platform does: which views of
// roles_permisos let a signed-in user read or write each table, each lifecycle row and each bucket,
// the length and one-line bounds of columns, and the functions the catalog declares (schema.Reorder).
// The SQL is a migration checked into supabase/; a test there fails when it differs from what this
// package writes.
package supabasesql

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// header says what the file is and how it is made, so nobody edits it by hand.
const header = `-- GENERATED from the CMS's catalog (internal/catalog, catalog.New()) by
-- ` + "`go generate ./supabase/`" + `. Do not edit: change the declarations and regenerate; a test in
-- supabase/ fails when this file differs from what the declarations produce.
--
-- Access in depth, as the embedded platform enforces it: a signed-in user (authenticated) uses a
-- table, a lifecycle row or a Storage bucket only with one of its views in the permission grid
-- (roles_permisos, puede_ver); anon keeps its policies; the service role bypasses row-level security.
-- It also defines the functions the catalog declares rather than implements (orders kept by hand),
-- replacing earlier hand-written definitions. The file is idempotent: applying it again changes nothing.
`

// Generate returns the migration for catalog c. platformOnly names tables the Supabase SQL does not
// create (their rules stay with the embedded platform).
func Generate(c *schema.Catalog, platformOnly map[string]string) ([]byte, error) {
	var tables, rowTables []*schema.Table
	for _, t := range c.Tables() {
		if _, ok := platformOnly[t.Name]; ok {
			continue
		}
		if t.Views != nil && t.RowViews != "" {
			return nil, fmt.Errorf("table %s: both views and row views", t.Name)
		}
		if (t.Views != nil || t.RowViews != "") && slices.Contains(t.InsertRoles, "authenticated") {
			// Its insert-only policy would be dropped with the others of authenticated.
			return nil, fmt.Errorf("table %s: views on a table authenticated may only insert into", t.Name)
		}
		switch {
		case t.Views != nil:
			tables = append(tables, t)
		case t.RowViews != "":
			rowTables = append(rowTables, t)
		}
	}
	var b strings.Builder
	b.WriteString(header)
	writeGrid(&b, tables)
	writeTablePolicies(&b, tables, rowTables)
	if err := writeBounds(&b, c.Tables(), platformOnly); err != nil {
		return nil, err
	}
	writeStorage(&b, c.Buckets)
	if err := writeFunctions(&b, c, platformOnly); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

// section starts a part of the file with a ruled title.
func section(b *strings.Builder, title string) {
	fmt.Fprintf(b, "\n-- %s %s\n", title, strings.Repeat("-", max(3, 96-len(title))))
}
