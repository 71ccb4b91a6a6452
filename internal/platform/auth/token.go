package auth

import "net/http"

// token serves POST /token; grant_type comes from the query string, as in GoTrue.
func (a *API) token(w http.ResponseWriter, r *http.Request) {
	if !a.limitIP(w, r, a.limits.tokenIP) {
		return
	}
	defer a.maybeCleanup(r.Context())
	switch r.URL.Query().Get("grant_type") {
	case "password":
		a.passwordGrant(w, r)
	case "refresh_token":
		a.refreshGrant(w, r)
	case "pkce":
		a.pkceGrant(w, r)
	default:
		a.fail(w, r, badRequest("invalid_credentials", "unsupported_grant_type"))
	}
}
