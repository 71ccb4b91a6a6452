package web

import (
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

var uuidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// updateEmployeeRole is POST /api/update_employee_role.php: form-encoded or JSON; only supplied
// fields are written; `activo` also rewrites sistemas_acceso.
func (a *App) updateEmployeeRole(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	if !p.CanManageEmployees() {
		writeJSON(w, http.StatusForbidden, apiFailure(cms.MsgNoPermission))
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, apiFailure(cms.MsgMethodNotAllowed))
		return
	}
	fields, err := employeeFields(w, r)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, apiFailure(cms.MsgInvalidJSON))
		return
	}
	upd, msg := parseEmployeeUpdate(fields)
	if msg != "" {
		writeJSON(w, http.StatusBadRequest, apiFailure(msg))
		return
	}
	debug, err := a.svc.UpdateEmployee(r.Context(), p.token, upd)
	if err != nil {
		a.apiError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, apiResponse{"success": true, "error": nil, "debug": debug})
}

// employeeFields reads the body as JSON or as a form; values keep their JSON types.
func employeeFields(w http.ResponseWriter, r *http.Request) (map[string]any, error) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "application/json" {
		fields := map[string]any{}
		if err := json.NewDecoder(r.Body).Decode(&fields); err != nil {
			return nil, err
		}
		return fields, nil
	}
	if err := r.ParseForm(); err != nil {
		return nil, err
	}
	fields := map[string]any{}
	for k, v := range r.PostForm {
		fields[k] = v[len(v)-1]
	}
	return fields, nil
}

// parseEmployeeUpdate validates the fields; it returns the Spanish message of the first problem.
func parseEmployeeUpdate(fields map[string]any) (cms.EmployeeUpdate, string) {
	var upd cms.EmployeeUpdate
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
