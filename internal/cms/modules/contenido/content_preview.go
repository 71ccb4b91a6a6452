package contenido

import (
	"io"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// bodyPreviewAction is the form's "accion" of «Actualizar la vista previa» (the body's box, without
// JavaScript): the form again with the body sanitized in the box, nothing saved.
const bodyPreviewAction = "vista-previa-texto"

// maxPreviewBody bounds a preview request (a body is text; images are not sent).
const maxPreviewBody = 1 << 20

// preview answers content.js's live preview: the posted body as the site will show it, sanitized by
// the server (the page puts it in the preview box as is).
func (m *module) preview(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxPreviewBody)
	if err := r.ParseForm(); err != nil {
		http.Error(w, msgPreviewTooLong, http.StatusRequestEntityTooLarge)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = io.WriteString(w, string(cms.BodyPreview(r.PostFormValue("body"))))
}
