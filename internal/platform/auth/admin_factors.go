package auth

import (
	"errors"
	"net/http"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// adminListFactors serves GET /admin/users/{id}/factors: the user's factors as a bare array.
func (a *API) adminListFactors(w http.ResponseWriter, r *http.Request) {
	u := a.adminUser(w, r)
	if u == nil {
		return
	}
	out := factorsJSON(u.Factors)
	if out == nil {
		out = []factorJSON{}
	}
	writeJSON(w, http.StatusOK, out)
}

// adminDeleteFactor serves DELETE /admin/users/{id}/factors/{factor_id}: it removes the factor,
// verified or not (an administrator's reset for a lost phone), and answers the removed factor.
func (a *API) adminDeleteFactor(w http.ResponseWriter, r *http.Request) {
	u := a.adminUser(w, r)
	if u == nil {
		return
	}
	ctx := r.Context()
	id := r.PathValue("factor_id")
	if _, err := uuid.Parse(id); err != nil {
		a.fail(w, r, errBadFactorID)
		return
	}
	f, err := findFactor(ctx, a.db, u.ID, id, false)
	if errors.Is(err, errNoFactor) {
		a.fail(w, r, errFactorNotFound)
		return
	}
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM auth_mfa_factors WHERE id = ?`, f.ID); err != nil {
			return err
		}
		return a.auditFactor(ctx, tx, r, nil, auditAdminDelete, f, u.Email)
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if f.verified() {
		a.notify(ctx, r, u.Email, noticeFactorRemoved)
	}
	writeJSON(w, http.StatusOK, f.toJSON())
}
