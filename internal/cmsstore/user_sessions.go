package cmsstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/database"
)

// userSessions keeps the rows of "Sesiones activas".
type userSessions struct{ db *database.DB }

const userSessionColumns = `id, user_id, user_agent, ip_address, started_at, last_seen_at`

func scanUserSession(row interface{ Scan(...any) error }) (cms.UserSession, error) {
	var s cms.UserSession
	var started, seen database.Time
	err := row.Scan(&s.ID, &s.UserID, &s.UserAgent, &s.IPAddress, &started, &seen)
	s.StartedAt, s.LastSeenAt = started.Time, seen.Time
	return s, err
}

func (u userSessions) Start(ctx context.Context, s cms.UserSession) error {
	_, err := u.db.Exec(ctx, `INSERT INTO cms_user_sessions (`+userSessionColumns+`) VALUES (?, ?, ?, ?, ?, ?)`,
		s.ID, s.UserID, s.UserAgent, s.IPAddress, database.Time{Time: s.StartedAt}, database.Time{Time: s.LastSeenAt})
	return wrap("start user session", err)
}

func (u userSessions) Find(ctx context.Context, id string) (cms.UserSession, error) {
	s, err := scanUserSession(u.db.QueryRow(ctx, `SELECT `+userSessionColumns+` FROM cms_user_sessions WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return s, cms.ErrSessionEnded
	}
	return s, wrap("find user session", err)
}

func (u userSessions) Touch(ctx context.Context, id string, at time.Time) error {
	_, err := u.db.Exec(ctx, `UPDATE cms_user_sessions SET last_seen_at = ? WHERE id = ?`, database.Time{Time: at}, id)
	return wrap("touch user session", err)
}

func (u userSessions) List(ctx context.Context, userID string) ([]cms.UserSession, error) {
	rows, err := u.db.Query(ctx, `SELECT `+userSessionColumns+` FROM cms_user_sessions WHERE user_id = ?
		ORDER BY started_at DESC, id`, userID)
	if err != nil {
		return nil, wrap("list user sessions", err)
	}
	defer rows.Close()
	var out []cms.UserSession
	for rows.Next() {
		s, err := scanUserSession(rows)
		if err != nil {
			return nil, wrap("list user sessions", err)
		}
		out = append(out, s)
	}
	return out, wrap("list user sessions", rows.Err())
}

func (u userSessions) End(ctx context.Context, userID, id string) (bool, error) {
	res, err := u.db.Exec(ctx, `DELETE FROM cms_user_sessions WHERE id = ? AND user_id = ?`, id, userID)
	if err != nil {
		return false, wrap("end user session", err)
	}
	n, err := res.RowsAffected()
	return n == 1, wrap("end user session", err)
}

func (u userSessions) EndAll(ctx context.Context, userID, except string) (int, error) {
	res, err := u.db.Exec(ctx, `DELETE FROM cms_user_sessions WHERE user_id = ? AND id <> ?`, userID, except)
	if err != nil {
		return 0, wrap("end user sessions", err)
	}
	n, err := res.RowsAffected()
	return int(n), wrap("end user sessions", err)
}
