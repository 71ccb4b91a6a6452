package platformclient

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

// Factor is a multi-factor authentication factor as /auth/v1 lists it.
type Factor struct {
	ID           string `json:"id"`
	FriendlyName string `json:"friendly_name,omitempty"`
	FactorType   string `json:"factor_type"`
	Status       string `json:"status"`
	CreatedAt    string `json:"created_at"`
}

// Verified reports whether the factor has been verified.
func (f Factor) Verified() bool { return f.Status == "verified" }

// Enrollment is a new, unverified TOTP factor with its seed (shown to the user once).
type Enrollment struct {
	ID   string `json:"id"`
	TOTP struct {
		QRCode string `json:"qr_code"` // SVG markup
		Secret string `json:"secret"`
		URI    string `json:"uri"`
	} `json:"totp"`
}

// VerifiedFactor returns the user's first verified TOTP factor, if any.
func (u User) VerifiedFactor() (Factor, bool) {
	for _, f := range u.Factors {
		if f.Verified() && f.FactorType == "totp" {
			return f, true
		}
	}
	return Factor{}, false
}

// EnrollTOTP starts the enrolment of a TOTP factor for the token's user.
func (c *Client) EnrollTOTP(ctx context.Context, accessToken, friendlyName, issuer string) (*Enrollment, error) {
	var e Enrollment
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/factors", cred: AsUser(accessToken),
		jsonIn: map[string]string{"factor_type": "totp", "friendly_name": friendlyName, "issuer": issuer}}, &e)
	if err != nil {
		return nil, err
	}
	return &e, nil
}

// ChallengeAndVerify checks a code of a factor (a challenge, then its verification) and returns the
// session raised to aal2.
func (c *Client) ChallengeAndVerify(ctx context.Context, accessToken, factorID, code string) (*Session, error) {
	var ch struct {
		ID string `json:"id"`
	}
	path := "/auth/v1/factors/" + url.PathEscape(factorID)
	if _, err := c.do(ctx, request{method: http.MethodPost, path: path + "/challenge", cred: AsUser(accessToken)}, &ch); err != nil {
		return nil, err
	}
	var s Session
	_, err := c.do(ctx, request{method: http.MethodPost, path: path + "/verify", cred: AsUser(accessToken),
		jsonIn: map[string]string{"challenge_id": ch.ID, "code": code}}, &s)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// Unenroll removes one of the token's user's factors (a verified one needs an aal2 session).
func (c *Client) Unenroll(ctx context.Context, accessToken, factorID string) error {
	_, err := c.do(ctx, request{method: http.MethodDelete, path: "/auth/v1/factors/" + url.PathEscape(factorID), cred: AsUser(accessToken)}, nil)
	return err
}

// AdminListFactors lists a user's factors with the service role key.
func (c *Client) AdminListFactors(ctx context.Context, userID string) ([]Factor, error) {
	var fs []Factor
	_, err := c.do(ctx, request{method: http.MethodGet, path: "/auth/v1/admin/users/" + url.PathEscape(userID) + "/factors", cred: c.Service()}, &fs)
	return fs, err
}

// AdminDeleteFactor removes a user's factor with the service role key.
func (c *Client) AdminDeleteFactor(ctx context.Context, userID, factorID string) error {
	_, err := c.do(ctx, request{method: http.MethodDelete,
		path: "/auth/v1/admin/users/" + url.PathEscape(userID) + "/factors/" + url.PathEscape(factorID), cred: c.Service()}, nil)
	return err
}

// AdminFindUser finds the account whose e-mail is email (case-insensitive) with the service role
// key; nil when there is none.
func (c *Client) AdminFindUser(ctx context.Context, email string) (*User, error) {
	var out struct {
		Users []User `json:"users"`
	}
	path := "/auth/v1/admin/users?page=1&per_page=50&filter=" + url.QueryEscape(email)
	if _, err := c.do(ctx, request{method: http.MethodGet, path: path, cred: c.Service()}, &out); err != nil {
		return nil, err
	}
	for i := range out.Users {
		if strings.EqualFold(out.Users[i].Email, email) {
			return &out.Users[i], nil
		}
	}
	return nil, nil
}
