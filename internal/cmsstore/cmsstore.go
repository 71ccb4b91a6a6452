// Package cmsstore keeps the CMS's own state — sessions (cms_sessions), failed sign-ins
// (cms_login_attempts), first-run links (cms_setup_tokens) and recovery codes (cms_recovery_codes) — in the service's database. It
// implements the interfaces of cms.State with SQL and is wired in by the server; the CMS itself never
// sees a table. Times are stored in UTC.
package cmsstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/database"
)

// New returns the CMS's state kept in db.
func New(db *database.DB) cms.State {
	return cms.State{Sessions: sessions{db}, SignInFailures: signInFailures{db}, SetupTokens: setupTokens{db},
		RecoveryCodes: recoveryCodes{db}, RoleSecondStep: roleSecondStep{db},
		UserSessions: userSessions{db}, KnownBrowsers: knownBrowsers{db}}
}

// wrap gives an error its context and marks an unreachable database as cms.ErrStateUnavailable.
func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	if database.Unavailable(err) {
		return fmt.Errorf("%s: %w: %w", what, cms.ErrStateUnavailable, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// sessions keeps scs sessions: reads on the read pool, writes on the writer, so checking a session
// never waits behind a write on SQLite. Expiry is compared with the wall clock, as scs sets it.
type sessions struct{ db *database.DB }

func (s sessions) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	var data []byte
	err := s.db.QueryRow(ctx, `SELECT data FROM cms_sessions WHERE token = ? AND expiry > ?`, token, time.Now().UTC()).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, wrap("find session", err)
	}
	return data, true, nil
}

func (s sessions) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	_, err := s.db.Exec(ctx, `INSERT INTO cms_sessions (token, data, expiry) VALUES (?, ?, ?)
		ON CONFLICT (token) DO UPDATE SET data = excluded.data, expiry = excluded.expiry`, token, b, expiry.UTC())
	return wrap("commit session", err)
}

func (s sessions) DeleteCtx(ctx context.Context, token string) error {
	_, err := s.db.Exec(ctx, `DELETE FROM cms_sessions WHERE token = ?`, token)
	return wrap("delete session", err)
}

func (s sessions) DeleteExpired(ctx context.Context) error {
	_, err := s.db.Exec(ctx, `DELETE FROM cms_sessions WHERE expiry <= ?`, time.Now().UTC())
	return wrap("delete expired sessions", err)
}

// signInFailures live in the database so that every instance sharing it counts the same ones.
type signInFailures struct{ db *database.DB }

func (f signInFailures) CountSince(ctx context.Context, key string, since time.Time) (int, error) {
	var n int
	err := f.db.QueryRow(ctx, `SELECT count(*) FROM cms_login_attempts WHERE key = ? AND attempted_at > ?`, key, since.UTC()).Scan(&n)
	return n, wrap("count failed sign-ins", err)
}

func (f signInFailures) Record(ctx context.Context, keys []string, at, forgetBefore time.Time) error {
	err := f.db.InTx(ctx, func(tx *database.Tx) error {
		for _, k := range keys {
			if _, err := tx.Exec(ctx, `INSERT INTO cms_login_attempts (key, attempted_at) VALUES (?, ?)`, k, at.UTC()); err != nil {
				return err
			}
		}
		_, err := tx.Exec(ctx, `DELETE FROM cms_login_attempts WHERE attempted_at <= ?`, forgetBefore.UTC())
		return err
	})
	return wrap("record failed sign-in", err)
}

type setupTokens struct{ db *database.DB }

func (s setupTokens) Create(ctx context.Context, hash string, expires time.Time) error {
	_, err := s.db.Exec(ctx, `INSERT INTO cms_setup_tokens (token_hash, expires_at) VALUES (?, ?)`, hash, expires.UTC())
	return wrap("store setup link", err)
}

func (s setupTokens) Usable(ctx context.Context, hash string, now time.Time) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT count(*) FROM cms_setup_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
		hash, now.UTC()).Scan(&n)
	return n == 1, wrap("read setup link", err)
}

func (s setupTokens) Spend(ctx context.Context, hash string, now time.Time) (bool, error) {
	res, err := s.db.Exec(ctx, `UPDATE cms_setup_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
		now.UTC(), hash, now.UTC())
	if err != nil {
		return false, wrap("spend setup link", err)
	}
	n, err := res.RowsAffected()
	return n == 1, wrap("spend setup link", err)
}

func (s setupTokens) Unspend(ctx context.Context, hash string) error {
	_, err := s.db.Exec(ctx, `UPDATE cms_setup_tokens SET used_at = NULL WHERE token_hash = ?`, hash)
	return wrap("give back setup link", err)
}
