package supabase

import (
	"fmt"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/catalog/supabasesql"
)

// AccessMigration is the migration generated from the catalog's views and bounds (`go generate
// ./supabase/` writes it; a test fails when the checked-in file differs).
const AccessMigration = "migrations/2026112800000000_acceso_por_vistas.sql"

// PlatformOnly are catalog tables the Supabase SQL does not create, with the reason.
func PlatformOnly() map[string]string {
	return map[string]string{
		"audit_log": "written by the embedded platform inside each audited write's transaction; a Supabase project keeps its own logs",
	}
}

// GenerateAccess returns what AccessMigration should hold for the current catalog.
func GenerateAccess() ([]byte, error) {
	sql, err := supabasesql.Generate(catalog.New(), PlatformOnly())
	if err != nil {
		return nil, fmt.Errorf("generate %s: %w", AccessMigration, err)
	}
	return sql, nil
}
