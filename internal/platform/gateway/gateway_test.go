package gateway

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func TestLoadSecret(t *testing.T) {
	dir := t.TempDir()
	first, err := LoadSecret(dir, "")
	if err != nil || len(first) < minSecretLength {
		t.Fatalf("generated secret %q: %v", first, err)
	}
	info, err := os.Stat(filepath.Join(dir, secretFileName))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("secret file: %v %v", info.Mode(), err)
	}
	again, err := LoadSecret(dir, "")
	if err != nil || string(again) != string(first) {
		t.Fatal("the kept secret was not reused")
	}
	env := strings.Repeat("x", 32)
	if got, err := LoadSecret(dir, env); err != nil || string(got) != env {
		t.Fatalf("JWT_SECRET not preferred: %v", err)
	}
	if _, err := LoadSecret(dir, "short"); err == nil {
		t.Fatal("a short JWT_SECRET was accepted")
	}
	if err := os.WriteFile(filepath.Join(dir, secretFileName), []byte("short\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSecret(dir, ""); err == nil {
		t.Fatal("a short kept secret was accepted")
	}
}

func TestKeysAndVerify(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	secret := []byte(strings.Repeat("s", 40))
	k, err := NewKeys(secret, func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	k2, _ := NewKeys(secret, nil)
	if k.AnonKey() != k2.AnonKey() || k.ServiceRoleKey() != k2.ServiceRoleKey() {
		t.Fatal("keys differ for the same secret")
	}
	for key, role := range map[string]string{k.AnonKey(): RoleAnon, k.ServiceRoleKey(): RoleServiceRole} {
		c, err := k.Verify(key)
		if err != nil || c.Role != role {
			t.Fatalf("key for %s: %v %v", role, c, err)
		}
	}
	sign := func(method jwt.SigningMethod, key any, claims jwt.MapClaims) string {
		s, err := jwt.NewWithClaims(method, claims).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	valid := jwt.MapClaims{"role": "authenticated", "iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}
	cases := map[string]struct {
		token string
		want  error
	}{
		"valid":          {sign(jwt.SigningMethodHS256, secret, valid), nil},
		"HS512":          {sign(jwt.SigningMethodHS512, secret, valid), ErrTokenInvalid},
		"alg none":       {sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, valid), ErrTokenInvalid},
		"other secret":   {sign(jwt.SigningMethodHS256, []byte(strings.Repeat("o", 40)), valid), ErrTokenInvalid},
		"no exp":         {sign(jwt.SigningMethodHS256, secret, jwt.MapClaims{"role": "anon"}), ErrTokenInvalid},
		"expired":        {sign(jwt.SigningMethodHS256, secret, jwt.MapClaims{"role": "anon", "exp": now.Add(-time.Minute).Unix()}), ErrTokenExpired},
		"unknown role":   {sign(jwt.SigningMethodHS256, secret, jwt.MapClaims{"role": "postgres", "exp": now.Add(time.Hour).Unix()}), ErrTokenInvalid},
		"issued in 2099": {sign(jwt.SigningMethodHS256, secret, jwt.MapClaims{"role": "anon", "iat": 4070908800, "exp": 4070912400}), ErrTokenInvalid},
	}
	for name, c := range cases {
		_, err := k.Verify(c.token)
		if (c.want == nil) != (err == nil) || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("%s: got %v, want %v", name, err, c.want)
		}
	}
}
