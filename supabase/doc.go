// Package supabase holds the SQL that prepares a Supabase project for Vitrina (migrations/, applied
// with the Supabase CLI or psql) and the test that runs it on PostgreSQL with Supabase's roles,
// auth helpers and storage tables stood in. The access by views (AccessMigration) is generated from
// the catalog of internal/platform/schema, not written by hand.
package supabase

//go:generate go run ./gen

import "embed"

// Migrations are the SQL files of migrations/, applied in name order.
//
//go:embed migrations/*.sql
var Migrations embed.FS
