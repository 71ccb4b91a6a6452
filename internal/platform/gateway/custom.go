package gateway

import (
	"errors"
	"fmt"

	"github.com/golang-jwt/jwt/v5"
)

// SignClaims signs claims of any shape with the secret, for tokens that are not access tokens (such
// as Storage's signed-URL tokens). They carry no role, so Verify and Identify refuse them as
// credentials.
func (k *Keys) SignClaims(claims jwt.Claims) (string, error) {
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(k.secret)
	if err != nil {
		return "", fmt.Errorf("sign token: %w", err)
	}
	return s, nil
}

// VerifyClaims checks a token's signature (HS256 with the secret only) and expiry (with the keys'
// clock) and decodes it into claims, without Verify's role check: the caller checks what its claims
// must say. Errors wrap ErrTokenExpired or ErrTokenInvalid.
func (k *Keys) VerifyClaims(token string, claims jwt.Claims) error {
	_, err := k.parser.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return k.secret, nil })
	if err != nil {
		if errors.Is(err, jwt.ErrTokenExpired) {
			return ErrTokenExpired
		}
		return fmt.Errorf("%w: %w", ErrTokenInvalid, err)
	}
	return nil
}
