package templates

import (
	"context"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// listedTemplate is a template as listed, with the question its delete button asks.
type listedTemplate struct {
	records.PageTemplate
	DeleteConfirm string
}

type pageData struct {
	Panel       shell.SavePanel // «Guardar» and «Vista previa» of the appearance
	Fonts       []records.Font
	FontsNotice string
	LogoURL     string
	FaviconURL  string
	HeroURL     string // the hero's stored picture
	Templates   []listedTemplate
	Pages       []records.Page
	NoTemplates string
	Form        map[string]string // the template form
	Fields      cms.FieldMessages // the template form's messages
	Themes      []themeChoice     // the site's themes, the chosen one marked
	ThemeError  string            // the chosen theme's message
	CanInstall  bool              // an administrator, with themes that can be installed
	Problems    []string          // why an uploaded theme was refused
	Languages   []records.Language
	NoLanguages string
	// Translations are the active languages with the site's texts' translation status in each.
	Translations []translation.Row
}

// settingsURL is the appearance page, where its form posts.
const settingsURL = "/admin/templates/"

// maxListed bounds the templates and pages listed (tens in practice).
const maxListed = 500

// settingsPage shows the appearance form and the page templates.
func (m *module) settingsPage(w http.ResponseWriter, r *http.Request) {
	st, err := m.storedSettings(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.render(w, r, http.StatusOK, st, settingsForm(st), nil, "", nil, nil)
}

// render shows the page: the settings form (form, fields, msg) and the templates (their form).
func (m *module) render(w http.ResponseWriter, r *http.Request, status int, st records.Settings, form map[string]string, fields cms.FieldMessages, msg string,
	tplForm map[string]string, tplFields cms.FieldMessages) {
	m.renderWith(w, r, status, st, form, fields, msg, tplForm, tplFields, nil)
}

// renderWith is render with the problems of an uploaded theme.
func (m *module) renderWith(w http.ResponseWriter, r *http.Request, status int, st records.Settings, form map[string]string, fields cms.FieldMessages, msg string,
	tplForm map[string]string, tplFields cms.FieldMessages, problems []string) {
	u := shell.UserOf(r)
	data := pageData{Panel: shell.SavePanel{Action: settingsURL, Note: msgSettingsNote, Preview: true}, Fonts: records.Fonts(), FontsNotice: msgSystemFontsNotice, NoTemplates: msgNoTemplates, Form: tplForm, Fields: tplFields,
		LogoURL: m.Shell.FileURL(records.SettingsBucket, cms.Deref(st.Logo)), FaviconURL: m.Shell.FileURL(records.SettingsBucket, cms.Deref(st.Favicon)),
		HeroURL: m.Shell.FileURL(records.SettingsBucket, cms.Deref(st.PortadaImagen))}
	data.Themes, data.ThemeError, data.Problems = m.themeChoices(form, fields), fields["tema"], problems
	data.CanInstall = u.IsAdmin && m.Shell.Themes() != nil
	data.NoLanguages = msgNoLanguages
	var err error
	if data.Languages, err = records.Languages(r.Context(), m.Svc.Client(), platformclient.AsUser(u.Token)); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if data.Translations, err = m.tr.Rows(r, 1, 0); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if data.Templates, data.Pages, err = m.lists(r.Context(), u.Token); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, msgTitle)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "templates", v)
}

// lists reads the templates (newest first) and the pages a template can be made from.
func (m *module) lists(ctx context.Context, token string) ([]listedTemplate, []records.Page, error) {
	c, cred := m.Svc.Client(), platformclient.AsUser(token)
	stored, err := records.PageTemplates(ctx, c, cred, maxListed)
	if err != nil {
		return nil, nil, cms.PlatformFailure(err)
	}
	tpls := make([]listedTemplate, len(stored))
	for i, t := range stored {
		tpls[i] = listedTemplate{PageTemplate: t, DeleteConfirm: fmt.Sprintf(msgDeleteTemplate, t.Nombre)}
	}
	pages, err := records.PageChoices(ctx, c, cred, maxListed)
	if err != nil {
		return nil, nil, cms.PlatformFailure(err)
	}
	return tpls, pages, nil
}
