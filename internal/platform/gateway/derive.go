package gateway

import (
	"crypto/hkdf"
	"crypto/sha256"
	"fmt"
)

// DeriveKey returns a 32-byte key for purpose, derived from the JWT secret with HKDF-SHA-256, so that
// data sealed at rest (TOTP seeds) needs the secret as well as the database to be read, without a
// second secret to configure and keep.
func (k *Keys) DeriveKey(purpose string) ([]byte, error) {
	key, err := hkdf.Key(sha256.New, k.secret, nil, "vitrina "+purpose, 32)
	if err != nil {
		return nil, fmt.Errorf("derive %s key: %w", purpose, err)
	}
	return key, nil
}
