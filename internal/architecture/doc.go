// Package architecture holds, as tests, the rules that keep Vitrina's structure what
// docs/architecture.md says it is: which packages may import which (import_rules_test.go), and that
// the table catalog, both backends' migrations, the Supabase SQL and the list of views describe one
// schema (schema_pin_test.go; the Supabase side is checked in supabase/). It has no code of its own.
package architecture
