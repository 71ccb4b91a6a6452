package lifecycle

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// The parts of an item's history pages that are the same for every editorial module: the rows of
// the history, the pair a comparison asks for, and the restore of a revision. Each module keeps its
// handlers (its path, its templates, its labels).

// HistoryRow is one revision as a history page lists it.
type HistoryRow struct {
	ID               int64
	Autor, When      string
	Current, Default bool // Current: the newest (what is stored); Default: preselected as the older side
}

// HistoryRows lists the revisions of row id of table, newest first, as the history page shows them.
func HistoryRows(ctx context.Context, svc *cms.Service, token, table string, id int64, loc *time.Location) ([]HistoryRow, error) {
	revs, err := History(ctx, svc, token, table, id)
	if err != nil {
		return nil, err
	}
	rows := make([]HistoryRow, len(revs))
	for i, rev := range revs {
		rows[i] = HistoryRow{ID: rev.ID, Autor: rev.Autor, When: rev.When(loc), Current: i == 0, Default: i == 1}
	}
	return rows, nil
}

// ComparedPair reads the two revisions a comparison asks for (?a=&b=, in either order) and reads
// them, older first; two equal or missing choices are a 400 with MsgCompareTwo.
func ComparedPair(ctx context.Context, svc *cms.Service, token, table string, id int64, q url.Values) (older, newer Revision, err error) {
	a, b := cms.PositiveID(q.Get("a")), cms.PositiveID(q.Get("b"))
	if a == 0 || b == 0 || a == b {
		return Revision{}, Revision{}, cms.Fail(http.StatusBadRequest, MsgCompareTwo)
	}
	if a > b {
		a, b = b, a // older first: ids grow with time
	}
	revs, err := Revisions(ctx, svc, token, table, id, a, b)
	if err != nil {
		return Revision{}, Revision{}, err
	}
	return revs[0], revs[1], nil
}

// Restore is who restores a revision, and when: a restore of a published item is their draft.
type Restore struct {
	User string
	At   time.Time
}

// RestoreRevision brings back revision revID of row id of table: the named columns (the item's
// content; its state and schedule stay as they are, so restoring an old text never publishes or
// hides the item by surprise). An item on the site gets them as its pending draft, by who, to review
// and publish with «Actualizar» (drafted is true); any other item is updated at once, which the
// platform keeps as a new revision. A revision of another row is a 404 with MsgRevisionGone, a row
// that is gone is missing; a refused update is returned as the platform's error, for the caller to
// map its codes (23503…).
func RestoreRevision(ctx context.Context, svc *cms.Service, token, table string, id, revID int64, columns []string, missing error, who Restore) (drafted bool, err error) {
	if revID == 0 {
		return false, cms.Fail(http.StatusNotFound, MsgRevisionGone)
	}
	revs, err := Revisions(ctx, svc, token, table, id, revID)
	if err != nil {
		return false, err
	}
	patch := map[string]json.RawMessage{}
	for _, col := range columns {
		if v, ok := revs[0].Datos[col]; ok {
			patch[col] = v
		}
	}
	row, err := cms.ReadByID[Row](ctx, svc, token, table, Columns, id, missing)
	if err != nil {
		return false, err
	}
	if row.CanDraft() {
		fields := make(map[string]any, len(patch))
		for k, v := range patch {
			fields[k] = v
		}
		return true, SaveDraft(ctx, svc, token, table, id, fields, who.User, who.At)
	}
	return false, restoreNow(ctx, svc, token, table, id, patch, missing)
}

// restoreNow writes a revision's columns over row id in one update.
func restoreNow(ctx context.Context, svc *cms.Service, token, table string, id int64, patch map[string]json.RawMessage, missing error) error {
	var rows []struct {
		ID int64 `json:"id"`
	}
	if err := svc.Client().From(table, platformclient.AsUser(token)).Select("id").Eq("id", id).Update(ctx, patch, &rows); err != nil {
		return err
	}
	if len(rows) == 0 {
		return missing
	}
	return nil
}

// HistoryPage is the data of the shell's "history" template: the item's form (Base), the label of
// the link back to it, the revisions, and what to say when there are none.
type HistoryPage struct {
	Base, Back, Empty string
	Rows              []HistoryRow
}

// ComparePage is the data of the shell's "compare" template.
type ComparePage struct {
	Base                 string
	Older, Newer         Revision
	OlderWhen, NewerWhen string
	Fields               []FieldDiff
}
