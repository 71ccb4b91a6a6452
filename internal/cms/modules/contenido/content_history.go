package contenido

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// historyRow is one revision as the history lists it.
type historyRow struct {
	ID               int64
	Autor, When      string
	Current, Default bool // Current: the newest (what is stored); Default: preselected as the older side
}

// historyData is the history page of an item.
type historyData struct {
	ID     int64
	Titulo string
	Rows   []historyRow
}

// historyPage lists an item's revisions, newest first (GET /admin/contenido/{id}/historial), with two
// choices to compare and a restore button per older revision.
func (m *module) historyPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	revs, err := lifecycle.History(r.Context(), m.Svc, u.Token, table, it.ID)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	data := historyData{ID: it.ID, Titulo: it.Titulo, Rows: make([]historyRow, len(revs))}
	for i, rev := range revs {
		data.Rows[i] = historyRow{ID: rev.ID, Autor: rev.Autor, When: rev.When(zone()), Current: i == 0, Default: i == 1}
	}
	v := m.Shell.AdminView(r, view, fmt.Sprintf(msgHistoryTitle, it.Titulo))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "contenido_history", v)
}
