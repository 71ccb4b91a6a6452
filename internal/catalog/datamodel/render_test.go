package datamodel_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/catalog/datamodel"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

var update = flag.Bool("update", false, "rewrite docs/developers/data-model.md from the catalog")

const page = "../../../docs/developers/data-model.md"

// TestDataModelPageIsGenerated fails when the checked-in data model page differs from what the
// catalog's declarations produce now: a table changed and nobody ran
// `go test ./internal/catalog/datamodel -update`, or the page was edited by hand.
func TestDataModelPageIsGenerated(t *testing.T) {
	want := datamodel.Render(catalog.New(), schema.NewCatalog(nil, nil))
	if *update {
		if err := os.WriteFile(page, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(page)
	if err != nil {
		t.Fatalf("read the data model page (run `go test ./internal/catalog/datamodel -update`): %v", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	n := 0 // the first byte that differs
	for n < len(got) && n < len(want) && got[n] == want[n] {
		n++
	}
	line := bytes.Count(got[:n], []byte("\n")) + 1
	t.Fatalf("%s is stale; run `go test ./internal/catalog/datamodel -update`. First difference, line %d:\nchecked in: %s\ngenerated:  %s",
		page, line, lineAt(got, n), lineAt(want, n))
}

// lineAt returns the line of b that holds byte n.
func lineAt(b []byte, n int) string {
	n = min(n, len(b))
	start := bytes.LastIndexByte(b[:n], '\n') + 1
	end := bytes.IndexByte(b[n:], '\n')
	if end < 0 {
		return string(b[start:])
	}
	return string(b[start : n+end])
}

// TestDataModelPageNamesEveryTable holds the page to the catalog: each table and function appears.
func TestDataModelPageNamesEveryTable(t *testing.T) {
	c := catalog.New()
	out := string(datamodel.Render(c, schema.NewCatalog(nil, nil)))
	for _, tb := range c.Tables() {
		if !strings.Contains(out, "\n### `"+tb.Name+"`\n") {
			t.Errorf("table %s has no section", tb.Name)
		}
		for _, col := range tb.Columns {
			if !strings.Contains(out, "| `"+col.Name+"` |") {
				t.Errorf("column %s.%s is missing", tb.Name, col.Name)
			}
		}
	}
	for _, f := range c.Functions() {
		if !strings.Contains(out, "| `"+f.Name+"` |") {
			t.Errorf("function %s is missing", f.Name)
		}
	}
}
