package dashboard

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// homeData is the home page: a greeting, what waits for someone, the quick actions, the counts of
// the views the user may open, the latest content and the latest activity.
type homeData struct {
	Greeting, Name string
	Attention      []attention
	Actions        []action
	Counts         []count
	ShowLatest     bool // the user may open the content
	Latest         []latestLine
	Audit          []auditLine
	// SecondStepMissing warns an administrator who signs in with a password alone.
	SecondStepMissing string
	Guide             firstRunGuide // the first-run checklist; no steps when there is none
	// Translations is what remains to translate into each active language, in the lists the user
	// may open.
	Translations []translation.Pending
}

// latestLine is a recent content item with its state's badge and when it was created, as the
// activity says it.
type latestLine struct {
	latestItem
	Badge          lifecycle.Badge
	When, WhenFull string
}

// home is /admin/ for a user whose role may see the dashboard (the shell redirects the others).
func (m *module) home(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	// The sidebar's entries: the views the user may open, in the sidebar's order, with its counters.
	var nav []shell.NavItem
	for _, g := range v.Sidebar {
		nav = append(nav, g.Items...)
	}
	counts, latest, err := m.read(r.Context(), u.Token, nav)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	guide, err := m.firstRun(r.Context(), u)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	views := map[string]bool{}
	for _, item := range nav {
		views[item.Slug] = true
	}
	pending, err := translation.PendingIn(r, m.Svc, views)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	now := m.Shell.Now()
	data := homeData{Greeting: greeting(now, m.Shell.Location()), Name: greetingName(u.Principal),
		Attention: attentionOf(nav), Actions: actionsOf(nav), Counts: counts, ShowLatest: hasView(nav, "contenido"),
		Audit: m.latestAudit(r.Context(), u.Token, u.IsAdmin), Guide: guide, Translations: pending}
	for _, it := range latest {
		// Admin times are the server's zone (docs/decisions/2026-11-23-lifecycle-times-admin.md).
		data.Latest = append(data.Latest, latestLine{latestItem: it, Badge: it.BadgeOf(now, m.Shell.Location()),
			When: cms.FormatWhen(it.CreatedAt, now, m.Shell.Location()), WhenFull: cms.FormatDateTime(it.CreatedAt, m.Shell.Location())})
	}
	if u.IsAdmin && !u.HasSecondFactor {
		data.SecondStepMissing = msgSecondStepMissing
	}
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "dashboard", v)
}
