package auth

import (
	"context"
	"database/sql"
	"errors"
	"net/http"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// caller is the user an access token belongs to, with the token's claims.
type caller struct {
	user   *user
	claims *gateway.Claims
}

// bearerClaims verifies the request's bearer token (GoTrue never reads apikey).
func (a *API) bearerClaims(r *http.Request) (*gateway.Claims, *apiError) {
	token := gateway.BearerToken(r)
	if token == "" {
		return nil, &apiError{Status: http.StatusUnauthorized, Code: "no_authorization",
			Message: "This endpoint requires a valid Bearer token"}
	}
	claims, err := a.keys.Verify(token)
	if err != nil {
		return nil, &apiError{Status: http.StatusForbidden, Code: "bad_jwt",
			Message: "invalid JWT: unable to parse or verify signature, " + err.Error()}
	}
	return claims, nil
}

// requireUser loads the user and checks the session of a user access token, with GoTrue's errors.
func (a *API) requireUser(ctx context.Context, r *http.Request) (*caller, error) {
	claims, e := a.bearerClaims(r)
	if e != nil {
		return nil, e
	}
	if claims.Subject == "" {
		return nil, &apiError{Status: http.StatusForbidden, Code: "bad_jwt", Message: "invalid claim: missing sub claim"}
	}
	if _, err := uuid.Parse(claims.Subject); err != nil {
		return nil, badRequest("bad_jwt", "invalid claim: sub claim must be a UUID")
	}
	u, err := findUserByID(ctx, a.db, claims.Subject)
	if errors.Is(err, errNoUser) {
		return nil, &apiError{Status: http.StatusForbidden, Code: "user_not_found",
			Message: "User from sub claim in JWT does not exist"}
	}
	if err != nil {
		return nil, err
	}
	if claims.SessionID != "" {
		var one int
		err := a.db.QueryRow(ctx, `SELECT 1 FROM auth_sessions WHERE id = ? AND user_id = ?`, claims.SessionID, u.ID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, &apiError{Status: http.StatusForbidden, Code: "session_not_found",
				Message: "Session from session_id claim in JWT does not exist"}
		}
		if err != nil {
			return nil, err
		}
	}
	if u.banned(a.now()) {
		return nil, &apiError{Status: http.StatusForbidden, Code: "user_banned", Message: "User is banned"}
	}
	if err := loadFactors(ctx, a.db, u); err != nil {
		return nil, err
	}
	return &caller{user: u, claims: claims}, nil
}

// requireAdmin accepts a bearer token whose role is one of GoTrue's admin roles.
func (a *API) requireAdmin(r *http.Request) *apiError {
	claims, e := a.bearerClaims(r)
	if e != nil {
		return e
	}
	if claims.Role != gateway.RoleServiceRole && claims.Role != "supabase_admin" {
		return errNotAdmin
	}
	return nil
}

// admin answers the error when the request is not from an admin; it reports whether to go on.
func (a *API) admin(w http.ResponseWriter, r *http.Request) bool {
	if e := a.requireAdmin(r); e != nil {
		a.fail(w, r, e)
		return false
	}
	return true
}
