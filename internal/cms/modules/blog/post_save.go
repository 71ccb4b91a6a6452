package blog

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// coverPath is where a post's cover is stored in bucket contenido.
func coverPath(fileName string) string { return "blog/" + fileName }

// coverField is the form's cover: an image uploaded or picked from bucket contenido.
func coverField() shell.ImageField {
	return shell.ImageField{Name: "portada", Bucket: cms.BucketContent, Kinds: cms.ContentImageKinds}
}

// saveForm creates (POST /admin/blog/nuevo) or updates (POST /admin/blog/{id}) a post. The form is
// checked first; a cover then goes through cms.Service.SaveWithFile (bucket contenido,
// blog/<file_name>), so its path is written on the post only once the platform stored it; the tags
// follow the post in one call.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	formMsg := m.Shell.ParseUploadForm(w, r)
	p, ok := m.postOfPath(w, r, u.Token)
	if !ok {
		return
	}
	pg, ok := m.pickers(w, r, u.Token)
	if !ok {
		return
	}
	pg.post, pg.form = p, shell.FormValues(r, formFields...)
	lifecycle.ApplyAction(r, pg.form, m.Shell.Location(), m.Shell.Now())
	if formMsg != "" {
		// The body was cut or unreadable: what arrived of the form is not trustworthy.
		if p != nil && r.MultipartForm == nil {
			pg.form = storedForm(p, m.Shell.Location())
		}
		pg.fields, pg.msg = cms.FieldMessages{"portada": formMsg}, formMsg
		m.formPage(w, r, http.StatusRequestEntityTooLarge, pg)
		return
	}
	checked, err := input{Titulo: pg.form["titulo"], Slug: pg.form["slug"], Extracto: pg.form["extracto"],
		Cuerpo: pg.form["cuerpo"], PortadaAlt: pg.form["portada_alt"], Autor: pg.form["autor"],
		Etiquetas: pg.form["etiquetas"], Lifecycle: pg.form, Zone: m.Shell.Location()}.validate(pg.authors)
	cover, fields := m.Shell.ReadImage(r, coverField(), "", cms.FormFields(err))
	defer cover.Close()
	if len(fields) > 0 {
		pg.fields, pg.msg = fields, cms.MsgReviewFields
		m.formPage(w, r, http.StatusUnprocessableEntity, pg)
		return
	}
	var id int64
	if p != nil {
		id = p.ID
	}
	if lifecycle.WantsPreview(r) {
		m.shared().ShowPreview(w, r, id, checked.draftFields())
		return
	}
	if p != nil && lifecycle.KeepsDraftApart(r, &p.Row) {
		// A draft of a published post: kept apart, the site keeps the published version.
		if err := m.shared().KeepDraft(w, r, p.Row, id, checked.draftFields()); err != nil {
			status, msg := m.Shell.FailureMessage(err)
			pg.msg = msg
			m.formPage(w, r, status, pg)
		}
		return
	}
	target := cms.FileTarget{Bucket: cms.BucketContent, Path: coverPath, Table: table, Column: "portada", RecordID: id}
	saved, mark := id, m.shared().MarkAddress(ctx)
	err = m.Shell.SaveImage(r, cover, target, func(path string) error {
		var err error
		saved, err = m.save(ctx, u.Token, id, checked, path)
		return err
	})
	if f, failed := m.Shell.SaveFailureOf(r, err, lifecycle.FieldVersion, "portada"); failed {
		pg.fields, pg.msg = f.Fields, f.Msg
		m.formPage(w, r, f.Status, pg)
		return
	}
	// Saved and closed (a pending draft is published, the post free for others); the editor stays on it.
	var was *lifecycle.Row
	if p != nil {
		was = &p.Row
	}
	m.shared().DoneMoving(w, r, saved, m.shared().SavedMessage(was, pg.form), mark)
}
