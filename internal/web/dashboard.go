package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// dashboardLatest is how many recent content items the dashboard lists.
const dashboardLatest = 5

// dashboardData is the home page: counts of the main tables and the latest content.
type dashboardData struct {
	Counts []dashboardCount
	Latest []contentRow
	Audit  []auditLine // latest entries of the audit trail (dashboard_audit.go)
}

type dashboardCount struct {
	Title string
	Total int
	Path  string // the module's list, "" when the role may not open it
}

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
	d, err := a.svc.DashboardData(r.Context(), p.token, dashboardLatest)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	paths := map[string]string{}
	for _, item := range p.nav {
		paths[item.Slug] = item.Path
	}
	data := dashboardData{}
	for _, c := range d.Counts {
		data.Counts = append(data.Counts, dashboardCount{Title: viewTitle(c.View), Total: c.Total, Path: paths[c.View]})
	}
	for _, c := range d.Latest {
		data.Latest = append(data.Latest, contentRow{ContentItem: c, ImageURL: a.fileURL(cms.BucketContent, c.Image()), Date: shortDate(c.CreatedAt)})
	}
	data.Audit = a.latestAudit(r.Context(), p.token)
	v := a.adminView(r, "dashboard", "Inicio")
	v.Data = data
	a.render(w, r, http.StatusOK, "dashboard", v)
}

// adminView is the view data every admin page starts from.
func (a *App) adminView(r *http.Request, current, title string) view {
	p, _ := principalFrom(r.Context())
	return view{Title: title, User: &p.Principal, Nav: p.nav, Current: current, AdminArea: true, Flash: a.popFlash(r.Context())}
}
