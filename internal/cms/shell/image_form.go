package shell

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// The save-with-image workflow of a module's form, in the order every module follows: parse the
// multipart form (ParseUploadForm), check the fields and read the image (ReadImage), refuse the
// form while anything is wrong, then store the image and write the row through the kernel's upload
// workflow (SaveImage) and show what refused or failed the save (SaveFailureOf).

// ImageField is an image input of a module's form.
type ImageField struct {
	Name   string   // the form field, next to which its messages are shown
	Bucket string   // where a file picked from the media library must be
	Kinds  []string // the accepted kinds, judged from the bytes
	// Again follows the message of a refused file (the browser forgets a chosen file, so the
	// editor must choose it again); "" adds nothing.
	Again string
}

// FormImage is what an image input sent: a file chosen in it (checked from its bytes) or a file of
// the media library picked in its place, and the alternative text typed for it.
type FormImage struct {
	field  string
	upload *Upload // nil when no file was chosen
	picked string  // the library file's checked path, "" for none
	alt    string  // the form's <field>_alt, "" for none
}

// AltField is the form field of an image input's alternative text: the input's name and "_alt".
func AltField(field string) string { return field + "_alt" }

// ReadImage reads field's image from a parsed upload form. refused is the message parsing the
// form gave (ParseUploadForm), shown as a refused file's; then a file of a kind field does not
// accept, and a library file the media library no longer lists, add their messages to fields (which
// may be nil). Close the image once the form is answered.
func (a *App) ReadImage(r *http.Request, field ImageField, refused string, fields cms.FieldMessages) (*FormImage, cms.FieldMessages) {
	img := &FormImage{field: field.Name, alt: strings.TrimSpace(r.FormValue(AltField(field.Name)))}
	if refused == "" {
		img.upload, refused = a.FormUpload(r, field.Name, field.Kinds)
	}
	if refused != "" {
		if fields == nil {
			fields = cms.FieldMessages{}
		}
		fields[field.Name] = refused + field.Again
	}
	picked, err := a.svc.PickedFile(r.Context(), UserOf(r).Token, field.Name, field.Bucket, r.FormValue(cms.LibraryField(field.Name)))
	img.picked = picked
	return img, cms.AddFields(fields, err)
}

// Close releases the chosen file, if any.
func (img *FormImage) Close() {
	if img.upload != nil {
		_ = img.upload.Close()
	}
}

// SaveImage saves a record with its image through the kernel's upload workflow
// (cms.Service.SaveWithFile): a chosen file is stored at t.Path and save records its path; without
// one, save records the picked library file ("" keeps the record's file). t's Field and Picked come
// from the image. Once saved, the alternative text typed for the image describes its file in the
// media library too, when the library has none for it (describeImage).
func (a *App) SaveImage(r *http.Request, img *FormImage, t cms.FileTarget, save func(path string) error) error {
	t.Field, t.Picked = img.field, img.picked
	var saved string
	err := a.svc.SaveWithFile(r.Context(), UserOf(r).Token, t, img.upload.File(), func(path string) error {
		saved = path
		return save(path)
	})
	if err == nil && img.alt != "" {
		a.describeImage(r, t, saved, img.alt)
	}
	return err
}

// SaveFailure is how a form shows a save that did not go through: its status, the messages next to
// the fields and the message at the top.
type SaveFailure struct {
	Status int
	Fields cms.FieldMessages
	Msg    string
}

// SaveFailureOf reads a save's error as the form shows it; ok is false when err is nil. A refusal
// of field top (another editor's newer version) is said at the top alone; other refusals show their
// messages next to their fields under cms.MsgReviewFields, and when the storage failed (a status of
// 500 or more: nothing was saved) the message of fileField is said at the top too ("": not); any
// other failure is said as FailureMessage says it.
func (a *App) SaveFailureOf(r *http.Request, err error, top, fileField string) (f SaveFailure, ok bool) {
	if err == nil {
		return SaveFailure{}, false
	}
	fields, status := a.RefusedForm(r, err)
	switch {
	case top != "" && fields[top] != "":
		return SaveFailure{Status: status, Msg: fields[top]}, true
	case fields != nil:
		f = SaveFailure{Status: status, Fields: fields, Msg: cms.MsgReviewFields}
		if fileField != "" && status >= http.StatusInternalServerError {
			f.Msg = fields[fileField]
		}
		return f, true
	}
	status, msg := a.FailureMessage(err)
	return SaveFailure{Status: status, Msg: msg}, true
}
