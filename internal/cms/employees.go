package cms

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/platformclient"
)

const employeeColumns = "id,nombre,email,rol,chat_role,departamento,activo,sistemas_acceso,created_at"

// Employees reads one page of Empleados by name (then e-mail), and the total.
func (s *Service) Employees(ctx context.Context, token string, p ListParams) ([]Employee, int, error) {
	rows := []Employee{}
	total, err := s.client.From("Empleados", platformclient.AsUser(token)).Select(employeeColumns).
		Order("nombre", false).Order("email", false).Range(p.Offset, p.Limit).Count().Get(ctx, &rows)
	if err != nil {
		return nil, 0, platformFailure(err)
	}
	return rows, int(total), nil
}

// EmployeeByID reads one employee.
func (s *Service) EmployeeByID(ctx context.Context, token, id string) (*Employee, error) {
	return rowByID[Employee](ctx, s, token, "Empleados", employeeColumns, id, fail(http.StatusNotFound, MsgEmployeeNotFound))
}
