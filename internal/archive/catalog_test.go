package archive

import (
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
)

// TestEveryCatalogTableIsArchived: a table added to the platform's catalog moves with the site —
// export and import carry every one of its columns.
func TestEveryCatalogTableIsArchived(t *testing.T) {
	for _, want := range catalog.New().Tables() {
		i := slices.IndexFunc(tables, func(a table) bool { return a.name == want.Name })
		if i < 0 {
			t.Errorf("%s: in the catalog, not archived (internal/archive/tables.go)", want.Name)
			continue
		}
		var got []string
		for _, c := range tables[i].columns {
			got = append(got, c.name)
		}
		for _, c := range want.Columns {
			if !slices.Contains(got, c.Name) {
				t.Errorf("%s.%s: in the catalog, not archived", want.Name, c.Name)
			}
		}
		if len(got) != len(want.Columns) {
			t.Errorf("%s: %d archived columns, %d in the catalog", want.Name, len(got), len(want.Columns))
		}
	}
}
