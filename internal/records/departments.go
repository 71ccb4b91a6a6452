package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Department is a row of departamentos (view departamentos); anyone may read the names.
type Department struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
}

// departmentID is a department's id.
func departmentID(d Department) int64 { return d.ID }

// Departments reads the departments in their order, then by name, at most limit, in lang ("" for
// Spanish): each with its published translation's name, and the ids of those without one.
func Departments(ctx context.Context, c *platformclient.Client, lang string, limit int) ([]Department, Untranslated, error) {
	const columns = "id,nombre"
	q := inLanguage(c.From("departamentos", c.Anon()).Select(columns).Order("orden", false).
		Order("nombre", false).Limit(limit), "departamentos", columns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, departmentID)
	return rows, untranslated, wrap("read departments", err)
}

// InsertDepartments inserts departments.
func InsertDepartments(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert departments", c.From("departamentos", cred).Insert(ctx, rows, nil))
}
