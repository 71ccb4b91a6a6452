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

// refreshToken is a row of auth_refresh_tokens.
type refreshToken struct {
	ID        int64
	SessionID string
	UserID    string
	Parent    string // the parent's hash, "" for a session's first token
	Sealed    string
	Revoked   bool
	UpdatedAt database.Time
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// insertRefreshToken creates a token for the session; parent is the plaintext of the token it
// replaces ("" for the first).
func insertRefreshToken(ctx context.Context, tx *database.Tx, sessionID, userID, parent string, now time.Time) (string, error) {
	token := rand.Text()
	var parentHash, sealed any
	if parent != "" {
		s, err := seal(parent, token)
		if err != nil {
			return "", err
		}
		parentHash, sealed = hashToken(parent), s
	}
	if _, err := tx.Exec(ctx, `INSERT INTO auth_refresh_tokens
		(token_hash, session_id, user_id, parent, sealed_token, revoked, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, hashToken(token), sessionID, userID, parentHash, sealed, false, now, now); err != nil {
		return "", fmt.Errorf("create refresh token: %w", err)
	}
	return token, nil
}

const refreshColumns = `id, session_id, user_id, COALESCE(parent, ''), COALESCE(sealed_token, ''), revoked, updated_at`

func scanRefresh(row rowScanner) (*refreshToken, error) {
	var t refreshToken
	err := row.Scan(&t.ID, &t.SessionID, &t.UserID, &t.Parent, &t.Sealed, &t.Revoked, &t.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read refresh token: %w", err)
	}
	return &t, nil
}

func findRefreshToken(ctx context.Context, tx *database.Tx, token string) (*refreshToken, error) {
	return scanRefresh(tx.QueryRow(ctx, `SELECT `+refreshColumns+` FROM auth_refresh_tokens WHERE token_hash = ?`,
		hashToken(token)))
}

// activeRefreshToken is the session's newest unrevoked token, or nil.
func activeRefreshToken(ctx context.Context, tx *database.Tx, sessionID string) (*refreshToken, error) {
	return scanRefresh(tx.QueryRow(ctx, `SELECT `+refreshColumns+` FROM auth_refresh_tokens
		WHERE session_id = ? AND revoked = ? ORDER BY id DESC LIMIT 1`, sessionID, false))
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
