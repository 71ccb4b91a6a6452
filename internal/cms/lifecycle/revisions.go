package lifecycle

import (
	"context"
	"encoding/json"
	"html/template"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// revisionsTable is the platform's table of revisions (one row per saved version of an editorial
// row, written by the platform with every save).
const revisionsTable = "revisiones"

// MaxHistory is how many revisions the history page lists (newest first).
const MaxHistory = 100

// Revision is one saved version of a row.
type Revision struct {
	ID        int64                      `json:"id"`
	Autor     string                     `json:"autor"`
	CreatedAt string                     `json:"created_at"`
	Datos     map[string]json.RawMessage `json:"datos"`
}

// When is the revision's moment in loc, as the history shows it.
func (r Revision) When(loc *time.Location) string {
	t, err := time.Parse(time.RFC3339Nano, r.CreatedAt)
	if err != nil {
		return r.CreatedAt
	}
	return cms.FormatDateTime(t, loc)
}

// Text is a text column of the revision ("" when absent or not text).
func (r Revision) Text(column string) string {
	var s string
	_ = json.Unmarshal(r.Datos[column], &s)
	return s
}

// History lists the revisions of one row of table, newest first (one request).
func History(ctx context.Context, svc *cms.Service, token, table string, id int64) ([]Revision, error) {
	var revs []Revision
	_, err := svc.Client().From(revisionsTable, platformclient.AsUser(token)).Select("id,autor,created_at").
		Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).Order("id", true).Limit(MaxHistory).Get(ctx, &revs)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return revs, nil
}

// Revisions reads the named revisions of one row, with their data, oldest first; a revision of
// another row or one that does not exist is a 404 with MsgRevisionGone.
func Revisions(ctx context.Context, svc *cms.Service, token, table string, id int64, revIDs ...int64) ([]Revision, error) {
	ids := make([]string, len(revIDs))
	for i, r := range revIDs {
		ids[i] = strconv.FormatInt(r, 10)
	}
	var revs []Revision
	_, err := svc.Client().From(revisionsTable, platformclient.AsUser(token)).Select("id,autor,created_at,datos").
		Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).In("id", ids).Order("id", false).Get(ctx, &revs)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	found := map[int64]Revision{}
	for _, r := range revs {
		found[r.ID] = r
	}
	out := make([]Revision, len(revIDs))
	for i, want := range revIDs {
		r, ok := found[want]
		if !ok {
			return nil, cms.Fail(http.StatusNotFound, MsgRevisionGone)
		}
		out[i] = r
	}
	return out, nil
}

// FieldDiff is one field of a comparison: its Spanish label and the word-level difference.
type FieldDiff struct {
	Label          string
	Changed        bool          // some word differs (white space alone is no change)
	HTML           template.HTML // the newer text with removed words in <del> and added ones in <ins>
	Added, Removed int           // how many words
}

// Compare builds the comparison of two versions of the named fields (label → text of each side, as
// a reader sees it: rich text through Revision.RichText).
func Compare(labels []string, older, newer func(label string) string) []FieldDiff {
	out := make([]FieldDiff, len(labels))
	for i, l := range labels {
		a, b := older(l), newer(l)
		diff := DiffWords(a, b)
		added, removed := WordCounts(diff)
		out[i] = FieldDiff{Label: l, Changed: !SameWords(a, b), HTML: ChunksHTML(diff), Added: added, Removed: removed}
	}
	return out
}
