package departamentos

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// listPage lists every department in display order with its head and its number of employees.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	rows, err := m.list(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = rows
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "departamentos", v)
}
