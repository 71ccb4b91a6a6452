package auth

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Refresh tokens are opaque random strings (128 bits). The database keeps only their SHA-256, plus
// each child sealed with a key derived from its parent's plaintext: GoTrue hands the active token
// back to a client that presents its parent again, and only that client can unseal it.
//
// A rotation is one row written: the child. A token is revoked when it has a rotation child (its
// revocation time is the child's creation) or when its session's tokens were revoked for reuse (the
// revoked column, with updated_at). Rotation children are unique per parent, so of two refreshes of
// one token racing on any backend one inserts and the other retries and is handed the winner's
// token; a child issued to a reuse within the interval is marked reissued and exempt.

// errNoRefreshToken: no row has the presented token's hash.
var errNoRefreshToken = errors.New("refresh token not found")

// refreshToken is a row of auth_refresh_tokens with the creation time of its rotation child.
type refreshToken struct {
	ID        int64
	SessionID string
	UserID    string
	Parent    string // the parent's hash, "" for a session's first token
	Sealed    string
	Revoked   bool          // revoked with its session's tokens on a reuse
	UpdatedAt database.Time // when Revoked was set
	ChildAt   database.Time // when its rotation child was created; zero if it has none
}

// rotated reports whether the token can no longer be rotated, and since when.
func (t *refreshToken) rotated() (bool, time.Time) {
	switch {
	case t.Revoked:
		return true, t.UpdatedAt.Time
	case !t.ChildAt.IsZero():
		return true, t.ChildAt.Time
	}
	return false, time.Time{}
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// insertRefreshToken creates a token for the session; parent is the plaintext of the token it
// replaces ("" for the first); reissued marks a second child of parent (a reuse within the interval).
// A rotation child that already exists fails with a unique violation, and one whose parent was
// revoked since it was read is not written (errRefreshRace): the insert and its check are one
// statement, which SQLite runs alone.
func insertRefreshToken(ctx context.Context, q database.Querier, sessionID, userID, parent string, reissued bool, now time.Time) (string, error) {
	token := rand.Text()
	if parent == "" {
		if _, err := q.Exec(ctx, `INSERT INTO auth_refresh_tokens
			(token_hash, session_id, user_id, revoked, reissued, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, hashToken(token), sessionID, userID, false, false, now, now); err != nil {
			return "", fmt.Errorf("create refresh token: %w", err)
		}
		return token, nil
	}
	sealed, err := seal(parent, token)
	if err != nil {
		return "", err
	}
	// A reissue follows a revocation on purpose (GoTrue accepts the newest token once more within
	// the interval), so only a rotation is refused when its parent is revoked.
	values := `?, ?, ?, ?, ?, ?, ?, ?, ?`
	if q.Dialect() == database.Postgres { // a bare SELECT's parameters would otherwise be text
		values = `?::text, ?::text, ?::text, ?::text, ?::text, ?::boolean, ?::boolean, ?::timestamptz, ?::timestamptz`
	}
	parentHash := hashToken(parent)
	res, err := q.Exec(ctx, `INSERT INTO auth_refresh_tokens
		(token_hash, session_id, user_id, parent, sealed_token, revoked, reissued, created_at, updated_at)
		SELECT `+values+`
		WHERE ? OR NOT EXISTS (SELECT 1 FROM auth_refresh_tokens WHERE token_hash = ? AND revoked)`,
		hashToken(token), sessionID, userID, parentHash, sealed, false, reissued, now, now,
		reissued, parentHash)
	if err != nil {
		return "", fmt.Errorf("create refresh token: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", fmt.Errorf("create refresh token: %w", err)
	} else if n == 0 {
		return "", errRefreshRace
	}
	return token, nil
}

// refreshColumns are read from auth_refresh_tokens named t, into refreshToken.dest.
const refreshColumns = `t.id, t.session_id, t.user_id, COALESCE(t.parent, ''), COALESCE(t.sealed_token, ''),
	t.revoked, t.updated_at`

// dest is where a row's refreshColumns are scanned.
func (t *refreshToken) dest() []any {
	return []any{&t.ID, &t.SessionID, &t.UserID, &t.Parent, &t.Sealed, &t.Revoked, &t.UpdatedAt}
}

// findRefreshGrant reads what a refresh needs in one query: the token with the time of its rotation
// child, its session and its user. A token whose session or user is gone is not found, as when the
// token itself is.
func findRefreshGrant(ctx context.Context, q database.Querier, token string) (*refreshToken, *session, *user, error) {
	var (
		t   refreshToken
		s   session
		amr string
	)
	// NOT reissued matches the child index's condition, so finding the child is one index probe.
	u, err := scanUser(q.QueryRow(ctx, `SELECT `+refreshColumns+`,
		(SELECT c.created_at FROM auth_refresh_tokens c WHERE c.parent = t.token_hash AND NOT c.reissued),
		auth_sessions.aal, auth_sessions.amr, `+userColumns+`
		FROM auth_refresh_tokens t
		JOIN auth_sessions ON auth_sessions.id = t.session_id
		JOIN auth_users ON auth_users.id = t.user_id
		WHERE t.token_hash = ?`, hashToken(token)),
		append(t.dest(), &t.ChildAt, &s.AAL, &amr)...)
	if errors.Is(err, errNoUser) {
		return nil, nil, nil, errNoRefreshToken
	}
	if err != nil {
		return nil, nil, nil, fmt.Errorf("read refresh token with its session: %w", err)
	}
	s.ID = t.SessionID
	if err := s.decodeAMR(amr); err != nil {
		return nil, nil, nil, err
	}
	return &t, &s, u, nil
}

// activeRefreshToken is the session's newest token unless its tokens were revoked for reuse; the
// newest token has no child, so it is the one a client holds after its last rotation.
func activeRefreshToken(ctx context.Context, q database.Querier, sessionID string) (*refreshToken, error) {
	var t refreshToken
	err := q.QueryRow(ctx, `SELECT `+refreshColumns+` FROM auth_refresh_tokens t
		WHERE t.session_id = ? ORDER BY t.id DESC LIMIT 1`, sessionID).Scan(t.dest()...)
	if errors.Is(err, sql.ErrNoRows) || err == nil && t.Revoked {
		return nil, errNoRefreshToken
	}
	if err != nil {
		return nil, fmt.Errorf("read active refresh token: %w", err)
	}
	return &t, nil
}

// revokeRefreshFamily revokes the session's tokens that are still rotatable (those without a
// rotation child), as GoTrue does on a reuse past the interval.
func revokeRefreshFamily(ctx context.Context, q database.Querier, sessionID string, now time.Time) error {
	if _, err := q.Exec(ctx, `UPDATE auth_refresh_tokens SET revoked = ?, updated_at = ?
		WHERE session_id = ? AND revoked = ? AND NOT EXISTS (SELECT 1 FROM auth_refresh_tokens c
			WHERE c.parent = auth_refresh_tokens.token_hash AND NOT c.reissued)`, true, now, sessionID, false); err != nil {
		return fmt.Errorf("revoke refresh tokens of session %s: %w", sessionID, err)
	}
	return nil
}

func childKey(parent string) ([]byte, error) {
	return hkdf.Key(sha256.New, []byte(parent), nil, "vitrina refresh token child v1", 32)
}

func newGCM(parent string) (cipher.AEAD, error) {
	key, err := childKey(parent)
	if err != nil {
		return nil, fmt.Errorf("derive refresh token key: %w", err)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("refresh token cipher: %w", err)
	}
	return cipher.NewGCM(block)
}

// seal encrypts child under a key derived from parent (AES-256-GCM, random nonce).
func seal(parent, child string) (string, error) {
	aead, err := newGCM(parent)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("refresh token nonce: %w", err)
	}
	return base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(child), nil)), nil
}

// unseal reverses seal; it fails unless parent is the right plaintext.
func unseal(parent, sealed string) (string, error) {
	raw, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil {
		return "", fmt.Errorf("decode sealed refresh token: %w", err)
	}
	aead, err := newGCM(parent)
	if err != nil {
		return "", err
	}
	if len(raw) < aead.NonceSize() {
		return "", errors.New("sealed refresh token too short")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], nil)
	if err != nil {
		return "", fmt.Errorf("open sealed refresh token: %w", err)
	}
	return string(plain), nil
}
