package departamentos

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listPage lists every department in display order with its head and its number of employees.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	rows, err := m.list(r.Context(), shell.UserOf(r).Token)
	var statuses map[int64][]translation.Status
	if err == nil {
		statuses, err = m.tr.Statuses(r, translation.ItemsOf(rows, func(d Department) translation.Versioned { return translation.Versioned{ID: d.ID} }))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	for i := range rows {
		rows[i].Translations = statuses[rows[i].ID]
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = rows
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "departamentos", v)
}
