package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// adminListUsers serves GET /admin/users?page=&per_page=&filter= with GoTrue's pagination headers.
func (a *API) adminListUsers(w http.ResponseWriter, r *http.Request) {
	if !a.admin(w, r) {
		return
	}
	q := r.URL.Query()
	page, perPage, ok := pagination(q)
	if !ok {
		a.fail(w, r, badRequest("validation_failed", "Bad Pagination Parameters"))
		return
	}
	ctx := r.Context()
	// Without a filter the count and the page read no e-mail: lower(email) LIKE '%%' on every row
	// made PostgreSQL's count 30 times slower than a plain count.
	where, args := "", []any{}
	if f := q.Get("filter"); f != "" {
		where, args = ` WHERE lower(email) LIKE lower(?)`, []any{"%" + f + "%"}
	}
	var total int
	if err := a.db.QueryRow(ctx, `SELECT count(*) FROM auth_users`+where, args...).Scan(&total); err != nil {
		a.failErr(w, r, fmt.Errorf("count users: %w", err))
		return
	}
	body, err := a.listUsersJSON(ctx, perPage, `SELECT `+userColumns+` FROM auth_users`+where+`
		ORDER BY created_at DESC, id LIMIT ? OFFSET ?`, append(args, perPage, (page-1)*perPage)...)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	a.paginationHeaders(w, q, page, perPage, total)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

// listUsersJSON renders the (at most perPage) users a query reads as
// {"aud":"authenticated","users":[…]} (the keys in the order json.Marshal gives a map), each user
// encoded once with its metadata as stored.
func (a *API) listUsersJSON(ctx context.Context, perPage int, query string, args ...any) ([]byte, error) {
	rows, err := a.db.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list users: %w", err)
	}
	defer rows.Close()
	// About 850 bytes a user: room for a page of them at once, as append grows a large buffer by a
	// quarter at a time (a dozen copies from 64 KiB to 1 MB).
	buf := make([]byte, 0, 1024+900*perPage)
	buf = append(buf, `{"aud":"authenticated","users":[`...)
	for n := 0; rows.Next(); n++ {
		u, appMeta, userMeta, err := scanUserRaw(rows)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			buf = append(buf, ',')
		}
		var ok bool
		if buf, ok = appendListedUser(buf, u, appMeta, userMeta); ok {
			continue
		}
		j := u.toJSON()
		j.AppMetadata, j.UserMetadata = rawMetadata(appMeta), rawMetadata(userMeta)
		b, err := json.Marshal(j)
		if err != nil {
			return nil, fmt.Errorf("render user %s: %w", u.ID, err)
		}
		buf = append(buf, b...)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list users: %w", err)
	}
	return append(buf, `]}`...), nil
}

// rawMetadata is stored metadata as they are rendered: an absent or null document is {}.
func rawMetadata(s string) json.RawMessage {
	if s == "" || s == "null" {
		return json.RawMessage(`{}`)
	}
	return json.RawMessage(s)
}

func pagination(q url.Values) (page, perPage int, ok bool) {
	page, perPage = 1, 50
	var err error
	if v := q.Get("page"); v != "" {
		if page, err = strconv.Atoi(v); err != nil || page < 1 {
			return 0, 0, false
		}
	}
	if v := q.Get("per_page"); v != "" {
		if perPage, err = strconv.Atoi(v); err != nil || perPage < 1 || perPage > 1000 {
			return 0, 0, false
		}
	}
	return page, perPage, true
}

// paginationHeaders writes X-Total-Count and Link; page stays the first query parameter, which
// supabase-js's naive Link parser relies on.
func (a *API) paginationHeaders(w http.ResponseWriter, q url.Values, page, perPage, total int) {
	last := max(1, (total+perPage-1)/perPage)
	link := func(p int) string {
		v := url.Values{}
		for k, vs := range q {
			v[k] = vs
		}
		v.Set("page", strconv.Itoa(p))
		v.Set("per_page", strconv.Itoa(perPage))
		return "<" + a.cfg.BaseURL() + "/auth/v1/admin/users?" + v.Encode() + ">"
	}
	header := ""
	if page < last {
		header = link(page+1) + `; rel="next", `
	}
	w.Header().Set("Link", header+link(last)+`; rel="last"`)
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
}

// adminUser loads the user named by the path, with GoTrue's 404s.
func (a *API) adminUser(w http.ResponseWriter, r *http.Request) *user {
	if !a.admin(w, r) {
		return nil
	}
	id := r.PathValue("id")
	if _, err := uuid.Parse(id); err != nil {
		a.fail(w, r, &apiError{Status: http.StatusNotFound, Code: "validation_failed", Message: "user_id must be an UUID"})
		return nil
	}
	u, err := findUserByID(r.Context(), a.db, id)
	if errors.Is(err, errNoUser) {
		a.fail(w, r, errUserNotFound)
		return nil
	}
	if err == nil {
		err = loadFactors(r.Context(), a.db, u)
	}
	if err != nil {
		a.failErr(w, r, err)
		return nil
	}
	return u
}

// adminGetUser serves GET /admin/users/{id}.
func (a *API) adminGetUser(w http.ResponseWriter, r *http.Request) {
	if u := a.adminUser(w, r); u != nil {
		writeJSON(w, http.StatusOK, u)
	}
}

// adminDeleteUser serves DELETE /admin/users/{id}; sessions and tokens go with the user. A soft
// delete is not offered: should_soft_delete is accepted and the account is removed all the same.
func (a *API) adminDeleteUser(w http.ResponseWriter, r *http.Request) {
	u := a.adminUser(w, r)
	if u == nil {
		return
	}
	var p struct {
		ShouldSoftDelete bool `json:"should_soft_delete"`
	}
	if !a.decode(w, r, &p) {
		return
	}
	if _, err := a.db.Exec(r.Context(), `DELETE FROM auth_users WHERE id = ?`, u.ID); err != nil {
		a.failErr(w, r, fmt.Errorf("delete user: %w", err))
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

// adminCreateUser serves POST /admin/users: 200 with the bare user (not 201), as GoTrue.
func (a *API) adminCreateUser(w http.ResponseWriter, r *http.Request) {
	if !a.admin(w, r) {
		return
	}
	var p adminUserParams
	if !a.decode(w, r, &p) {
		return
	}
	if p.Email == nil || *p.Email == "" {
		a.fail(w, r, validation("Unable to validate email address: invalid format"))
		return
	}
	u := newUser("", "", nil, a.now())
	if p.ID != "" {
		id, err := uuid.Parse(p.ID)
		if err != nil {
			a.fail(w, r, validation("id must be a UUID"))
			return
		}
		u.ID = id.String()
	}
	if err := a.applyAdminParams(r, u, &p); err != nil {
		a.failErr(w, r, err)
		return
	}
	if err := insertUser(r.Context(), a.db, u); err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

// adminUpdateUser serves PUT /admin/users/{id}.
func (a *API) adminUpdateUser(w http.ResponseWriter, r *http.Request) {
	u := a.adminUser(w, r)
	if u == nil {
		return
	}
	var p adminUserParams
	if !a.decode(w, r, &p) {
		return
	}
	ctx := r.Context()
	if err := a.applyAdminParams(r, u, &p); err != nil {
		a.failErr(w, r, err)
		return
	}
	err := a.db.InTx(ctx, func(tx *database.Tx) error {
		if p.Password != nil || p.PasswordHash != nil {
			// A password set by an administrator ends the sessions signed in with the old one.
			if err := logoutOthers(ctx, tx, u.ID, ""); err != nil {
				return err
			}
		}
		return saveUser(ctx, tx, u)
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}
