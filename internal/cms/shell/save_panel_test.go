package shell_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// TestNewSavePanel: a new item's form posts to the list's "nuevo", says it is not stored yet and
// offers no «Eliminar»; a stored item's posts to its own address, with «Eliminar» beside it.
func TestNewSavePanel(t *testing.T) {
	cases := []struct {
		name                    string
		id                      int64
		action, delete, confirm string
		stored                  bool
	}{
		{"new", 0, "/admin/testimoniales/nuevo", "", "", false},
		{"stored", 7, "/admin/testimoniales/7", "/admin/testimoniales/7/eliminar", "¿Eliminar?", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := shell.NewSavePanel("/admin/testimoniales/", c.id, "¿Eliminar?")
			if p.Action != c.action || p.DeleteURL != c.delete || p.DeleteConfirm != c.confirm || p.ID != c.id {
				t.Fatalf("panel %+v", p)
			}
			if stored := p.Note == "Los cambios se ven en el sitio en cuanto los guarda."; stored != c.stored || p.Note == "" {
				t.Fatalf("note %q for a stored item: %v", p.Note, c.stored)
			}
		})
	}
}
