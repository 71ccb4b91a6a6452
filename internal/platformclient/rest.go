package platformclient

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Query is a /rest/v1 request under construction, as supabase-js's query builder makes them.
type Query struct {
	c      *Client
	table  string
	cred   Credential
	params url.Values
	prefer []string
	single bool
}

// From starts a query on a table, acting as cred.
func (c *Client) From(table string, cred Credential) *Query {
	return &Query{c: c, table: table, cred: cred, params: url.Values{}}
}

// Select sets the columns (and embedded resources) to return.
func (q *Query) Select(columns string) *Query { q.params.Set("select", columns); return q }

// AlsoSelect adds item (a column or an embed) to the select list, which is every column when
// Select was not called.
func (q *Query) AlsoSelect(item string) *Query {
	cur := q.params.Get("select")
	if cur == "" {
		cur = "*"
	}
	q.params.Set("select", cur+","+item)
	return q
}

// Eq filters column = value.
func (q *Query) Eq(column string, value any) *Query { return q.Filter(column, "eq", value) }

// Filter adds column=op.value for any PostgREST operator (eq, neq, gt, ilike, is…).
func (q *Query) Filter(column, op string, value any) *Query {
	q.params.Add(column, op+"."+fmt.Sprint(value))
	return q
}

// In filters column IN values; values are quoted, so commas and parentheses are safe.
func (q *Query) In(column string, values []string) *Query {
	quoted := make([]string, len(values))
	for i, v := range values {
		quoted[i] = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v) + `"`
	}
	q.params.Add(column, "in.("+strings.Join(quoted, ",")+")")
	return q
}

// Or filters rows matching any of conditions, each in PostgREST's column.op.value form (values
// quoted with Quote).
func (q *Query) Or(conditions ...string) *Query {
	q.params.Add("or", "("+strings.Join(conditions, ",")+")")
	return q
}

// Quote writes a filter value in double quotes, so commas, parentheses and dots inside it are
// data, not syntax.
func Quote(v string) string { return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v) + `"` }

// Order appends an ordering term.
func (q *Query) Order(column string, descending bool) *Query {
	term := column + ".asc"
	if descending {
		term = column + ".desc"
	}
	if prev := q.params.Get("order"); prev != "" {
		term = prev + "," + term
	}
	q.params.Set("order", term)
	return q
}

// Range limits the rows to limit rows from offset.
func (q *Query) Range(offset, limit int) *Query {
	q.params.Set("offset", strconv.Itoa(offset))
	q.params.Set("limit", strconv.Itoa(limit))
	return q
}

// Limit caps the number of rows.
func (q *Query) Limit(n int) *Query { q.params.Set("limit", strconv.Itoa(n)); return q }

// Count asks for the exact number of matching rows.
func (q *Query) Count() *Query { q.prefer = append(q.prefer, "count=exact"); return q }

// Single asks for exactly one row; zero or several is an error with status 406.
func (q *Query) Single() *Query { q.single = true; return q }

func (q *Query) path() string {
	p := "/rest/v1/" + url.PathEscape(q.table)
	if len(q.params) > 0 {
		p += "?" + q.params.Encode()
	}
	return p
}

func (q *Query) header(write bool) http.Header {
	h := http.Header{}
	if write {
		h.Set("Content-Profile", "public")
	} else {
		h.Set("Accept-Profile", "public")
	}
	if q.single {
		h.Set("Accept", "application/vnd.pgrst.object+json")
	}
	if len(q.prefer) > 0 {
		h.Set("Prefer", strings.Join(q.prefer, ","))
	}
	return h
}

// Get reads rows into dest (a pointer to a slice, or to a struct with Single) and returns the total
// count when Count was asked for, else -1.
func (q *Query) Get(ctx context.Context, dest any) (int64, error) {
	res, err := q.c.do(ctx, request{method: http.MethodGet, path: q.path(), cred: q.cred, header: q.header(false)}, dest)
	if err != nil {
		return -1, err
	}
	return totalOf(res.Header.Get("Content-Range")), nil
}

// Insert creates one row (a struct or map) or several (a slice); with dest non-nil the created rows
// are returned into it.
func (q *Query) Insert(ctx context.Context, rows any, dest any) error {
	if dest != nil {
		q.prefer = append(q.prefer, "return=representation")
	}
	_, err := q.c.do(ctx, request{method: http.MethodPost, path: q.path(), cred: q.cred, header: q.header(true), jsonIn: rows}, dest)
	return err
}

// Upsert writes rows (a slice of whole rows with their primary key) in one request and one
// transaction: existing rows are updated, others inserted (Prefer: resolution=merge-duplicates).
func (q *Query) Upsert(ctx context.Context, rows any) error {
	q.prefer = append(q.prefer, "resolution=merge-duplicates")
	_, err := q.c.do(ctx, request{method: http.MethodPost, path: q.path(), cred: q.cred, header: q.header(true), jsonIn: rows}, nil)
	return err
}

// ErrNoFilter guards against updating or deleting a whole table by mistake.
var ErrNoFilter = errors.New("update and delete need a filter")

// Update changes the filtered rows; with dest non-nil the changed rows are returned into it.
func (q *Query) Update(ctx context.Context, patch any, dest any) error {
	if !q.filtered() {
		return ErrNoFilter
	}
	if dest != nil {
		q.prefer = append(q.prefer, "return=representation")
	}
	_, err := q.c.do(ctx, request{method: http.MethodPatch, path: q.path(), cred: q.cred, header: q.header(true), jsonIn: patch}, dest)
	return err
}

// Patch changes the filtered rows and returns the platform's HTTP status (for callers that report
// it, as update_employee_role does); a failed call's status is in the *Error as well.
func (q *Query) Patch(ctx context.Context, patch any) (int, error) {
	if !q.filtered() {
		return 0, ErrNoFilter
	}
	res, err := q.c.do(ctx, request{method: http.MethodPatch, path: q.path(), cred: q.cred, header: q.header(true), jsonIn: patch}, nil)
	if err != nil {
		return StatusOf(err), err
	}
	return res.StatusCode, nil
}

// Delete removes the filtered rows; with dest non-nil the removed rows are returned into it.
func (q *Query) Delete(ctx context.Context, dest any) error {
	if !q.filtered() {
		return ErrNoFilter
	}
	if dest != nil {
		q.prefer = append(q.prefer, "return=representation")
	}
	_, err := q.c.do(ctx, request{method: http.MethodDelete, path: q.path(), cred: q.cred, header: q.header(true)}, dest)
	return err
}

func (q *Query) filtered() bool {
	for k := range q.params {
		switch k {
		case "select", "order", "limit", "offset", "columns", "on_conflict":
		default:
			return true
		}
	}
	return false
}

// RPC calls a platform function with named arguments; dest receives its result (nil for void).
func (c *Client) RPC(ctx context.Context, cred Credential, function string, args any, dest any) error {
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/rest/v1/rpc/" + url.PathEscape(function), cred: cred,
		header: http.Header{"Content-Profile": {"public"}}, jsonIn: args}, dest)
	return err
}

// totalOf reads the total of a Content-Range header ("0-9/42"), or -1.
func totalOf(contentRange string) int64 {
	_, total, ok := strings.Cut(contentRange, "/")
	if !ok || total == "*" {
		return -1
	}
	n, err := strconv.ParseInt(total, 10, 64)
	if err != nil {
		return -1
	}
	return n
}
