package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// adminRolesAPI is /api/admin_roles_api.php: GET get_roles and get_permisos; POST (JSON)
// save_permisos, create_rol and delete_rol.
func (a *App) adminRolesAPI(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	if !p.CanManageRoles(a.svc.AdminEmail()) {
		writeJSON(w, http.StatusForbidden, apiFailure(cms.MsgNoPermissionEmail+p.Email))
		return
	}
	switch r.Method {
	case http.MethodGet:
		a.adminRolesRead(w, r, p)
	case http.MethodPost:
		a.adminRolesWrite(w, r, p)
	default:
		w.Header().Set("Allow", "GET, POST")
		writeJSON(w, http.StatusMethodNotAllowed, apiFailure(cms.MsgMethodNotAllowed))
	}
}

func (a *App) adminRolesRead(w http.ResponseWriter, r *http.Request, p *sessionPrincipal) {
	switch r.URL.Query().Get("action") {
	case "get_roles":
		roles, err := a.svc.Roles(r.Context(), p.token)
		if err != nil {
			a.apiError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, apiResponse{"success": true, "roles": roles})
	case "get_permisos":
		perms, err := a.svc.Permissions(r.Context(), p.token)
		if err != nil {
			a.apiError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, apiResponse{"success": true, "permisos": perms})
	default:
		writeJSON(w, http.StatusBadRequest, apiFailure(cms.MsgInvalidAction))
	}
}

// rolesRequest is the JSON body of the POST actions.
type rolesRequest struct {
	Action    string          `json:"action"`
	RolNombre *string         `json:"rol_nombre"`
	Permisos  json.RawMessage `json:"permisos"`
}

func (a *App) adminRolesWrite(w http.ResponseWriter, r *http.Request, p *sessionPrincipal) {
	var req rolesRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	// One JSON value and nothing after it: a second object must not ride along unread.
	if err := dec.Decode(&req); err != nil || dec.Decode(&struct{}{}) != io.EOF {
		writeJSON(w, http.StatusBadRequest, apiFailure(cms.MsgInvalidJSON))
		return
	}
	switch req.Action {
	case "save_permisos", "create_rol", "delete_rol":
	default:
		writeJSON(w, http.StatusBadRequest, apiFailure(cms.MsgInvalidAction))
		return
	}
	if req.RolNombre == nil || cms.NormalizeRole(*req.RolNombre) == "" {
		writeJSON(w, http.StatusBadRequest, apiFailure(cms.MsgMissingRole))
		return
	}
	var err error
	switch req.Action {
	case "save_permisos":
		var perms []cms.PermissionInput
		if perms, err = parsePermisos(req.Permisos); err == nil {
			err = a.svc.SavePermissions(r.Context(), *req.RolNombre, perms)
		}
	case "create_rol":
		err = a.svc.CreateRole(r.Context(), p.token, *req.RolNombre)
	case "delete_rol":
		err = a.svc.DeleteRole(r.Context(), p.token, *req.RolNombre)
	}
	if err != nil {
		a.apiError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, apiResponse{"success": true})
}

// parsePermisos reads save_permisos' array of {vista_slug, puede_ver}.
func parsePermisos(raw json.RawMessage) ([]cms.PermissionInput, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, &cms.Error{Status: http.StatusBadRequest, Message: cms.MsgMissingPermissions}
	}
	var items []map[string]any
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, &cms.Error{Status: http.StatusBadRequest, Message: cms.MsgInvalidPermissions}
	}
	out := make([]cms.PermissionInput, 0, len(items))
	for _, it := range items {
		slug, _ := it["vista_slug"].(string)
		if !cms.IsView(slug) {
			return nil, &cms.Error{Status: http.StatusBadRequest, Message: cms.MsgInvalidView + slug}
		}
		ver, ok := cms.ParseActivo(it["puede_ver"])
		if !ok {
			return nil, &cms.Error{Status: http.StatusBadRequest, Message: cms.MsgInvalidPermissions}
		}
		out = append(out, cms.PermissionInput{VistaSlug: slug, PuedeVer: ver})
	}
	return out, nil
}

// apiError answers a CMS error in the endpoints' shape; anything else is a logged 500.
func (a *App) apiError(w http.ResponseWriter, err error) {
	var ce *cms.Error
	if !errors.As(err, &ce) {
		a.logger.Error("cms api", "error", err)
		writeJSON(w, http.StatusInternalServerError, apiFailure("Error interno"))
		return
	}
	if ce.Status >= 500 {
		a.logger.Error("cms api", "status", ce.Status, "error", err)
	}
	body := apiFailure(ce.Message)
	if ce.Debug != nil {
		body["debug"] = ce.Debug
	}
	writeJSON(w, ce.Status, body)
}
