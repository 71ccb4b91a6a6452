package clientes

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveForm creates or updates a client and stays on its form with the message at the top. The form
// is checked first (nombre, `Categoría inválida`, that the category exists, the logo's kind from its
// bytes); then the upload workflow
// (cms.Service.SaveWithFile) stores the logo at <categoria>/logos/<file_name>, and only when the
// platform answered 200/201 is its path recorded; a logo chosen from the media library (bucket
// clientes) is recorded as it is. A replaced logo stays in storage.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	uploadMsg := m.Shell.ParseUploadForm(w, r)
	form := shell.FormValues(r, formFields...)
	d := formData{ID: id} // the page reads the current logo again
	in := input{Nombre: form["nombre"], Categoria: form["categoria"]}
	fields := cms.FieldMessages{}
	cat, err := m.checkCategory(r.Context(), u.Token, in)
	if f := cms.FormFields(err); f != nil {
		fields = f
	} else if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, d, form, nil, msg)
		return
	}
	logoField := shell.ImageField{Name: "logo", Bucket: cms.BucketClients, Kinds: cms.ClientLogoKinds, Again: MsgChooseFileAgain}
	logo, fields := m.Shell.ReadImage(r, logoField, uploadMsg, fields)
	defer logo.Close()
	if len(fields) > 0 {
		m.formPage(w, r, http.StatusUnprocessableEntity, d, form, fields, cms.MsgReviewFields)
		return
	}
	target := cms.FileTarget{Bucket: cms.BucketClients, Table: table, Column: logoColumn, RecordID: id,
		Path: func(name string) string { return cms.ClientLogoPath(cat, name) }}
	saved := id
	err = m.Shell.SaveImage(r, logo, target, func(path string) error {
		var err error
		saved, err = m.save(r.Context(), u.Token, id, in, path)
		return err
	})
	if f, failed := m.Shell.SaveFailureOf(r, err, "", ""); failed {
		m.formPage(w, r, f.Status, d, form, f.Fields, f.Msg)
		return
	}
	m.Shell.SavedItem(w, r, msgSaved, listURL, saved)
}
