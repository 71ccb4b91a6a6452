package proyectos

import (
	"context"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// saveForm creates (POST /admin/proyectos/nuevo) or updates (POST /admin/proyectos/{id}) a
// project. The whole form is checked first — the fields, the key results, the gallery's alt texts
// and orders and the kind of each new file (from its bytes) — and nothing is written while any of it
// is refused. Then the project is saved over the version the editor opened, and its gallery follows;
// a new image the storage refuses leaves the project saved and the form open on it, with the
// message next to that image.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	formMsg := m.Shell.ParseUploadForm(w, r)
	p, ok := m.projectOfPath(w, r, u.Token)
	if !ok {
		return
	}
	pk, err := m.readPickers(ctx, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	var stored []image
	if p != nil {
		stored = p.Images
	}
	pg := formPage{project: p, pickers: pk, form: shell.FormValues(r, formFields(stored)...)}
	lifecycle.ApplyAction(r, pg.form, m.Shell.Location(), m.Shell.Now())
	for i, img := range stored {
		if _, sent := r.Form[altField(img.ID)]; !sent {
			// A form that does not show an image (sent before it was added) leaves it as it is.
			pg.form[altField(img.ID)], pg.form[orderField(img.ID)] = img.TextoAlternativo, strconv.Itoa(i+1)
		}
	}
	if formMsg != "" {
		// The body was cut or unreadable: what arrived of the form is not trustworthy.
		if p != nil && r.MultipartForm == nil {
			pg.form = storedForm(p, m.Shell.Location())
		}
		pg.fields, pg.msg = cms.FieldMessages{newFileField(1): formMsg}, formMsg
		m.formPage(w, r, http.StatusRequestEntityTooLarge, pg)
		return
	}
	files, uploadFields := m.newImages(r)
	defer closeAll(files)
	picked, pickFields := m.pickedImages(ctx, u.Token, pg.form, files)
	chosen := map[int]bool{}
	for k := range files {
		chosen[k] = true
	}
	for k := range picked {
		chosen[k] = true
	}
	checked, err := validate(pg.form, pk, stored, chosen, m.Shell.Location())
	fields := cms.FormFields(err)
	for _, more := range []cms.FieldMessages{uploadFields, pickFields} {
		for k, v := range more {
			if fields == nil {
				fields = cms.FieldMessages{}
			}
			fields[k] = v
		}
	}
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
		// The gallery is the stored one: new images are not needed to see the page.
		m.shared().ShowPreview(w, r, id, checked.values())
		return
	}
	if p != nil && lifecycle.KeepsDraftApart(r, &p.Row) {
		// A draft of a published project: kept apart, the site keeps the published version.
		if err := m.shared().KeepDraft(w, r, p.Row, id, lifecycle.DraftFields(checked.values())); err != nil {
			status, msg := m.Shell.FailureMessage(err)
			pg.msg = msg
			m.formPage(w, r, status, pg)
		}
		return
	}
	mark := m.shared().MarkAddress(ctx)
	saved, err := m.save(ctx, u.Token, id, checked)
	if f, failed := m.Shell.SaveFailureOf(r, err, lifecycle.FieldVersion, ""); failed {
		pg.fields, pg.msg = f.Fields, f.Msg
		m.formPage(w, r, f.Status, pg)
		return
	}
	if err := m.saveGallery(ctx, u.Token, saved, checked.Gallery, cmsFiles(files), picked); err != nil {
		m.galleryRefused(w, r, saved, pk, err)
		return
	}
	// Saved and closed (a pending draft is published, the project free for others); the editor stays on it.
	var was *lifecycle.Row
	if p != nil {
		was = &p.Row
	}
	m.shared().DoneMoving(w, r, saved, m.shared().SavedMessage(was, pg.form), mark)
}

// galleryRefused shows the saved project's form again after a gallery write failed: the project
// itself was saved (so the form edits it now), the message sits next to the refused image.
func (m *module) galleryRefused(w http.ResponseWriter, r *http.Request, id int64, pk pickers, cause error) {
	u := shell.UserOf(r)
	p, err := m.get(r.Context(), u.Token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg := formPage{project: p, pickers: pk, form: storedForm(p, m.Shell.Location()), msg: MsgGalleryNotSaved}
	fields, status := m.Shell.RefusedForm(r, cause)
	if fields == nil {
		status, pg.msg = m.Shell.FailureMessage(cause)
	}
	pg.fields = fields
	m.formPage(w, r, status, pg)
}

// newImages reads the new-image slots: the files chosen (by slot) and the refusal of any that is
// not an accepted image.
func (m *module) newImages(r *http.Request) (map[int]*shell.Upload, cms.FieldMessages) {
	files := map[int]*shell.Upload{}
	refused := cms.FieldMessages{}
	for k := 1; k <= newSlots; k++ {
		up, msg := m.Shell.FormUpload(r, newFileField(k), cms.ContentImageKinds)
		if msg != "" {
			refused[newFileField(k)] = msg
		}
		if up != nil {
			files[k] = up
		}
	}
	return files, refused
}

// pickedImages reads the new-image slots that took a file of the media library instead of an upload
// (an upload in the same slot wins): the checked paths by slot, and the message of any the library
// no longer lists (or that could not be checked).
func (m *module) pickedImages(ctx context.Context, token string, form map[string]string, files map[int]*shell.Upload) (map[int]string, cms.FieldMessages) {
	picked := map[int]string{}
	var refused cms.FieldMessages
	for k := 1; k <= newSlots; k++ {
		if files[k] != nil {
			continue
		}
		path, err := m.Svc.PickedFile(ctx, token, newFileField(k), cms.BucketContent, form[cms.LibraryField(newFileField(k))])
		if err != nil {
			refused = cms.AddFields(refused, err)
			continue
		}
		if path != "" {
			picked[k] = path
		}
	}
	return picked, refused
}

// cmsFiles are the chosen uploads as the upload workflow takes them.
func cmsFiles(ups map[int]*shell.Upload) map[int]*cms.File {
	out := make(map[int]*cms.File, len(ups))
	for k, up := range ups {
		out[k] = up.File()
	}
	return out
}

func closeAll(ups map[int]*shell.Upload) {
	for _, up := range ups {
		_ = up.Close()
	}
}
