package empleados

import (
	"encoding/json"
	"mime"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// updateEmployeeRole is POST /api/update_employee_role.php: form-encoded or JSON; only supplied
// fields are written; `activo` also rewrites sistemas_acceso. Only administrators by interface.md's
// rule for this endpoint (cms.Principal.CanManageEmployees) may call it.
func (m *module) updateEmployeeRole(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if !u.CanManageEmployees() {
		shell.WriteJSON(w, http.StatusForbidden, shell.APIFailure(cms.MsgNoPermission))
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		shell.WriteJSON(w, http.StatusMethodNotAllowed, shell.APIFailure(cms.MsgMethodNotAllowed))
		return
	}
	fields, err := employeeFields(w, r)
	if err != nil {
		shell.WriteJSON(w, http.StatusBadRequest, shell.APIFailure(cms.MsgInvalidJSON))
		return
	}
	upd, msg := parseEmployeeUpdate(fields)
	if msg != "" {
		shell.WriteJSON(w, http.StatusBadRequest, shell.APIFailure(msg))
		return
	}
	if (upd.Rol != nil || upd.Activo != nil) && !m.Shell.RequireRecentAuthAPI(w, r) {
		return // another user's role or access is sensitive: a recent password or code
	}
	debug, err := m.update(r.Context(), u.Token, upd)
	if err != nil {
		m.Shell.APIError(w, err)
		return
	}
	shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true, "error": nil, "debug": debug})
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
