package web

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// sessionStore keeps scs sessions in the cms_sessions table: reads on the read pool, writes on the
// writer, so checking a session never waits behind a write on SQLite. Expiry is compared with the
// wall clock, as scs sets it.
type sessionStore struct {
	db *database.DB
}

func (s *sessionStore) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	var data []byte
	err := s.db.QueryRow(ctx, `SELECT data FROM cms_sessions WHERE token = ? AND expiry > ?`, token, time.Now().UTC()).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("find session: %w", err)
	}
	return data, true, nil
}

func (s *sessionStore) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	_, err := s.db.Exec(ctx, `INSERT INTO cms_sessions (token, data, expiry) VALUES (?, ?, ?)
		ON CONFLICT (token) DO UPDATE SET data = excluded.data, expiry = excluded.expiry`, token, b, expiry.UTC())
	if err != nil {
		return fmt.Errorf("commit session: %w", err)
	}
	return nil
}

func (s *sessionStore) DeleteCtx(ctx context.Context, token string) error {
	if _, err := s.db.Exec(ctx, `DELETE FROM cms_sessions WHERE token = ?`, token); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// deleteExpired removes sessions past their expiry.
func (s *sessionStore) deleteExpired(ctx context.Context) error {
	_, err := s.db.Exec(ctx, `DELETE FROM cms_sessions WHERE expiry <= ?`, time.Now().UTC())
	return err
}

func (s *sessionStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}

func (s *sessionStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}

func (s *sessionStore) Delete(token string) error { return s.DeleteCtx(context.Background(), token) }
