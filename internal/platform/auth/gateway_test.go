package auth_test

import (
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Tokens from /auth/v1 are what /rest/v1 and /storage/v1 accept through the gateway's Identify; a
// token signed with another secret is refused.
func TestTokensAreAcceptedByTheGateway(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, "")
	tok := signIn(t, env, "ana@example.com")["access_token"].(string)

	req := httptest.NewRequest("GET", "/rest/v1/contenido", nil)
	req.Header.Set("apikey", env.Keys.AnonKey())
	req.Header.Set("Authorization", "Bearer "+tok)
	ident, err := env.Keys.Identify(req)
	if err != nil || ident.Role != gateway.RoleAuthenticated || ident.UserID() != id || ident.Claims.Email != "ana@example.com" {
		t.Fatalf("identity = %+v, %v", ident, err)
	}

	other, err := gateway.NewKeys([]byte(strings.Repeat("another-secret", 3)), env.Clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	claims, _ := env.Keys.Verify(tok)
	forged, err := other.Sign(claims)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+forged)
	if _, err := env.Keys.Identify(req); !errors.Is(err, gateway.ErrTokenInvalid) {
		t.Fatalf("foreign token: err = %v", err)
	}
	expect(t, env.Do("GET", "/auth/v1/user").As(forged).Send(), 403, "bad_jwt")

	// The same token reads /rest/v1 (a table the authenticated role may read, or at least not a 401).
	rec := env.Do("GET", "/rest/v1/contenido?select=id").As(tok).Send()
	if rec.Code == 401 {
		t.Fatalf("rest refused the token: %d %s", rec.Code, rec.Body.String())
	}
	rec = env.Do("GET", "/rest/v1/contenido?select=id").As(forged).Send()
	if rec.Code != 401 {
		t.Fatalf("rest accepted a foreign token: %d %s", rec.Code, rec.Body.String())
	}
}
