package media

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// replaceForm is POST /admin/media/{id}/reemplazar: new bytes for the file, of the same kind
// (checked from the bytes), stored at the same path — so every item that uses it shows the new
// picture, and its alternative text and title stay. The platform updates the row's size and date.
func (m *module) replaceForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	f, ok := m.editedFile(w, r)
	if !ok {
		return
	}
	uploadMsg := m.Shell.ParseUploadForm(w, r)
	form := map[string]string{"texto_alternativo": f.Alt(), "titulo": f.Title()}
	var up *shell.Upload
	if uploadMsg == "" {
		up, uploadMsg = m.Shell.FormUpload(r, "archivo", []string{f.Tipo})
		if up == nil && uploadMsg != "" {
			uploadMsg = fmt.Sprintf(MsgReplaceKind, f.KindName())
		}
	}
	if up == nil && uploadMsg == "" {
		uploadMsg = MsgReplaceMissing
	}
	if uploadMsg != "" {
		m.fileForm(w, r, http.StatusUnprocessableEntity, f, form, map[string]string{"archivo": uploadMsg}, cms.MsgReviewFields)
		return
	}
	defer up.Close()
	err := m.Svc.Client().UploadWith(r.Context(), platformclient.AsUser(u.Token), f.Bucket, f.Ruta, up.File().Body,
		platformclient.UploadOptions{CacheControl: "public, max-age=3600"})
	if err != nil {
		status, msg := m.Shell.FailureMessage(cms.PlatformFailure(err))
		m.fileForm(w, r, status, f, form, map[string]string{"archivo": msg}, cms.MsgReviewFields)
		return
	}
	m.Shell.Saved(w, r, msgReplaced, "/admin/media/"+strconv.FormatInt(f.ID, 10))
}
