package auth

import "net/http"

// getUser serves GET /user: the bare user object of the bearer token's user.
func (a *API) getUser(w http.ResponseWriter, r *http.Request) {
	c, err := a.requireUser(r.Context(), r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c.user.toJSON())
}
