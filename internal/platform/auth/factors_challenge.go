package auth

import (
	"net/http"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

type challengeResponse struct {
	ID        string `json:"id"`
	Type      string `json:"type"`
	ExpiresAt int64  `json:"expires_at"`
}

// challengeFactor serves POST /factors/{factor_id}/challenge: a challenge to verify a code against,
// valid mfaChallengeExpiry and only from the address that asked for it.
func (a *API) challengeFactor(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	c, err := a.requireUser(ctx, r)
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	now := a.now()
	id := uuid.NewString()
	err = a.db.InTx(ctx, func(tx *database.Tx) error {
		f, err := a.callerFactor(ctx, tx, c, r, true)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO auth_mfa_challenges (id, factor_id, ip_address, created_at)
			VALUES (?, ?, ?, ?)`, id, f.ID, clientIP(r), database.Time{Time: now}); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE auth_mfa_factors SET last_challenged_at = ? WHERE id = ?`, database.Time{Time: now}, f.ID)
		return err
	})
	if err != nil {
		a.failErr(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, &challengeResponse{ID: id, Type: typeTOTP, ExpiresAt: now.Add(mfaChallengeExpiry).Unix()})
}
