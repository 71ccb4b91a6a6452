package seo

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// settingsData is the settings page.
type settingsData struct {
	Limits map[string]int // length hints of the fields
	// Translations are the active languages with the defaults' translation status in each.
	Translations []translation.Row
}

// textField is one optional text field of the settings form.
type textField struct{ Name, Label, Value, Error string }

// Text is the named field of the form shown in v, with its label.
func (settingsData) Text(v shell.View, name, label string) textField {
	return textField{Name: name, Label: label, Value: v.Form[name], Error: v.Fields[name]}
}

// settingsPage shows the site-wide SEO defaults.
func (m *module) settingsPage(w http.ResponseWriter, r *http.Request) {
	st, err := m.readSettings(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.renderSettings(w, r, http.StatusOK, settingsForm(st), nil, "")
}

func (m *module) renderSettings(w http.ResponseWriter, r *http.Request, status int, form map[string]string, fields cms.FieldMessages, errMsg string) {
	langs, err := m.tr.Rows(r, 1, 0)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = settingsData{Limits: map[string]int{"descripcion": maxDescription, "patron_titulo": maxPattern}, Translations: langs}
	m.Shell.Render(w, r, status, m.Pages, "seo", v)
}
