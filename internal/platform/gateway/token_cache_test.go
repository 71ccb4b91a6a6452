package gateway

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// A token verified once is answered from memory only within the times the parser accepts it: the
// clock moving past its expiry, or back before its issue, gives the parser's own answer again.
func TestVerifyRemembersOnlyWithinLifetime(t *testing.T) {
	issued := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	now := issued
	secret := []byte(strings.Repeat("s", 40))
	k, err := NewKeys(secret, func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	token, err := k.Sign(&Claims{
		RegisteredClaims: jwt.RegisteredClaims{Subject: "u1", IssuedAt: jwt.NewNumericDate(issued),
			ExpiresAt: jwt.NewNumericDate(issued.Add(time.Hour))},
		Role:         RoleAuthenticated,
		UserMetadata: map[string]any{"name": "Ana"},
	})
	if err != nil {
		t.Fatal(err)
	}
	first, err := k.Verify(token)
	if err != nil {
		t.Fatal(err)
	}
	if first.Subject != "u1" {
		t.Fatalf("claims %+v", first)
	}
	// The lookup runs on every request, twice: it allocates nothing.
	if n := testing.AllocsPerRun(100, func() { _, _ = k.Verify(token) }); n != 0 {
		t.Errorf("a remembered token: %v allocations per verification, want 0", n)
	}
	tests := []struct {
		name    string
		at      time.Time
		wantErr error
	}{
		{"again at once", issued, nil},
		{"within the leeway after expiry", issued.Add(time.Hour + 4*time.Second), nil},
		{"past expiry and leeway", issued.Add(time.Hour + 5*time.Second), ErrTokenExpired},
		{"before its issue, beyond the leeway", issued.Add(-10 * time.Second), ErrTokenInvalid},
		{"before its issue, within the leeway", issued.Add(-4 * time.Second), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now = tt.at
			c, err := k.Verify(token)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil || c.Role != RoleAuthenticated || c.Subject != "u1" || c.UserMetadata["name"] != "Ana" {
				t.Fatalf("claims %+v, err %v", c, err)
			}
		})
	}
	// A token signed with another secret is refused even when its claims match a remembered one.
	other, _ := NewKeys([]byte(strings.Repeat("t", 40)), func() time.Time { return now })
	now = issued
	forged, _ := other.Sign(&Claims{RegisteredClaims: jwt.RegisteredClaims{Subject: "u1",
		IssuedAt: jwt.NewNumericDate(issued), ExpiresAt: jwt.NewNumericDate(issued.Add(time.Hour))}, Role: RoleAuthenticated})
	if _, err := k.Verify(forged); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("forged token: %v", err)
	}
}

// The cache stays bounded however many distinct tokens pass.
func TestTokenCacheBounded(t *testing.T) {
	c := newTokenCache()
	until := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range tokenCacheSize * 3 {
		c.put(strings.Repeat("x", i%7)+string(rune('a'+i%26))+time.Duration(i).String(), &Claims{Role: RoleAnon}, time.Time{}, until)
	}
	if n := len(c.entries); n > tokenCacheSize {
		t.Fatalf("%d entries, want at most %d", n, tokenCacheSize)
	}
}
