package gateway

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// minSecretLength is the shortest JWT secret accepted, as Supabase requires.
const minSecretLength = 32

// secretFileName is the file in the data directory that keeps a generated secret.
const secretFileName = "jwt_secret"

// LoadSecret returns the JWT secret: fromEnv when set (JWT_SECRET), else the secret kept in the
// data directory, generated with crypto/rand and written with 0600 permissions the first time.
func LoadSecret(dataDir, fromEnv string) ([]byte, error) {
	if fromEnv != "" {
		if len(fromEnv) < minSecretLength {
			return nil, fmt.Errorf("JWT_SECRET must be at least %d characters", minSecretLength)
		}
		return []byte(fromEnv), nil
	}
	path := filepath.Join(dataDir, secretFileName)
	data, err := os.ReadFile(path)
	if err == nil {
		secret := strings.TrimSpace(string(data))
		if len(secret) < minSecretLength {
			return nil, fmt.Errorf("JWT secret in %s is shorter than %d characters", path, minSecretLength)
		}
		return []byte(secret), nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("read JWT secret: %w", err)
	}
	return generateSecret(path)
}

func generateSecret(path string) ([]byte, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	raw := make([]byte, 48)
	if _, err := rand.Read(raw); err != nil {
		return nil, fmt.Errorf("generate JWT secret: %w", err)
	}
	secret := base64.RawURLEncoding.EncodeToString(raw)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		// Another process generated it first: use theirs.
		return LoadSecret(filepath.Dir(path), "")
	}
	if err != nil {
		return nil, fmt.Errorf("write JWT secret: %w", err)
	}
	if _, err := f.WriteString(secret + "\n"); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("write JWT secret: %w", err)
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("write JWT secret: %w", err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("write JWT secret: %w", err)
	}
	return []byte(secret), nil
}
