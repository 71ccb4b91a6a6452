package seo

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// notFoundListData is the 404 log page.
type notFoundListData struct {
	Rows    []records.NotFoundEntry
	Pager   shell.Pager
	Sorting shell.Sorting
	Kind    string
	Sizes   []int
	Size    int
	// Refused is the entry whose "crear redirección" was refused, with its message and the target typed.
	Refused       int64
	RefusedMsg    string
	RefusedTarget string
}

// Kinds are the kinds of entry the filter offers.
func (notFoundListData) Kinds() []string { return []string{"pagina", "bot", "sondeo", "otras"} }

// Label is the Spanish name of a kind of entry.
func (notFoundListData) Label(kind string) string { return kindLabel(kind) }

// notFoundList lists the 404 log, most frequent first; `tipo` filters one kind.
func (m *module) notFoundList(w http.ResponseWriter, r *http.Request) {
	m.renderNotFound(w, r, http.StatusOK, 0, "", "")
}

func (m *module) renderNotFound(w http.ResponseWriter, r *http.Request, status int, refused int64, refusedMsg, target string) {
	u := shell.UserOf(r)
	q := r.URL.Query()
	pg := shell.ParsePaging(q)
	sorting := shell.ParseSorting(q, notFoundSortColumns()...)
	sort := sorting.Sort()
	if sort.Column == "" {
		sort = cms.Sort{Column: "veces", Desc: true}
	}
	kind := q.Get("tipo")
	switch kind {
	case "pagina", "bot", "sondeo", "otras":
	default:
		kind = ""
	}
	rows, total, err := m.listNotFound(r.Context(), u.Token, kind, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Sort: sort})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg.Total = total
	v := m.Shell.AdminView(r, view, msgNotFoundTitle)
	if refusedMsg != "" {
		v.Error = cms.MsgReviewFields
	}
	v.Data = notFoundListData{Rows: rows, Pager: shell.PagerOf(pg), Sorting: sorting, Kind: kind, Sizes: pg.Choices(), Size: pg.RowsPerPage,
		Refused: refused, RefusedMsg: refusedMsg, RefusedTarget: target}
	m.Shell.Render(w, r, status, m.Pages, "notfound", v)
}

// notFoundSortColumns are the log's sortable headers, each backed by an index (migration 00240).
func notFoundSortColumns() []shell.SortColumn {
	return []shell.SortColumn{{Key: "veces", Column: "veces"}, {Key: "ultima", Column: "ultima_vez"}}
}
