package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Employee is a row of Empleados (view empleados) as far as others name it: its id and name.
type Employee struct {
	ID     string `json:"id"`
	Nombre string `json:"nombre"`
}

// InsertEmployees inserts employees and answers their ids and names.
func InsertEmployees(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]Employee, error) {
	var created []Employee
	err := c.From("Empleados", cred).Select("id,nombre").Insert(ctx, rows, &created)
	return created, wrap("insert employees", err)
}
