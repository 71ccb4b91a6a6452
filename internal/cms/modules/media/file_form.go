package media

import (
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// fileData is a file's page.
type fileData struct {
	File File
	URL  string
	Uses []use
	// Translations are the active languages with the status of the file's texts in each.
	Translations []translation.Row
}

// filePage is GET /admin/media/{id}: the file with its preview, its alt text and title form, where
// it is used and the form that replaces its bytes.
func (m *module) filePage(w http.ResponseWriter, r *http.Request) {
	f, ok := m.editedFile(w, r)
	if !ok {
		return
	}
	form := map[string]string{"texto_alternativo": f.Alt(), "titulo": f.Title()}
	m.fileForm(w, r, http.StatusOK, f, form, nil, "")
}

// fileForm renders a file's page with the form's values and messages.
func (m *module) fileForm(w http.ResponseWriter, r *http.Request, status int, f *File, form, fields map[string]string, errMsg string) {
	uses, err := m.whereUsed(r.Context(), shell.UserOf(r).Token, *f)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	langs, err := m.tr.Rows(r, shell.PathID(r), 0)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, msgEditTitle+" "+f.Nombre)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = fileData{File: *f, URL: m.Shell.FileURL(f.Bucket, f.Ruta), Uses: uses, Translations: langs}
	m.Shell.Render(w, r, status, m.Pages, "media_file", v)
}

// saveForm is POST /admin/media/{id}: the file's alternative text and title.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	f, ok := m.editedFile(w, r)
	if !ok {
		return
	}
	form := shell.FormValues(r, "texto_alternativo", "titulo")
	fields := cms.FieldMessages{}
	if len([]rune(form["texto_alternativo"])) > 1000 {
		fields["texto_alternativo"] = MsgAltTooLong
	}
	if len([]rune(form["titulo"])) > 200 {
		fields["titulo"] = MsgTitleTooLong
	}
	if len(fields) > 0 {
		m.fileForm(w, r, http.StatusUnprocessableEntity, f, form, fields, cms.MsgReviewFields)
		return
	}
	_, err := m.Svc.SaveRow(r.Context(), u.Token, cms.Records{Table: table, Missing: msgFileNotFound}, f.ID, map[string]any{
		"texto_alternativo": cms.Optional(form["texto_alternativo"]), "titulo": cms.Optional(form["titulo"])})
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.fileForm(w, r, status, f, form, nil, msg)
		return
	}
	m.Shell.Saved(w, r, msgSaved, "/admin/media/"+strconv.FormatInt(f.ID, 10))
}
