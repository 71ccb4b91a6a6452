package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// EmployeeAdmin is a row of Empleados as the admin lists and edits it: who the employee is, their
// roles, department and the systems they may enter.
type EmployeeAdmin struct {
	Employee
	Email          *string   `json:"email"`
	Rol            *string   `json:"rol"`
	ChatRole       *string   `json:"chat_role"`
	Departamento   *string   `json:"departamento"`
	Activo         bool      `json:"activo"`
	SistemasAcceso []string  `json:"sistemas_acceso"`
	CreatedAt      time.Time `json:"created_at"`
}

// employeeAdminColumns are the columns of an EmployeeAdmin.
const employeeAdminColumns = "id,nombre,email,rol,chat_role,departamento,activo,sistemas_acceso,created_at"

// EmployeesPage reads one page of employees by name, then e-mail, and the total.
func EmployeesPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, offset, limit int) ([]EmployeeAdmin, int, error) {
	rows := []EmployeeAdmin{}
	total, err := c.From("Empleados", cred).Select(employeeAdminColumns).
		Order("nombre", false).Order("email", false).Range(offset, limit).Count().Get(ctx, &rows)
	return rows, int(total), wrap("read employees", err)
}

// EmployeeAdminByID reads one employee; nil when there is none.
func EmployeeAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id string) (*EmployeeAdmin, error) {
	var rows []EmployeeAdmin
	_, err := c.From("Empleados", cred).Select(employeeAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read employee", err)
}

// EmployeeAccess reads the id and systems of one employee; nil when there is none.
func EmployeeAccess(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id string) (*EmployeeAdmin, error) {
	var rows []EmployeeAdmin
	_, err := c.From("Empleados", cred).Select("id,sistemas_acceso").Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read employee access", err)
}

// PatchEmployee writes some columns of one employee and answers the platform's HTTP status, which
// the employee API reports back as it is.
func PatchEmployee(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id string, fields Fields) (int, error) {
	status, err := c.From("Empleados", cred).Eq("id", id).Patch(ctx, fields)
	return status, wrap("update employee", err)
}

// ActiveEmployees reads the id, name and e-mail of the active employees by name, at most limit (0:
// every one).
func ActiveEmployees(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]EmployeeAdmin, error) {
	q := c.From("Empleados", cred).Select("id,nombre,email").Eq("activo", true).Order("nombre", false)
	if limit > 0 {
		q = q.Limit(limit)
	}
	rows := []EmployeeAdmin{}
	_, err := q.Get(ctx, &rows)
	return rows, wrap("read active employees", err)
}

// EmployeeDepartmentNames reads the department name of every employee that has one (as typed: the
// column is free text that the department's rename keeps in step).
func EmployeeDepartmentNames(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]string, error) {
	var rows []struct {
		Departamento *string `json:"departamento"`
	}
	_, err := c.From("Empleados", cred).Select("departamento").Filter("departamento", "not.is", "null").Get(ctx, &rows)
	names := make([]string, 0, len(rows))
	for _, r := range rows {
		if r.Departamento != nil {
			names = append(names, *r.Departamento)
		}
	}
	return names, wrap("read employees' departments", err)
}

// EmployeeNames maps each of the e-mail addresses that belongs to an employee with a name to that
// name (the activity trail names people, not addresses).
func EmployeeNames(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, emails []string) (map[string]string, error) {
	out := map[string]string{}
	if len(emails) == 0 {
		return out, nil
	}
	var rows []struct {
		Email  *string `json:"email"`
		Nombre *string `json:"nombre"`
	}
	if _, err := c.From("Empleados", cred).Select("email,nombre").In("email", emails).Get(ctx, &rows); err != nil {
		return nil, wrap("read employee names", err)
	}
	for _, r := range rows {
		if r.Email != nil && r.Nombre != nil && *r.Nombre != "" {
			out[*r.Email] = *r.Nombre
		}
	}
	return out, nil
}
