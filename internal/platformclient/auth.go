package platformclient

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
)

// Session is the answer of a sign-in or refresh.
type Session struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int64  `json:"expires_in"`
	ExpiresAt    int64  `json:"expires_at"`
	RefreshToken string `json:"refresh_token"`
	User         User   `json:"user"`
}

// User is an account as /auth/v1 returns it.
type User struct {
	ID               string         `json:"id"`
	Email            string         `json:"email"`
	Role             string         `json:"role"`
	EmailConfirmedAt string         `json:"email_confirmed_at,omitempty"`
	LastSignInAt     string         `json:"last_sign_in_at,omitempty"`
	CreatedAt        string         `json:"created_at"`
	UserMetadata     map[string]any `json:"user_metadata"`
	AppMetadata      map[string]any `json:"app_metadata"`
	Factors          []Factor       `json:"factors,omitempty"`
}

// BoolMetadata reads a boolean from user_metadata (false when absent or not a boolean).
func (u User) BoolMetadata(key string) bool {
	b, _ := u.UserMetadata[key].(bool)
	return b
}

// SignInWithPassword exchanges an e-mail and password for a session.
func (c *Client) SignInWithPassword(ctx context.Context, email, password string) (*Session, error) {
	var s Session
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/token?grant_type=password", cred: c.Anon(),
		jsonIn: map[string]string{"email": email, "password": password}}, &s)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// RefreshSession exchanges a refresh token for a new session (the old refresh token is spent).
func (c *Client) RefreshSession(ctx context.Context, refreshToken string) (*Session, error) {
	var s Session
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/token?grant_type=refresh_token", cred: c.Anon(),
		jsonIn: map[string]string{"refresh_token": refreshToken}}, &s)
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// GetUser returns the account of an access token.
func (c *Client) GetUser(ctx context.Context, accessToken string) (*User, error) {
	var u User
	if _, err := c.do(ctx, request{method: http.MethodGet, path: "/auth/v1/user", cred: AsUser(accessToken)}, &u); err != nil {
		return nil, err
	}
	return &u, nil
}

// UserUpdate is what PUT /auth/v1/user changes; nil fields are left alone.
type UserUpdate struct {
	Password *string        `json:"password,omitempty"`
	Data     map[string]any `json:"data,omitempty"`
}

// UpdateUser changes the signed-in user's password or metadata.
func (c *Client) UpdateUser(ctx context.Context, accessToken string, upd UserUpdate) (*User, error) {
	var u User
	if _, err := c.do(ctx, request{method: http.MethodPut, path: "/auth/v1/user", cred: AsUser(accessToken), jsonIn: upd}, &u); err != nil {
		return nil, err
	}
	return &u, nil
}

// SignOut revokes sessions of the token's user: scope "local" (this one), "global" or "others".
func (c *Client) SignOut(ctx context.Context, accessToken, scope string) error {
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/logout?scope=" + url.QueryEscape(scope), cred: AsUser(accessToken)}, nil)
	return err
}

// ResetPasswordForEmail sends a recovery e-mail (the platform answers the same whether or not the
// account exists).
func (c *Client) ResetPasswordForEmail(ctx context.Context, email, redirectTo string) error {
	path := "/auth/v1/recover"
	if redirectTo != "" {
		path += "?redirect_to=" + url.QueryEscape(redirectTo)
	}
	_, err := c.do(ctx, request{method: http.MethodPost, path: path, cred: c.Anon(), jsonIn: map[string]string{"email": email}}, nil)
	return err
}

// Resend sends the sign-up confirmation e-mail again.
func (c *Client) Resend(ctx context.Context, email, redirectTo string) error {
	path := "/auth/v1/resend"
	if redirectTo != "" {
		path += "?redirect_to=" + url.QueryEscape(redirectTo)
	}
	_, err := c.do(ctx, request{method: http.MethodPost, path: path, cred: c.Anon(),
		jsonIn: map[string]string{"type": "signup", "email": email}}, nil)
	return err
}

// GeneratedLink is the answer of generate_link.
type GeneratedLink struct {
	ActionLink       string `json:"action_link"`
	EmailOTP         string `json:"email_otp"`
	HashedToken      string `json:"hashed_token"`
	VerificationType string `json:"verification_type"`
	RedirectTo       string `json:"redirect_to"`
	Email            string `json:"email"`
}

// GenerateLink makes a recovery (or other) link for an account; it needs the service role key.
func (c *Client) GenerateLink(ctx context.Context, linkType, email, redirectTo string) (*GeneratedLink, error) {
	var l GeneratedLink
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/admin/generate_link", cred: c.Service(),
		jsonIn: map[string]string{"type": linkType, "email": email, "redirect_to": redirectTo}}, &l)
	if err != nil {
		return nil, err
	}
	return &l, nil
}

// NewUser is an account created by an administrator.
type NewUser struct {
	Email        string         `json:"email"`
	Password     string         `json:"password,omitempty"`
	EmailConfirm bool           `json:"email_confirm"`
	UserMetadata map[string]any `json:"user_metadata,omitempty"`
}

// AdminCreateUser creates an account with the service role key.
func (c *Client) AdminCreateUser(ctx context.Context, u NewUser) (*User, error) {
	var out User
	if _, err := c.do(ctx, request{method: http.MethodPost, path: "/auth/v1/admin/users", cred: c.Service(), jsonIn: u}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// AdminDeleteUser deletes an account with the service role key.
func (c *Client) AdminDeleteUser(ctx context.Context, id string) error {
	_, err := c.do(ctx, request{method: http.MethodDelete, path: "/auth/v1/admin/users/" + url.PathEscape(id), cred: c.Service()}, nil)
	return err
}

// AdminCountUsers returns how many accounts exist.
func (c *Client) AdminCountUsers(ctx context.Context) (int, error) {
	var out struct{ Users []User }
	res, err := c.do(ctx, request{method: http.MethodGet, path: "/auth/v1/admin/users?page=1&per_page=1", cred: c.Service()}, &out)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(res.Header.Get("X-Total-Count"))
	if err != nil {
		return len(out.Users), nil
	}
	return n, nil
}

// AdminSetPassword sets an account's password with the service role key.
func (c *Client) AdminSetPassword(ctx context.Context, id, password string) error {
	_, err := c.do(ctx, request{method: http.MethodPut, path: "/auth/v1/admin/users/" + url.PathEscape(id), cred: c.Service(),
		jsonIn: map[string]string{"password": password}}, nil)
	return err
}
