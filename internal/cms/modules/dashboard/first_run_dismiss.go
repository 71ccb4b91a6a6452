package dashboard

import (
	"github.com/vitrina/vitrina/internal/cms"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// dismissGuide hides the first-run guide for the signed-in user for good.
func (m *module) dismissGuide(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	upd := platformclient.UserUpdate{Data: map[string]any{cms.MetaFirstRunDismissed: true}}
	if _, err := m.Svc.Client().UpdateUser(r.Context(), u.Token, upd); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgGuideDismissed, "/admin/")
}
