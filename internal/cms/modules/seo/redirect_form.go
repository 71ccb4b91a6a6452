package seo

import (
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/redirects"
)

// redirectFormData is the create/edit page of a redirect.
type redirectFormData struct {
	ID      int64
	Visitas int64
	MaxPath int
}

// redirectForm shows the empty form (/nueva, optionally with ?origen= from the 404 log) or a
// redirect to edit (/{id}).
func (m *module) redirectForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	values := map[string]string{"origen": r.URL.Query().Get("origen"), "tipo": "301"}
	var visits int64
	if id != 0 {
		rd, err := m.getRedirect(r.Context(), u.Token, id)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values = map[string]string{"origen": rd.Origen, "destino": rd.Destino, "tipo": strconv.Itoa(rd.Tipo)}
		visits = rd.Visitas
	}
	m.redirectFormPage(w, r, http.StatusOK, id, visits, values, nil, "")
}

func (m *module) redirectFormPage(w http.ResponseWriter, r *http.Request, status int, id, visits int64, form, fields map[string]string, errMsg string) {
	title := msgNewRedirect
	if id != 0 {
		title = msgEditRedirect
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = redirectFormData{ID: id, Visitas: visits, MaxPath: redirects.MaxPath}
	m.Shell.Render(w, r, status, m.Pages, "redirect_form", v)
}
