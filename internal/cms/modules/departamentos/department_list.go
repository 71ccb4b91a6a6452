package departamentos

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// listData is the departments' list: its rows and the translations' column and filter.
type listData struct {
	Rows        []Department
	Languages   bool
	Translation *translation.List
}

// listPage lists every department in display order with its head and its number of employees,
// narrowed by the translation filter.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	tl, err := m.tr.List(r)
	var rows []Department
	if err == nil {
		rows, err = m.list(r.Context(), shell.UserOf(r).Token, tl.Only)
	}
	var statuses map[int64][]translation.Status
	if err == nil {
		statuses, err = tl.Statuses(r, m.Svc, translation.ItemsOf(rows, func(d Department) translation.Versioned {
			return translation.Versioned{ID: d.ID, Version: d.TextsVersion}
		}))
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	for i := range rows {
		rows[i].Translations = statuses[rows[i].ID]
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = listData{Rows: rows, Languages: len(tl.Languages) > 0, Translation: tl}
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "departamentos", v)
}
