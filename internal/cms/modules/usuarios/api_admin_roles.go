package usuarios

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// adminRolesAPI is /api/admin_roles_api.php: GET get_roles and get_permisos; POST (JSON)
// save_permisos, create_rol and delete_rol. Only administrators by interface.md's rule for this
// endpoint (cms.Principal.CanManageRoles) may call it.
func (m *module) adminRolesAPI(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if !u.CanManageRoles(m.Svc.AdminEmail()) {
		shell.WriteJSON(w, http.StatusForbidden, shell.APIFailure(cms.MsgNoPermissionEmail+u.Email))
		return
	}
	switch r.Method {
	case http.MethodGet:
		m.adminRolesRead(w, r)
	case http.MethodPost:
		m.adminRolesWrite(w, r)
	default:
		w.Header().Set("Allow", "GET, POST")
		shell.WriteJSON(w, http.StatusMethodNotAllowed, shell.APIFailure(cms.MsgMethodNotAllowed))
	}
}

// adminRolesRead answers the GET actions.
func (m *module) adminRolesRead(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	switch r.URL.Query().Get("action") {
	case "get_roles":
		roles, err := m.Svc.Roles(r.Context(), u.Token)
		if err != nil {
			m.Shell.APIError(w, err)
			return
		}
		shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true, "roles": roles})
	case "get_permisos":
		perms, err := m.permissions(r.Context(), u.Token)
		if err != nil {
			m.Shell.APIError(w, err)
			return
		}
		shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true, "permisos": perms})
	default:
		shell.WriteJSON(w, http.StatusBadRequest, shell.APIFailure(cms.MsgInvalidAction))
	}
}

// rolesRequest is the JSON body of the POST actions.
type rolesRequest struct {
	Action    string          `json:"action"`
	RolNombre *string         `json:"rol_nombre"`
	Permisos  json.RawMessage `json:"permisos"`
}

// adminRolesWrite answers the POST actions: the body, then the action, then the role name (read
// once, by cms.RoleName, for every action), then the action's own rules (a name that may be written:
// cms.CheckRoleName, for create_rol and save_permisos).
func (m *module) adminRolesWrite(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	var req rolesRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	// One JSON value and nothing after it: a second object must not ride along unread.
	if err := dec.Decode(&req); err != nil || dec.Decode(&struct{}{}) != io.EOF {
		shell.WriteJSON(w, http.StatusBadRequest, shell.APIFailure(cms.MsgInvalidJSON))
		return
	}
	switch req.Action {
	case "save_permisos", "create_rol", "delete_rol":
	default:
		shell.WriteJSON(w, http.StatusBadRequest, shell.APIFailure(cms.MsgInvalidAction))
		return
	}
	name, err := cms.RoleName(cms.Deref(req.RolNombre))
	if err == nil && req.Action != "create_rol" && !m.Shell.RequireRecentAuthAPI(w, r) {
		return // deleting a role and saving permissions are sensitive: a recent password or code
	}
	if err == nil {
		switch req.Action {
		case "save_permisos":
			var perms []records.ViewPermission
			if perms, err = parsePermisos(req.Permisos); err == nil {
				if err = cms.CheckRoleName(name); err == nil {
					err = m.savePermissions(r.Context(), name, perms)
				}
			}
		case "create_rol":
			if err = cms.CheckRoleName(name); err == nil {
				err = m.createRole(r.Context(), u.Token, name)
			}
		case "delete_rol":
			err = m.deleteRole(r.Context(), u.Token, name)
		}
	}
	if err != nil {
		m.Shell.APIError(w, err)
		return
	}
	shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true})
}
