package cmsstore

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// knownBrowsers keeps, per user, the hashes of the browsers they signed in from.
type knownBrowsers struct{ db *database.DB }

func (k knownBrowsers) Remember(ctx context.Context, userID, hash string, now time.Time) (bool, bool, error) {
	var isNew, hadOthers bool
	err := k.db.InTx(ctx, func(tx *database.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM cms_known_browsers WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `INSERT INTO cms_known_browsers (user_id, browser_hash, first_seen_at) VALUES (?, ?, ?)
			ON CONFLICT (user_id, browser_hash) DO NOTHING`, userID, hash, database.Time{Time: now.UTC()})
		if err != nil {
			return err
		}
		added, err := res.RowsAffected()
		if err != nil {
			return err
		}
		isNew, hadOthers = added == 1, n > 0
		return nil
	})
	return isNew, hadOthers, wrap("remember browser", err)
}
