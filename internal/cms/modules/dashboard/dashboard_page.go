package dashboard

import (
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// homeData is the home page: counts of the main tables, the latest content and the latest activity.
type homeData struct {
	Counts []countLink
	Latest []latestLine
	Audit  []auditLine
	// SecondStepMissing warns an administrator who signs in with a password alone.
	SecondStepMissing string
	Guide             firstRunGuide // the first-run checklist; no steps when there is none
}

// latestLine is a recent content item with its state's badge.
type latestLine struct {
	latestItem
	Badge lifecycle.Badge
}

// countLink is a count with the list it links to.
type countLink struct {
	Title string
	Total int
	Path  string // the module's list, "" when the role may not open it
}

// home is /admin/ for a user whose role may see the dashboard (the shell redirects the others).
func (m *module) home(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	counts, latest, err := m.read(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	paths := map[string]string{}
	for _, item := range u.Nav {
		paths[item.Slug] = item.Path
	}
	guide, err := m.firstRun(r.Context(), u)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	data := homeData{Audit: m.latestAudit(r.Context(), u.Token, u.IsAdmin), Guide: guide}
	for _, it := range latest {
		// Admin times are the server's zone (docs/decisions.md).
		data.Latest = append(data.Latest, latestLine{it, it.BadgeOf(m.Shell.Now(), time.Local)})
	}
	if u.IsAdmin && !u.HasSecondFactor {
		data.SecondStepMissing = msgSecondStepMissing
	}
	for _, c := range counts {
		data.Counts = append(data.Counts, countLink{Title: cms.ViewTitle(c.View), Total: c.Total, Path: paths[c.View]})
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "dashboard", v)
}
