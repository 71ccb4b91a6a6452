package usuarios

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// rolePageData is one role's page: the views it may open, grouped as the sidebar groups them.
type rolePageData struct {
	Name, Title, Path string
	Admin             bool // every box checked and disabled: administrators see everything
	Kept              bool // the boxes are the ones ticked before the password re-check, not yet saved
	Groups            []permissionGroup
}

// permissionGroup is a heading of the sidebar and its views.
type permissionGroup struct {
	Key, Title string
	Views      []permissionBox
}

// permissionBox is a view's checkbox.
type permissionBox struct {
	Slug, Title string
	Checked     bool
}

// Query of a role page that brings back the boxes ticked before the password re-check.
const (
	keepParam = "conservar"
	viewParam = "vista"
)

// rolePage is /admin/usuarios/roles/{rol}: the role's views as a checklist.
func (m *module) rolePage(w http.ResponseWriter, r *http.Request) {
	v, ok := m.adminView(w, r)
	if !ok {
		return
	}
	name, ok := m.knownRole(w, r)
	if !ok {
		return
	}
	data := rolePageData{Name: name, Title: cms.RoleTitle(name), Path: rolePath(name), Admin: cms.IsAdministratorRole(name)}
	var checked map[string]bool
	if q := r.URL.Query(); q.Get(keepParam) == "1" && !data.Admin {
		// Back from the password re-check: the ticks the editor sent, still to be saved.
		data.Kept, checked = true, map[string]bool{}
		for _, slug := range q[viewParam] {
			checked[slug] = cms.IsView(slug)
		}
	} else {
		allowed, err := m.allowedViews(r, name)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		checked = allowed[name]
	}
	data.Groups = checklist(checked, data.Admin)
	v.Title = cms.RoleTitle(name) + " · " + cms.ViewTitle(view)
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "role", v)
}

// checklist lays every view out under the sidebar's headings (cms.ViewGroups); the views shown
// above every heading go under «General».
func checklist(checked map[string]bool, all bool) []permissionGroup {
	groups := cms.ViewGroups()
	out := make([]permissionGroup, len(groups))
	for i, g := range groups {
		title := g.Title
		if title == "" {
			title = "General"
		}
		out[i] = permissionGroup{Key: g.Key, Title: title}
		for _, slug := range g.Views {
			out[i].Views = append(out[i].Views, permissionBox{Slug: slug, Title: cms.ViewTitle(slug), Checked: all || checked[slug]})
		}
	}
	return out
}

// knownRole is the role of the page's path when get_roles lists it; else it answers 404.
func (m *module) knownRole(w http.ResponseWriter, r *http.Request) (string, bool) {
	name := cms.NormalizeRole(r.PathValue("rol"))
	roles, err := m.Svc.Roles(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return "", false
	}
	if name == "" || !slices.ContainsFunc(roles, func(rl cms.Role) bool { return rl.Nombre == name }) {
		m.Shell.RenderError(w, r, http.StatusNotFound, cms.MsgRoleNotFound)
		return "", false
	}
	return name, true
}

// saveRolePage serves POST /admin/usuarios/roles/{rol}: a `vista` per ticked view; the others are
// saved as not allowed, as save_permisos would. Saving is sensitive: without a recent password or
// code the editor confirms first and comes back to the page with the same boxes ticked.
func (m *module) saveRolePage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if !u.CanManageRoles(m.Svc.AdminEmail()) {
		m.Shell.RenderError(w, r, http.StatusForbidden, cms.MsgNoPermissionEmail+u.Email)
		return
	}
	name, ok := m.knownRole(w, r)
	if !ok {
		return
	}
	if err := cms.CheckRoleName(name); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if cms.IsAdministratorRole(name) {
		m.Shell.RenderError(w, r, http.StatusBadRequest, msgAdminHasAll)
		return
	}
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, cms.MsgInvalidPermissions)
		return
	}
	ticked := r.PostForm[viewParam]
	for _, slug := range ticked {
		if !cms.IsView(slug) {
			m.Shell.RenderError(w, r, http.StatusBadRequest, cms.MsgInvalidView+slug)
			return
		}
	}
	back := url.Values{keepParam: {"1"}, viewParam: ticked}
	if !m.Shell.RequireRecentAuthPage(w, r, rolePath(name)+"?"+back.Encode()) {
		return
	}
	perms := make([]records.ViewPermission, len(cms.Views))
	for i, slug := range cms.Views {
		perms[i] = records.ViewPermission{VistaSlug: slug, PuedeVer: slices.Contains(ticked, slug)}
	}
	if err := m.savePermissions(r.Context(), name, perms); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgPermissionsSaved, cms.RoleTitle(name)), rolePath(name))
}
