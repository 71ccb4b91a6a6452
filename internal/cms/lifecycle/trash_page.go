package lifecycle

import (
	"context"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// Trashed is an editorial row as its module's trash lists it (Row gives it PurgeDate).
type Trashed interface {
	PurgeDate(zone *time.Location) string
}

// TrashItem is a row of the trash with the day the platform deletes it for good.
type TrashItem[T Trashed] struct {
	Row       T
	PurgeDate string
}

// TrashData is a module's trash page: one page of rows, the paging (Paging.Total counts the whole
// trash) and how many days an item stays there.
type TrashData[T Trashed] struct {
	Rows   []TrashItem[T]
	Paging shell.Paging
	Pager  shell.Pager
	Days   int
}

// TrashList reads one page of a module's trash, newest first, and how many items it holds.
type TrashList[T Trashed] func(ctx context.Context, token string, offset, limit int) ([]T, int, error)

// TrashPage serves a module's trash (GET /admin/<view>/papelera): the module's template page, titled
// title, with one page (purge dates in the site's zone) of the rows list reads (each as .Row with its .PurgeDate, to offer
// «Restaurar»); the platform purges them after TrashDays.
func TrashPage[T Trashed](k shell.Kit, view, title, page string, list TrashList[T]) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		u := shell.UserOf(r)
		pg := shell.ParsePaging(r.URL.Query())
		rows, total, err := list(r.Context(), u.Token, pg.Offset(), pg.RowsPerPage)
		if err != nil {
			k.Shell.FailurePage(w, r, err)
			return
		}
		pg.Total = total
		data := TrashData[T]{Paging: pg, Pager: shell.PagerOf(pg), Days: TrashDays, Rows: make([]TrashItem[T], len(rows))}
		for i, row := range rows {
			data.Rows[i] = TrashItem[T]{Row: row, PurgeDate: row.PurgeDate(k.Shell.Location())}
		}
		v := k.Shell.AdminView(r, view, title)
		v.Data = data
		k.Shell.Render(w, r, http.StatusOK, k.Pages, page, v)
	}
}
