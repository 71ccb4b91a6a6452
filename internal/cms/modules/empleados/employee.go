package empleados

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// uuidPattern is an employee id (the platform user's id).
var uuidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// list reads one page of Empleados by name (then e-mail), and the total.
func (m *module) list(ctx context.Context, token string, p cms.ListParams) ([]records.EmployeeAdmin, int, error) {
	rows, total, err := records.EmployeesPage(ctx, m.Svc.Client(), platformclient.AsUser(token), p.Offset, p.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, total, nil
}

// get reads one employee; none is 404 Empleado no encontrado.
func (m *module) get(ctx context.Context, token, id string) (*records.EmployeeAdmin, error) {
	e, err := records.EmployeeAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if e == nil {
		return nil, cms.Fail(http.StatusNotFound, cms.MsgEmployeeNotFound)
	}
	return e, nil
}

// employeeUpdate is update_employee_role's input: only non-nil fields are written.
type employeeUpdate struct {
	ID           string
	Rol          *string
	ChatRole     *string
	Departamento *string
	Activo       *bool
}

// parseEmployeeUpdate validates the fields (values keep their JSON types; a JSON null is a field not
// supplied); it returns the Spanish message of the first problem.
func parseEmployeeUpdate(fields map[string]any) (employeeUpdate, string) {
	var upd employeeUpdate
	id, present := fields["id"]
	idText := strings.TrimSpace(fmt.Sprint(id))
	if !present || id == nil || idText == "" {
		return upd, cms.MsgMissingID
	}
	if _, isString := id.(string); !isString || !uuidPattern.MatchString(idText) {
		return upd, cms.MsgInvalidID
	}
	upd.ID = strings.ToLower(idText)
	text := func(key string) *string {
		v, ok := fields[key]
		if !ok || v == nil {
			return nil
		}
		s := strings.TrimSpace(fmt.Sprint(v))
		return &s
	}
	upd.Rol, upd.ChatRole, upd.Departamento = text("rol"), text("chat_role"), text("departamento")
	if v, ok := fields["activo"]; ok && v != nil {
		activo, valid := cms.ParseActivo(v)
		if !valid {
			return upd, cms.MsgInvalidActivo
		}
		upd.Activo = &activo
	}
	return upd, ""
}

// update writes the supplied fields; writing activo also rewrites sistemas_acceso (cms.WithActivo).
// It returns the debug object: the payload sent and the platform's status. Two platform round
// trips: the current sistemas_acceso (which also tells an unknown employee), then the write.
func (m *module) update(ctx context.Context, token string, upd employeeUpdate) (*cms.Debug, error) {
	payload := map[string]any{}
	if upd.Rol != nil {
		payload["rol"] = *upd.Rol
	}
	if upd.ChatRole != nil {
		payload["chat_role"] = *upd.ChatRole
	}
	if upd.Departamento != nil {
		payload["departamento"] = *upd.Departamento
	}
	c := m.Svc.Client()
	current, err := records.EmployeeAccess(ctx, c, platformclient.AsUser(token), upd.ID)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if current == nil {
		return nil, cms.Fail(http.StatusNotFound, cms.MsgEmployeeNotFound)
	}
	if upd.Activo != nil {
		payload["activo"] = *upd.Activo
		payload["sistemas_acceso"] = cms.WithActivo(current.SistemasAcceso, *upd.Activo)
	}
	status, err := records.PatchEmployee(ctx, c, c.Service(), upd.ID, payload)
	debug := &cms.Debug{Payload: payload, HTTPCode: status}
	if err != nil {
		var pe *platformclient.Error
		if !errors.As(err, &pe) || pe.Status == 0 {
			return debug, &cms.Error{Status: http.StatusBadGateway, Message: cms.MsgPlatformDown, Debug: debug, Err: err}
		}
		httpStatus := pe.Status
		if httpStatus < 400 || httpStatus >= 500 {
			httpStatus = http.StatusBadGateway
		}
		return debug, &cms.Error{Status: httpStatus, Message: fmt.Sprintf(cms.MsgUpdateFailed, pe.Status, pe.Body), Debug: debug, Err: err}
	}
	return debug, nil
}
