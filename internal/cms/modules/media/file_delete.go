package media

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// deleteForm is POST /admin/media/{id}/eliminar, from a file's page after a confirmation: deletes
// the file (the platform removes its library row with it) unless something uses it now — a page
// of the site would then show a broken image, so the editor is told where to remove it first.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	f, ok := m.editedFile(w, r)
	if !ok {
		return
	}
	uses, err := m.whereUsed(r.Context(), u.Token, *f)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if len(uses) > 0 {
		m.Shell.Saved(w, r, fmt.Sprintf(MsgDeleteInUse, f.Nombre), "/admin/media/"+strconv.FormatInt(f.ID, 10))
		return
	}
	if err := m.Svc.Client().Remove(r.Context(), platformclient.AsUser(u.Token), f.Bucket, []string{f.Ruta}); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgDeleted, f.Nombre), "/admin/media/")
}
