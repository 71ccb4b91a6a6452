package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// api sends GoTrue requests to one server. Every request carries the publishable key as apikey
// (Vitrina's gateway wants it; GoTrue ignores it) and a bearer token: the caller's access token,
// the service role key for the admin API, or the publishable key.
type api struct {
	base, apikey, serviceKey, password string
	client                             *http.Client
}

func newAPI(o options) *api {
	return &api{base: o.url, apikey: o.apikey, serviceKey: o.serviceKey, password: o.password}
}

// forClient is a with the connection of client w, from its own loopback address (127.0.0.2 on):
// real clients come from many addresses, and per-address limits should count each client apart,
// as they would count people. Every client keeps its connection alive.
func (a *api) forClient(w int) *api {
	local := &net.TCPAddr{IP: net.IPv4(127, 0, byte((w+2)>>8), byte(w+2))}
	c := *a
	c.client = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{
		DialContext:         (&net.Dialer{LocalAddr: local, Timeout: 10 * time.Second}).DialContext,
		MaxIdleConnsPerHost: 2,
	}}
	return &c
}

// statusError is an answer with another status than the one wanted.
type statusError struct {
	method, path string
	got, want    int
	body         string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("%s %s: %d, want %d: %s", e.method, e.path, e.got, e.want, e.body)
}

// call sends body (JSON, when not nil) and decodes the answer into out (when not nil); an answer
// other than want is a *statusError.
func (a *api) call(ctx context.Context, method, path, bearer string, body, out any, want int) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("encode %s %s: %w", method, path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, rd)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	if a.apikey != "" {
		req.Header.Set("apikey", a.apikey)
	}
	if bearer == "" {
		bearer = a.apikey
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := a.client.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	if res.StatusCode != want {
		msg, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		return &statusError{method: method, path: path, got: res.StatusCode, want: want, body: string(msg)}
	}
	if out == nil {
		_, err = io.Copy(io.Discard, res.Body)
	} else {
		err = json.NewDecoder(res.Body).Decode(out)
	}
	if err != nil {
		return fmt.Errorf("%s %s: read the answer: %w", method, path, err)
	}
	return nil
}

// session is the part of a token answer the operations use.
type session struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
}

func (a *api) signIn(ctx context.Context, email string) (session, error) {
	var s session
	err := a.call(ctx, http.MethodPost, "/token?grant_type=password", "",
		map[string]string{"email": email, "password": a.password}, &s, http.StatusOK)
	if err == nil && (s.AccessToken == "" || s.RefreshToken == "") {
		err = fmt.Errorf("sign-in of %s: no tokens in the answer", email)
	}
	return s, err
}

// magicSession opens a session without a password check: an admin magic link, then its verify.
func (a *api) magicSession(ctx context.Context, email string) (session, error) {
	var link struct {
		HashedToken string `json:"hashed_token"`
	}
	if err := a.call(ctx, http.MethodPost, "/admin/generate_link", a.serviceKey,
		map[string]string{"type": "magiclink", "email": email}, &link, http.StatusOK); err != nil {
		return session{}, err
	}
	var s session
	err := a.call(ctx, http.MethodPost, "/verify", "",
		map[string]string{"type": "magiclink", "token_hash": link.HashedToken}, &s, http.StatusOK)
	if err == nil && s.AccessToken == "" {
		err = fmt.Errorf("magic link of %s: no access token in the answer", email)
	}
	return s, err
}

func benchEmail(i int) string    { return fmt.Sprintf("bench%d@example.com", i) }
func listEmail(i int) string     { return fmt.Sprintf("lista%d@example.com", i) }
func recoveryEmail(i int) string { return fmt.Sprintf("recupera%d@example.com", i) }
