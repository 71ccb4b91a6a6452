package auth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// sealedSecretPrefix names the format of a sealed TOTP seed, so that a later key or cipher can be
// told apart from this one.
const sealedSecretPrefix = "v1:"

func (a *API) secretAEAD() (cipher.AEAD, error) {
	key, err := a.keys.DeriveKey("totp secret v1")
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("totp secret cipher: %w", err)
	}
	return cipher.NewGCM(block)
}

// sealSecret encrypts a factor's TOTP seed (AES-256-GCM, random nonce); the factor id is the
// additional data, so a sealed seed copied onto another factor does not open.
func (a *API) sealSecret(factorID, secret string) (string, error) {
	aead, err := a.secretAEAD()
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("totp secret nonce: %w", err)
	}
	sealed := aead.Seal(nonce, nonce, []byte(secret), []byte(factorID))
	return sealedSecretPrefix + base64.RawStdEncoding.EncodeToString(sealed), nil
}

// openSecret reverses sealSecret.
func (a *API) openSecret(factorID, sealed string) (string, error) {
	rest, ok := strings.CutPrefix(sealed, sealedSecretPrefix)
	if !ok {
		return "", errors.New("totp secret: unknown format")
	}
	raw, err := base64.RawStdEncoding.DecodeString(rest)
	if err != nil {
		return "", fmt.Errorf("decode totp secret: %w", err)
	}
	aead, err := a.secretAEAD()
	if err != nil {
		return "", err
	}
	if len(raw) < aead.NonceSize() {
		return "", errors.New("totp secret too short")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte(factorID))
	if err != nil {
		return "", fmt.Errorf("open totp secret of factor %s: %w", factorID, err)
	}
	return string(plain), nil
}
