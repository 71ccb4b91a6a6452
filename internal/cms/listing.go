package cms

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// What the admin modules share to read and write their tables through the platform: one page of a
// list, one row, a save and a delete, each one platform request with the failures in Spanish.

// MsgInvalidCategory is interface.md's message for a testimonial's or a client's category that is not
// a positive integer (or that the platform does not know).
const MsgInvalidCategory = "Categoría inválida"

// ListParams select one page of an admin list: Limit rows from Offset, optionally of one category,
// in Sort's order (newest first when it is zero).
type ListParams struct {
	Offset, Limit int
	Categoria     int64 // 0: every category
	Sort          Sort
	// Narrow adds the list's other filters (its translation filter); nil for none.
	Narrow func(*platformclient.Query) *platformclient.Query
}

// Sort is a list's order: one column (from the module's allow-list, never from the request as
// such), ascending or descending, then the id in the same direction so that rows with equal values
// keep one order from page to page (a stable sort). The zero Sort is newest first.
type Sort struct {
	Column string
	Desc   bool
}

// apply orders q by s (created_at descending for the zero Sort), then by id.
func (s Sort) apply(q *platformclient.Query) *platformclient.Query {
	if s.Column == "" {
		return q.Order("created_at", true).Order("id", true)
	}
	return q.Order(s.Column, s.Desc).Order("id", s.Desc)
}

// Ordered is q in s's order (created_at descending, then id, for the zero Sort), for lists that build
// their own query.
func (s Sort) Ordered(q *platformclient.Query) *platformclient.Query { return s.apply(q) }

// PositiveID parses a form's id: a positive integer, or 0 when it is not one.
func PositiveID(s string) int64 {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// Optional is a trimmed optional text: nil when empty, so the column stays NULL.
func Optional(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	return &s
}

// Records is a module's table as SaveRow and DeleteRow write it, with the module's words for its
// failures.
type Records struct {
	Table string
	// Missing is the message of an id that matches no row (default MsgRecordNotFound).
	Missing string
	// Category is the categoria field's message when the platform refuses the row's category (a
	// foreign key; default MsgInvalidCategory).
	Category string
}

func (r Records) missing() error {
	if r.Missing == "" {
		return NotFound()
	}
	return Fail(http.StatusNotFound, r.Missing)
}

// writeFailure maps a failed write: a foreign key the platform refused is the category field's
// problem; anything else is a platform failure with a Spanish message.
func (r Records) writeFailure(err error) error {
	if platformclient.CodeOf(err) == "23503" {
		msg := r.Category
		if msg == "" {
			msg = MsgInvalidCategory
		}
		return &FormError{Fields: FieldMessages{"categoria": msg}}
	}
	return PlatformFailure(err)
}

// NotFound is the error of an id that matches no row.
func NotFound() error { return Fail(http.StatusNotFound, MsgRecordNotFound) }

// ReadPage reads one page of a table in p.Sort's order (newest first by default, then by id),
// optionally of one category, with the total matching: one request, related names embedded by the
// caller's columns.
func ReadPage[T any](ctx context.Context, s *Service, token, table, columns string, p ListParams) ([]T, int, error) {
	q := p.Sort.apply(s.client.From(table, platformclient.AsUser(token)).Select(columns)).Range(p.Offset, p.Limit).Count()
	if p.Categoria > 0 {
		q = q.Eq("categoria", p.Categoria)
	}
	if p.Narrow != nil {
		q = p.Narrow(q)
	}
	rows := []T{}
	total, err := q.Get(ctx, &rows)
	if err != nil {
		return nil, 0, PlatformFailure(err)
	}
	return rows, int(total), nil
}

// ReadByID reads one row by id; none is the missing error.
func ReadByID[T any](ctx context.Context, s *Service, token, table, columns string, id any, missing error) (*T, error) {
	var rows []T
	if _, err := s.client.From(table, platformclient.AsUser(token)).Select(columns).Eq("id", id).Get(ctx, &rows); err != nil {
		return nil, PlatformFailure(err)
	}
	if len(rows) == 0 {
		return nil, missing
	}
	return &rows[0], nil
}

// SaveRow inserts row (id 0) or updates the row with that id, in one platform request, and answers
// the id of the row written (the new one's, so the editor can stay on it); a foreign key the
// platform refused is the category field's message.
func (s *Service) SaveRow(ctx context.Context, token string, rec Records, id int64, row map[string]any) (int64, error) {
	q := s.client.From(rec.Table, platformclient.AsUser(token)).Select("id")
	var written []struct{ ID int64 }
	if id == 0 {
		if err := q.Insert(ctx, row, &written); err != nil {
			return 0, rec.writeFailure(err)
		}
		if len(written) == 0 {
			return 0, fmt.Errorf("insert into %s: the platform answered no row", rec.Table)
		}
		return written[0].ID, nil
	}
	if err := q.Eq("id", id).Update(ctx, row, &written); err != nil {
		return 0, rec.writeFailure(err)
	}
	if len(written) == 0 {
		return 0, rec.missing()
	}
	return id, nil
}

// DeleteRow deletes one row by id; an id that matches nothing is reported.
func (s *Service) DeleteRow(ctx context.Context, token string, rec Records, id int64) error {
	var deleted []struct{ ID int64 }
	if err := s.client.From(rec.Table, platformclient.AsUser(token)).Select("id").Eq("id", id).Delete(ctx, &deleted); err != nil {
		return rec.writeFailure(err)
	}
	if len(deleted) == 0 {
		return rec.missing()
	}
	return nil
}

// MaxBulk is the most rows one bulk action takes (a list's largest page).
const MaxBulk = 100

// DeleteRows deletes the rows with these ids in one request and says how many went; ids that match
// nothing (already deleted, or not the user's to delete) are skipped.
func (s *Service) DeleteRows(ctx context.Context, token string, rec Records, ids []int64) (int, error) {
	if len(ids) == 0 || len(ids) > MaxBulk {
		return 0, Fail(http.StatusBadRequest, MsgBulkNothing)
	}
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = strconv.FormatInt(id, 10)
	}
	var deleted []struct{ ID int64 }
	if err := s.client.From(rec.Table, platformclient.AsUser(token)).Select("id").In("id", list).Delete(ctx, &deleted); err != nil {
		return 0, rec.writeFailure(err)
	}
	return len(deleted), nil
}

// Deref is an optional text's value, "" for none.
func Deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
