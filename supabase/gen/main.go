// Command gen writes supabase/migrations/2026112800000000_acceso_por_vistas.sql from the CMS's
// catalog (internal/catalog). Run it with `go generate ./supabase/` from the repository root.
package main

import (
	"fmt"
	"os"

	"github.com/vitrina/vitrina/supabase"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run writes the migration, relative to supabase/ (go generate runs in the package's folder).
func run() error {
	sql, err := supabase.GenerateAccess()
	if err != nil {
		return err
	}
	if err := os.WriteFile(supabase.AccessMigration, sql, 0o644); err != nil {
		return fmt.Errorf("write the access migration: %w", err)
	}
	return nil
}
