package contenido

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// imageField is the form's featured image: uploaded or picked from bucket contenido.
func imageField() shell.ImageField {
	return shell.ImageField{Name: "imagen", Bucket: cms.BucketContent, Kinds: cms.ContentImageKinds}
}

// saveForm creates (POST /admin/contenido/nuevo) or updates (POST /admin/contenido/{id}) an item.
// The form is checked first; a featured image then goes through cms.Service.SaveWithFile (bucket
// contenido, imagenes/<file_name>), so its path is written on the row only once the platform stored
// it. «Actualizar la vista previa» shows the sanitized body on the form, the publish panel's «Vista
// previa» the item as the site would show it; neither saves.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	formMsg := m.Shell.ParseUploadForm(w, r)
	pg := formPage{form: shell.FormValues(r, formFields...)}
	lifecycle.ApplyAction(r, pg.form, m.Shell.Location(), m.Shell.Now())
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	pg.item = it
	var err error
	if pg.cats, err = m.Svc.CategoryList(ctx, u.Token); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if formMsg != "" {
		// The body was cut or unreadable: what arrived of the form is not trustworthy.
		if pg.item != nil && r.MultipartForm == nil {
			pg.form = storedForm(pg.item, m.Shell.Location())
		}
		pg.fields, pg.msg = cms.FieldMessages{"imagen": formMsg}, formMsg
		m.formPage(w, r, http.StatusRequestEntityTooLarge, pg)
		return
	}
	if r.FormValue("accion") == bodyPreviewAction {
		pg.preview = true
		m.formPage(w, r, http.StatusOK, pg)
		return
	}

	checked, err := input{Titulo: pg.form["titulo"], Body: pg.form["body"], Layout: pg.form["layout"],
		Categoria: pg.form["categoria"], Lifecycle: pg.form, Zone: m.Shell.Location()}.validate(pg.cats)
	image, fields := m.Shell.ReadImage(r, imageField(), "", cms.FormFields(err))
	defer image.Close()
	if len(fields) > 0 {
		pg.fields, pg.msg = fields, cms.MsgReviewFields
		m.formPage(w, r, http.StatusUnprocessableEntity, pg)
		return
	}

	var id int64
	if pg.item != nil {
		id = pg.item.ID
	}
	if lifecycle.WantsPreview(r) {
		m.shared().ShowPreview(w, r, id, checked.values())
		return
	}
	if pg.item != nil && lifecycle.KeepsDraftApart(r, &pg.item.Row) {
		// A draft of a published item: kept apart, the site keeps the published version.
		if err := m.shared().KeepDraft(w, r, pg.item.Row, id, lifecycle.DraftFields(checked.values())); err != nil {
			status, msg := m.Shell.FailureMessage(err)
			pg.msg = msg
			m.formPage(w, r, status, pg)
		}
		return
	}
	target := cms.FileTarget{Bucket: cms.BucketContent, Path: cms.ContentImagePath, Table: table, Column: "imagen_principal", RecordID: id}
	saved := id
	err = m.Shell.SaveImage(r, image, target, func(path string) error {
		var err error
		saved, err = m.save(ctx, u.Token, id, checked, path)
		return err
	})
	// A refused version (someone else saved first) keeps the typed input on the page, with the
	// version it was opened on, so saving again is refused again until the editor reopens the item.
	if f, failed := m.Shell.SaveFailureOf(r, err, lifecycle.FieldVersion, "imagen"); failed {
		pg.fields, pg.msg = f.Fields, f.Msg
		m.formPage(w, r, f.Status, pg)
		return
	}
	// Saved and closed (a pending draft is published, the item free for others); the editor stays on it.
	var was *lifecycle.Row
	if pg.item != nil {
		was = &pg.item.Row
	}
	m.shared().Done(w, r, saved, m.shared().SavedMessage(was, pg.form))
}
