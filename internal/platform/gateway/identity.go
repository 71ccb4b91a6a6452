package gateway

import (
	"errors"
	"net/http"
	"strings"
)

// Identity is who a request acts as.
type Identity struct {
	Role   string  // anon, authenticated or service_role
	Claims *Claims // the verified claims of the token the role came from
	Token  string  // that token
}

// UserID is the subject of a user's access token, empty for API keys.
func (id Identity) UserID() string {
	if id.Claims == nil {
		return ""
	}
	return id.Claims.Subject
}

// ErrNoCredentials means the request carried neither a bearer token nor an API key.
var ErrNoCredentials = errors.New("no credentials")

// BearerToken returns the token of an `Authorization: Bearer` header, or "".
func BearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// APIKey returns the request's API key from the `apikey` header or the `apikey` query parameter.
func APIKey(r *http.Request) string {
	if k := r.Header.Get("apikey"); k != "" {
		return k
	}
	return r.URL.Query().Get("apikey")
}

// Identify resolves the role of a request as Supabase's gateway does: a bearer token that is not an
// opaque `sb_` key wins; otherwise the API key decides. A token that fails verification is an error
// (wrapping ErrTokenExpired or ErrTokenInvalid), never a silent downgrade to anon.
func (k *Keys) Identify(r *http.Request) (Identity, error) {
	token := BearerToken(r)
	if token == "" || strings.HasPrefix(token, "sb_") {
		token = APIKey(r)
	}
	if token == "" {
		return Identity{}, ErrNoCredentials
	}
	claims, err := k.Verify(token)
	if err != nil {
		return Identity{}, err
	}
	return Identity{Role: claims.Role, Claims: claims, Token: token}, nil
}

// RequireAPIKey answers 401, as Supabase's gateway does, when a request has no API key or one that
// is not an anon or service_role key signed with the secret.
func (k *Keys) RequireAPIKey(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := APIKey(r)
		if key == "" {
			writeGatewayError(w, "No API key found in request", "No `apikey` request header or url param was found.")
			return
		}
		claims, err := k.Verify(key)
		if err != nil || (claims.Role != RoleAnon && claims.Role != RoleServiceRole) {
			writeGatewayError(w, "Invalid API key", "Double check your Supabase `anon` or `service_role` API key.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func writeGatewayError(w http.ResponseWriter, message, hint string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusUnauthorized)
	_, _ = w.Write([]byte(`{"message":` + quoteJSON(message) + `,"hint":` + quoteJSON(hint) + `}`))
}
