package shell

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// EditorImagePath is where the rich-text editor sends a picture to insert (richtext.js).
const EditorImagePath = "/admin/editor/imagen"

// editorImage stores a picture chosen in the rich-text editor in the contenido bucket, under
// imagenes/texto/ with a random prefix (two pictures of the same name never collide), with the
// user's token (the platform's access rules decide), and answers {"url": …} for the <img>, or
// {"error": …} in Spanish.
func (a *App) editorImage(w http.ResponseWriter, r *http.Request) {
	fail := func(status int, msg string) { WriteJSON(w, status, map[string]string{"error": msg}) }
	if msg := a.ParseUploadForm(w, r); msg != "" {
		fail(http.StatusBadRequest, msg)
		return
	}
	up, msg := a.FormUpload(r, "file", cms.ContentImageKinds)
	if up == nil {
		if msg == "" {
			msg = cms.MsgEditorImageMissing
		}
		fail(http.StatusBadRequest, msg)
		return
	}
	defer up.Close()
	prefix := make([]byte, 6)
	_, _ = rand.Read(prefix) // crypto/rand never fails on supported platforms
	// The random prefix makes the path single-use, so browsers may keep the picture for good.
	target := cms.FileTarget{Field: "file", Bucket: "contenido", Table: "contenido", Column: "imagen_principal", CacheControl: cms.ImmutableFile,
		Path: func(name string) string {
			return cms.ContentImagePath("texto/" + hex.EncodeToString(prefix) + "-" + name)
		}}
	var stored string
	err := a.svc.SaveWithFile(r.Context(), UserOf(r).Token, target, up.File(), func(path string) error {
		stored = path
		return nil
	})
	var fe *cms.FormError
	switch {
	case errors.As(err, &fe):
		if fe.Err != nil {
			a.logger.WarnContext(r.Context(), "editor image", "error", fe.Err)
		}
		fail(fe.Status, fe.Fields["file"])
		return
	case err != nil:
		a.logger.ErrorContext(r.Context(), "editor image", "error", err)
		fail(http.StatusServiceUnavailable, cms.MsgStorageDown)
		return
	}
	WriteJSON(w, http.StatusCreated, map[string]string{"url": a.FileURL("contenido", stored)})
}
