package supabase_test

import (
	"bytes"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/supabase"
)

// TestAccessMigrationIsGenerated fails when the checked-in access migration differs from what the
// catalog's declarations produce now: the declarations changed and nobody ran `go generate
// ./supabase/`, or the file was edited by hand. It needs no database.
func TestAccessMigrationIsGenerated(t *testing.T) {
	want, err := supabase.GenerateAccess()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(supabase.AccessMigration)
	if err != nil {
		t.Fatalf("read the checked-in migration (run `go generate ./supabase/`): %v", err)
	}
	names, err := fs.Glob(supabase.Migrations, "migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	if len(names) == 0 || names[len(names)-1] != supabase.AccessMigration {
		// It refers to every table with views, so it must run after the files that create them.
		t.Errorf("%s is not the last migration (%q): a new hand-written file must sort before it", supabase.AccessMigration, names)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < max(len(gl), len(wl)); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s is stale; run `go generate ./supabase/`. First difference, line %d:\nchecked in: %s\ngenerated:  %s",
				supabase.AccessMigration, i+1, g, w)
		}
	}
}
