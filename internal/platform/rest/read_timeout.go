package rest

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// readTimeouts bound the statements of one read by the caller's role, as Supabase's role settings
// do (statement_timeout 3 s for anon, 8 s for authenticated): a read that asks for much — an exact
// count over a large table (Prefer: count=exact), a filter no index serves — costs the database
// that long at most, on SQLite as on PostgreSQL. The service role keeps the database's own limit
// (30 s on PostgreSQL). Prefer: count=estimated stays cheap on any table.
var readTimeouts = map[string]time.Duration{gateway.RoleAnon: 3 * time.Second, gateway.RoleAuthenticated: 8 * time.Second}

// errStatementTimeout is PostgreSQL's answer to a statement past its timeout, as PostgREST sends it.
func errStatementTimeout() *apiError {
	return newError(http.StatusInternalServerError, "57014", "canceling statement due to statement timeout")
}

// timedRead is read within the caller's role's time (readTimeouts).
func (a *API) timedRead(w http.ResponseWriter, r *http.Request, req *request) error {
	limit, ok := a.readTimeouts[req.identity.Role]
	if !ok {
		return a.read(w, r, req)
	}
	ctx, cancel := context.WithTimeout(r.Context(), limit)
	defer cancel()
	err := a.read(w, r.WithContext(ctx), req)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) && r.Context().Err() == nil {
		return errStatementTimeout()
	}
	return err
}
