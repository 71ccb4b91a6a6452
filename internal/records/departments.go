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

// Departments reads the departments in their order, then by name, at most limit.
func Departments(ctx context.Context, c *platformclient.Client, limit int) ([]Department, error) {
	var rows []Department
	_, err := c.From("departamentos", c.Anon()).Select("id,nombre").Order("orden", false).
		Order("nombre", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read departments", err)
}

// InsertDepartments inserts departments.
func InsertDepartments(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert departments", c.From("departamentos", cred).Insert(ctx, rows, nil))
}
