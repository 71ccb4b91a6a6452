package media

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// readBatch is how many rows one request of a full read (the orphan report) takes.
const readBatch = 1000

// use is one item that refers to a file.
type use struct {
	Place   string // the place's label
	Title   string
	Link    string // "" when the item has no page
	Trashed bool   // in the trash: it counts until purged
}

// placeRow is a row of a place as the module reads it: the item's id and title, the referring
// value and, where the place has one, the bucket column and the trash mark.
type placeRow struct {
	ID      json.RawMessage `json:"id"`
	Titulo  json.RawMessage `json:"titulo"`
	Valor   json.RawMessage `json:"valor"`
	Bucket  *string         `json:"cubo"`
	Trashed *string         `json:"eliminado_en"`
}

// text is a JSON value as text: a string's content, a document's JSON, "" for null.
func text(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

// query starts a read of the place's rows with the columns placeRow decodes.
func (p place) query(c *platformclient.Client, token string, withTitle bool) *platformclient.Query {
	cols := []string{"id", "valor:" + p.Column}
	if withTitle {
		cols = append(cols, "titulo:"+p.TitleColumn)
	}
	if p.BucketColumn != "" {
		cols = append(cols, "cubo:"+p.BucketColumn)
	}
	if p.Trash {
		cols = append(cols, "eliminado_en")
	}
	return records.FilePlaceQuery(c, platformclient.AsUser(token), p.Table, strings.Join(cols, ","))
}

// narrow filters a place's rows to those that may refer to f (the rows are checked again with
// refsIn); false when the place cannot refer to f at all.
func (p place) narrow(q *platformclient.Query, f File) (*platformclient.Query, bool) {
	switch p.Form {
	case formPath:
		if p.BucketColumn != "" {
			return q.Eq(p.BucketColumn, f.Bucket).Eq(p.Column, f.Ruta), true
		}
		return q.Eq(p.Column, f.Ruta), p.Bucket == f.Bucket
	case formHTML:
		// Pattern characters in the address (an escaped space's "%") match anything: the rows are
		// checked again, exactly.
		pattern := strings.NewReplacer("%", "*", `\`, "*").Replace(escapedPath(f.Bucket + "/" + f.Ruta))
		return q.Filter(p.Column, "like", "*"+pattern+"*"), true
	}
	return q, true // page blocks are few: read them all
}

// escapedPath is a file's place in its public address (each segment escaped, as PublicURL does).
func escapedPath(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		parts[i] = url.PathEscape(s)
	}
	return strings.Join(parts, "/")
}

// whereUsed lists every item that refers to f, place by place.
func (m *module) whereUsed(ctx context.Context, token string, f File) ([]use, error) {
	var out []use
	for _, p := range places() {
		q, ok := p.narrow(p.query(m.Svc.Client(), token, true), f)
		if !ok {
			continue
		}
		err := readAll(ctx, q, func(r placeRow) {
			for _, k := range p.refsIn(text(r.Valor), cms.Deref(r.Bucket)) {
				if k == f.key() {
					title := text(r.Titulo)
					if strings.TrimSpace(title) == "" {
						title = msgUntitled
					}
					out = append(out, use{Place: p.Label, Title: title, Link: p.link(text(r.ID)), Trashed: r.Trashed != nil})
					return
				}
			}
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// link is where an item of the place is edited.
func (p place) link(id string) string {
	if strings.Contains(p.Edit, "%d") {
		return fmt.Sprintf(strings.Replace(p.Edit, "%d", "%s", 1), id)
	}
	return p.Edit
}

// referenced is every file some item refers to (trashed items included), read place by place.
func (m *module) referenced(ctx context.Context, token string) (map[key]bool, error) {
	out := map[key]bool{}
	for _, p := range places() {
		q := p.query(m.Svc.Client(), token, false).Filter(p.Column, "not.is", "null")
		err := readAll(ctx, q, func(r placeRow) {
			for _, k := range p.refsIn(text(r.Valor), cms.Deref(r.Bucket)) {
				out[k] = true
			}
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// readAll reads every row q selects, in batches ordered by id, and hands each to fn.
func readAll[T any](ctx context.Context, q *platformclient.Query, fn func(T)) error {
	q = q.Order("id", false)
	for offset := 0; ; offset += readBatch {
		var rows []T
		if _, err := q.Range(offset, readBatch).Get(ctx, &rows); err != nil {
			return cms.PlatformFailure(err)
		}
		for _, r := range rows {
			fn(r)
		}
		if len(rows) < readBatch {
			return nil
		}
	}
}
