package seo

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveSettings checks and saves the SEO defaults; the site drops its cached pages on the write.
func (m *module) saveSettings(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	form := shell.FormValues(r, settingsFields...)
	values, fields := checkSettings(form)
	if len(fields) > 0 {
		m.renderSettings(w, r, http.StatusUnprocessableEntity, form, fields, cms.MsgReviewFields)
		return
	}
	if err := m.writeSettings(r.Context(), u.Token, values); err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.renderSettings(w, r, status, form, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgSettingsSaved, "/admin/seo/")
}
