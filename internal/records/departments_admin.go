package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// DepartmentAdmin is a department as the admin lists and edits it: the public columns plus its
// description, head, order and the head's name and e-mail (embed jefe).
type DepartmentAdmin struct {
	Department
	Descripcion  *string         `json:"descripcion"`
	Responsable  *string         `json:"responsable"` // the head's employee id
	Orden        int64           `json:"orden"`
	CreatedAt    time.Time       `json:"created_at"`
	TextsVersion int64           `json:"version_textos"`
	Head         *DepartmentHead `json:"jefe"`
}

// DepartmentHead is the employee who heads a department, as the department list names it.
type DepartmentHead struct {
	Nombre *string `json:"nombre"`
	Email  *string `json:"email"`
}

// departmentAdminColumns are the columns of a DepartmentAdmin.
const departmentAdminColumns = "id,nombre,descripcion,responsable,orden,created_at,version_textos,jefe:responsable(nombre,email)"

// DepartmentsAdmin reads every department in display order (order, then name), narrowed by only
// (the list's translation filter).
func DepartmentsAdmin(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, only IDFilter) ([]DepartmentAdmin, error) {
	rows := []DepartmentAdmin{}
	_, err := only.Apply(c.From("departamentos", cred).Select(departmentAdminColumns)).Order("orden", false).
		Order("nombre", false).Get(ctx, &rows)
	return rows, wrap("read departments", err)
}

// DepartmentAdminByID reads one department; nil when there is none.
func DepartmentAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*DepartmentAdmin, error) {
	var rows []DepartmentAdmin
	_, err := c.From("departamentos", cred).Select(departmentAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read department", err)
}

// InsertDepartment inserts one department and answers its id (0 when the platform answered none
// created).
func InsertDepartment(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int64, error) {
	var created []idRow
	err := c.From("departamentos", cred).Select("id").Insert(ctx, row, &created)
	if len(created) == 0 {
		return 0, wrap("insert department", err)
	}
	return int64(created[0].ID), wrap("insert department", err)
}

// UpdateDepartment saves a department and renames it on its employees in one platform transaction
// (update_department, which writes Empleados too); it answers how many employees were renamed. An
// unknown id is the platform's P0001.
func UpdateDepartment(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, row Fields) (int, error) {
	var renamed int
	err := c.RPC(ctx, cred, "update_department", map[string]any{"p_id": id, "p_nombre": row["nombre"],
		"p_descripcion": row["descripcion"], "p_responsable": row["responsable"], "p_orden": row["orden"]}, &renamed)
	return renamed, wrap("update department", err)
}

// DeleteDepartment deletes a department (none deleted is no error).
func DeleteDepartment(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) error {
	var gone []idRow
	return wrap("delete department", c.From("departamentos", cred).Select("id").Eq("id", id).Delete(ctx, &gone))
}

// DepartmentChoices reads the id and name of every department in display order (order, then name),
// with the credential the caller runs with: the departments a form offers.
func DepartmentChoices(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) ([]Department, error) {
	var rows []Department
	_, err := c.From("departamentos", cred).Select("id,nombre").Order("orden", false).
		Order("nombre", false).Get(ctx, &rows)
	return rows, wrap("read the departments to choose from", err)
}
