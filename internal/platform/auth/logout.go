package auth

import (
	"net/http"
)

// logout serves POST /logout?scope=global|local|others: it deletes sessions (and with them their
// refresh tokens). Access tokens stay valid until they expire, but this service refuses them.
func (a *API) logout(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	sid := c.claims.SessionID
	switch scope := r.URL.Query().Get("scope"); scope {
	case "", "global":
		_, err = a.db.Exec(ctx, `DELETE FROM auth_sessions WHERE user_id = ?`, c.user.ID)
	case "local":
		if sid != "" {
			_, err = a.db.Exec(ctx, `DELETE FROM auth_sessions WHERE id = ?`, sid)
		}
	case "others":
		_, err = a.db.Exec(ctx, `DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?`, c.user.ID, sid)
	default:
		a.fail(w, r, validation("Unsupported logout scope \""+scope+"\""))
		return
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
