package cmsstore

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// recoveryCodes keeps the two-step sign-in's recovery codes as hashes.
type recoveryCodes struct{ db *database.DB }

func (s recoveryCodes) Replace(ctx context.Context, userID string, hashes []string) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM cms_recovery_codes WHERE user_id = ?`, userID); err != nil {
			return err
		}
		for _, h := range hashes {
			if _, err := tx.Exec(ctx, `INSERT INTO cms_recovery_codes (user_id, code_hash) VALUES (?, ?)`, userID, h); err != nil {
				return err
			}
		}
		return nil
	})
	return wrap("store recovery codes", err)
}

func (s recoveryCodes) Spend(ctx context.Context, userID, hash string, now time.Time) (bool, error) {
	res, err := s.db.Exec(ctx, `UPDATE cms_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
		now.UTC(), userID, hash)
	if err != nil {
		return false, wrap("spend recovery code", err)
	}
	n, err := res.RowsAffected()
	return n == 1, wrap("spend recovery code", err)
}

func (s recoveryCodes) Remaining(ctx context.Context, userID string) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT count(*) FROM cms_recovery_codes WHERE user_id = ? AND used_at IS NULL`, userID).Scan(&n)
	return n, wrap("count recovery codes", err)
}

func (s recoveryCodes) Drop(ctx context.Context, userID string) error {
	_, err := s.db.Exec(ctx, `DELETE FROM cms_recovery_codes WHERE user_id = ?`, userID)
	return wrap("drop recovery codes", err)
}
