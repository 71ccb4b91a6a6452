package gateway

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Database roles a request can act as.
const (
	RoleAnon          = "anon"
	RoleAuthenticated = "authenticated"
	RoleServiceRole   = "service_role"
)

// AMR is one authentication method reference of an access token.
type AMR struct {
	Method    string `json:"method"`
	Timestamp int64  `json:"timestamp"`
}

// Claims are the claims of a GoTrue access token; API keys carry only role, iss, iat and exp.
type Claims struct {
	jwt.RegisteredClaims
	Email        string         `json:"email"`
	Phone        string         `json:"phone"`
	AppMetadata  map[string]any `json:"app_metadata,omitempty"`
	UserMetadata map[string]any `json:"user_metadata,omitempty"`
	Role         string         `json:"role"`
	AAL          string         `json:"aal,omitempty"`
	AMR          []AMR          `json:"amr,omitempty"`
	SessionID    string         `json:"session_id,omitempty"`
	IsAnonymous  bool           `json:"is_anonymous"`
}

// apiKeyClaims are the claims of an API key, as in Supabase's legacy anon and service_role keys.
type apiKeyClaims struct {
	jwt.RegisteredClaims
	Ref  string `json:"ref"`
	Role string `json:"role"`
}

// Token verification errors. Every error Verify returns wraps one of them.
var (
	ErrTokenExpired = errors.New("JWT expired")
	ErrTokenInvalid = errors.New("invalid JWT")
)

// apiKeyIssuedAt is the fixed issue time of the API keys, so that `vitrina keys` and `vitrina serve`
// print the same keys for the same secret.
var apiKeyIssuedAt = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Keys signs and verifies the platform's JWTs with one HS256 secret.
type Keys struct {
	secret      []byte
	now         func() time.Time
	parser      *jwt.Parser
	verified    *tokenCache
	anon        string
	serviceRole string
}

// NewKeys returns Keys for secret; now is the clock used to check expiry (time.Now when nil).
func NewKeys(secret []byte, now func() time.Time) (*Keys, error) {
	if now == nil {
		now = time.Now
	}
	k := &Keys{
		secret: secret,
		now:    now,
		parser: jwt.NewParser(
			jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
			jwt.WithExpirationRequired(),
			jwt.WithIssuedAt(),
			jwt.WithTimeFunc(now),
			jwt.WithLeeway(tokenLeeway),
		),
		verified: newTokenCache(),
	}
	var err error
	if k.anon, err = k.signAPIKey(RoleAnon); err != nil {
		return nil, err
	}
	if k.serviceRole, err = k.signAPIKey(RoleServiceRole); err != nil {
		return nil, err
	}
	return k, nil
}

// AnonKey is the publishable key: safe to expose, acts as role anon.
func (k *Keys) AnonKey() string { return k.anon }

// ServiceRoleKey is the secret key: server-side only, acts as role service_role.
func (k *Keys) ServiceRoleKey() string { return k.serviceRole }

// Now is the clock the keys check expiry with; services share it so tests can move time.
func (k *Keys) Now() time.Time { return k.now() }

func (k *Keys) signAPIKey(role string) (string, error) {
	claims := apiKeyClaims{
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    "supabase",
			IssuedAt:  jwt.NewNumericDate(apiKeyIssuedAt),
			ExpiresAt: jwt.NewNumericDate(apiKeyIssuedAt.AddDate(10, 0, 0)),
		},
		Ref:  "vitrina",
		Role: role,
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(k.secret)
	if err != nil {
		return "", fmt.Errorf("sign %s key: %w", role, err)
	}
	return s, nil
}

// Sign signs access-token claims with the secret.
func (k *Keys) Sign(claims *Claims) (string, error) {
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(k.secret)
	if err != nil {
		return "", fmt.Errorf("sign access token: %w", err)
	}
	return s, nil
}

// tokenLeeway is the clock skew allowed on a token's times.
const tokenLeeway = 5 * time.Second

// Verify checks a token's signature (HS256 with the secret only: `none` and asymmetric algorithms
// are refused), its expiry and its role, and returns its claims. A token verified before is
// answered from memory within the times it is accepted, with the same claims: callers read them
// and never change them.
func (k *Keys) Verify(token string) (*Claims, error) {
	now := k.now()
	if claims, ok := k.verified.get(token, now); ok {
		return claims, nil
	}
	claims := &Claims{}
	_, err := k.parser.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return k.secret, nil })
	if err != nil {
		if errors.Is(err, jwt.ErrTokenExpired) {
			return nil, ErrTokenExpired
		}
		return nil, fmt.Errorf("%w: %w", ErrTokenInvalid, err)
	}
	switch claims.Role {
	case RoleAnon, RoleAuthenticated, RoleServiceRole:
		k.verified.put(token, claims, acceptedFrom(claims), claims.ExpiresAt.Add(tokenLeeway))
		return claims, nil
	}
	return nil, fmt.Errorf("%w: role %q does not exist", ErrTokenInvalid, claims.Role)
}

// acceptedFrom is the first instant the parser accepts a token: the later of its issue and
// not-before times, less the leeway (the zero time when it has neither).
func acceptedFrom(c *Claims) time.Time {
	var from time.Time
	for _, t := range []*jwt.NumericDate{c.IssuedAt, c.NotBefore} {
		if t != nil && t.After(from) {
			from = t.Time
		}
	}
	if from.IsZero() {
		return from
	}
	return from.Add(-tokenLeeway)
}
