package vacantes

import (
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

type applicationData struct {
	Opening     *opening
	Application *application
	Statuses    []string
}

// applicationPage shows one application with its status and notes form.
func (m *module) applicationPage(w http.ResponseWriter, r *http.Request) {
	m.renderApplication(w, r, http.StatusOK, nil, nil, "")
}

func (m *module) renderApplication(w http.ResponseWriter, r *http.Request, status int, form, fields map[string]string, errMsg string) {
	o, err := m.get(r.Context(), shell.UserOf(r).Token, openingID(r))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	a, err := m.getApplication(r.Context(), o.ID, applicationID(r))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if form == nil {
		form = map[string]string{"estado": a.Estado, "notas": cms.Deref(a.Notas)}
	}
	v := m.Shell.AdminView(r, view, "Postulación de "+a.Nombre)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = applicationData{Opening: o, Application: a, Statuses: statuses}
	m.Shell.Render(w, r, status, m.Pages, "postulacion", v)
}

// saveApplication saves an application's status and notes.
func (m *module) saveApplication(w http.ResponseWriter, r *http.Request) {
	opening, id := openingID(r), applicationID(r)
	form := shell.FormValues(r, "estado", "notas")
	fields := map[string]string{}
	if !contains(statuses, form["estado"]) {
		fields["estado"] = msgStatusInvalid
	}
	notes := strings.TrimSpace(form["notas"])
	if utf8.RuneCountInString(notes) > 5000 {
		fields["notas"] = msgNotesTooLong
	}
	if len(fields) > 0 {
		m.renderApplication(w, r, http.StatusUnprocessableEntity, form, fields, cms.MsgReviewFields)
		return
	}
	changed, err := records.UpdateApplication(r.Context(), m.Svc.Client(), applicationsCred(m.Svc), opening, id,
		records.Fields{"estado": form["estado"], "notas": cms.Optional(notes)})
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if !changed {
		m.Shell.FailurePage(w, r, cms.Fail(http.StatusNotFound, msgApplicationGone))
		return
	}
	m.Shell.Saved(w, r, msgApplicationSaved, fmt.Sprintf("/admin/vacantes/%d/postulaciones/%d", opening, id))
}

// downloadCV sends the browser to a signed URL of the CV valid for cvLinkSeconds: the bucket is
// private, so the link is the only way to the file and it stops working minutes later.
func (m *module) downloadCV(w http.ResponseWriter, r *http.Request) {
	a, err := m.getApplication(r.Context(), openingID(r), applicationID(r))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	c := m.Svc.Client()
	url, err := c.SignedURL(r.Context(), c.Service(), cvBucket, a.CV, cvLinkSeconds)
	if err != nil {
		m.Shell.RenderError(w, r, http.StatusBadGateway, msgCVUnavailable)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	http.Redirect(w, r, url, http.StatusSeeOther)
}
