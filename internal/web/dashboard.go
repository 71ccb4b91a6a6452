package web

import "net/http"

// dashboard is /admin/: the dashboard view, or the first view the role may open when it may not
// see the dashboard.
func (a *App) dashboard(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	views, _ := r.Context().Value(viewsKey{}).(map[string]bool)
	if !views["dashboard"] {
		for _, item := range p.nav {
			http.Redirect(w, r, item.Path, http.StatusSeeOther)
			return
		}
		a.renderError(w, r, http.StatusForbidden, "Su rol no tiene acceso a ningún módulo. Pida acceso a un administrador.")
		return
	}
	a.render(w, r, http.StatusOK, "dashboard", a.adminView(r, "dashboard", "Inicio"))
}

// adminView is the view data every admin page starts from.
func (a *App) adminView(r *http.Request, current, title string) view {
	p, _ := principalFrom(r.Context())
	return view{Title: title, User: &p.Principal, Nav: p.nav, Current: current, AdminArea: true, Flash: a.popFlash(r.Context())}
}
