package auth

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
)

// unenrollFactor serves DELETE /factors/{factor_id}: removing a verified factor takes an aal2
// session, so a stolen password alone cannot switch the second factor off.
func (a *API) unenrollFactor(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	var id string
	var wasVerified bool
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		f, err := a.callerFactor(ctx, tx, c, r, true)
		if err != nil {
			return err
		}
		if f.verified() {
			level, err := a.callerAAL(ctx, tx, c)
			if err != nil {
				return err
			}
			if level != aal2 {
				return &apiError{Status: http.StatusUnprocessableEntity, Code: "insufficient_aal",
					Message: "AAL2 required to unenroll verified factor"}
			}
		}
		id, wasVerified = f.ID, f.verified()
		if _, err := tx.Exec(ctx, `DELETE FROM auth_mfa_factors WHERE id = ?`, f.ID); err != nil {
			return err
		}
		return a.auditFactor(ctx, tx, r, c, auditUnenroll, f, c.user.Email)
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	if wasVerified {
		a.notify(ctx, r, c.user.Email, noticeFactorRemoved)
	}
	writeJSON(w, http.StatusOK, map[string]string{"id": id})
}
