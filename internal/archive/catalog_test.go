package archive

import (
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// TestArchivedTablesFollowCatalog: every table of the platform's catalog moves with the site, with
// every column, in an order an import can follow: a table after the tables its foreign keys point at,
// its first column its primary key (an import links parents by it), its parent a self-reference.
func TestArchivedTablesFollowCatalog(t *testing.T) {
	c := catalog.New()
	tables, err := archivedTables(c)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, a := range tables {
		seen[a.name] = true
		ct := c.Table(a.name)
		if ct == nil {
			if a.set == setPublic {
				t.Errorf("%s: in the public set, not in the catalog", a.name)
			}
			continue
		}
		if len(a.columns) != len(ct.Columns) || a.columns[0].name != ct.PrimaryKey {
			t.Errorf("%s: %d columns starting with %s; the catalog: %d, key %s", a.name, len(a.columns), a.columns[0].name, len(ct.Columns), ct.PrimaryKey)
		}
		for _, fk := range ct.ForeignKeys {
			if fk.Target != a.name && !seen[fk.Target] {
				t.Errorf("%s: imported before %s, which its %s points at", a.name, fk.Target, fk.Column)
			}
		}
		if a.parent != "" && !slices.ContainsFunc(ct.ForeignKeys, func(fk schema.ForeignKey) bool {
			return fk.Column == a.parent && fk.Target == a.name
		}) {
			t.Errorf("%s: parent %s is no self-reference", a.name, a.parent)
		}
	}
	for _, ct := range c.Tables() {
		if !seen[ct.Name] {
			t.Errorf("%s: in the catalog, not archived", ct.Name)
		}
	}
}

// TestArchivedTablesRefuseAnUnplacedTable: a catalog table publicOrder does not place stops export
// and import rather than being left behind.
func TestArchivedTablesRefuseAnUnplacedTable(t *testing.T) {
	extra := &schema.Table{Name: "nueva", Columns: []schema.Column{{Name: "id", Type: schema.Integer}}, PrimaryKey: "id"}
	if _, err := archivedTables(schema.NewCatalog(append(catalog.New().Tables(), extra), nil)); err == nil {
		t.Error("a catalog table outside the import order was accepted")
	}
}
