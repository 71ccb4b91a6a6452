// Package datamodel writes docs/developers/data-model.md from the table catalog: every table's
// columns, keys, bounds and access, every RPC function and the buckets' views, as declared in
// internal/catalog (the CMS's tables) and internal/platform/schema (the platform's own). The page is
// never edited by hand; its test fails when the checked-in file differs from the declarations, and
// `go test ./internal/catalog/datamodel -update` rewrites it.
package datamodel
