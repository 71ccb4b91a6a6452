package departamentos

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// deleteForm deletes a department no employee has; one still assigned is refused with the reason.
func (m *module) deleteForm(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	token := shell.UserOf(r).Token
	d, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	counts, err := m.employeeCounts(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if n := counts[strings.ToLower(strings.TrimSpace(d.Nombre))]; n > 0 {
		m.Shell.Saved(w, r, fmt.Sprintf(msgInUse, d.Nombre, n), "/admin/departamentos/")
		return
	}
	if err := records.DeleteDepartment(r.Context(), m.Svc.Client(), platformclient.AsUser(token), id); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	m.Shell.Saved(w, r, msgDeleted, "/admin/departamentos/")
}
