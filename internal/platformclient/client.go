// Package platformclient is the HTTP client of the data platform that the CMS and the public site
// use for everything they read and write: sign-in and account operations (/auth/v1), table access
// and RPC (/rest/v1) and file uploads (/storage/v1). It speaks only the platform's public HTTP
// interface, with the `apikey` header and a bearer token as interface.md describes, so it works the
// same against the embedded platform (in-process or over a socket) and against a Supabase project.
package platformclient

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Client calls one data platform.
type Client struct {
	baseURL    string
	anonKey    string
	serviceKey string
	http       *http.Client
}

// Options configure a Client.
type Options struct {
	BaseURL        string // {data_url}, e.g. http://127.0.0.1:8080
	AnonKey        string // the publishable key
	ServiceRoleKey string // the service role key; server-side only
	// Transport carries the requests; nil means the network. InProcess gives one that calls the
	// embedded platform's handler directly.
	Transport http.RoundTripper
	Timeout   time.Duration // per request; default 15 s
}

// New returns a Client.
func New(opts Options) *Client {
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = 15 * time.Second
	}
	return &Client{
		baseURL:    strings.TrimRight(opts.BaseURL, "/"),
		anonKey:    opts.AnonKey,
		serviceKey: opts.ServiceRoleKey,
		http:       &http.Client{Transport: opts.Transport, Timeout: timeout},
	}
}

// AnonKey returns the publishable key (safe to expose).
func (c *Client) AnonKey() string { return c.anonKey }

// BaseURL returns {data_url}.
func (c *Client) BaseURL() string { return c.baseURL }

// Credential says who a call acts as: a user's access token, the publishable key or the service
// role key.
type Credential struct{ token string }

// AsUser acts with a user's access token.
func AsUser(accessToken string) Credential { return Credential{token: accessToken} }

// Anon acts with the publishable key.
func (c *Client) Anon() Credential { return Credential{token: c.anonKey} }

// Service acts with the service role key: for server-side admin operations only.
func (c *Client) Service() Credential { return Credential{token: c.serviceKey} }

// request is one call to the platform.
type request struct {
	method string
	path   string // with query string
	cred   Credential
	header http.Header
	body   io.Reader
	jsonIn any
}

// do sends a request and decodes a JSON answer into out (unless out is nil). Non-2xx answers become
// *Error.
func (c *Client) do(ctx context.Context, r request, out any) (*http.Response, error) {
	body := r.body
	if r.jsonIn != nil {
		b, err := json.Marshal(r.jsonIn)
		if err != nil {
			return nil, fmt.Errorf("encode %s %s: %w", r.method, r.path, err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, r.method, c.baseURL+r.path, body)
	if err != nil {
		return nil, fmt.Errorf("build %s %s: %w", r.method, r.path, err)
	}
	for k, v := range r.header {
		req.Header[k] = v
	}
	if r.jsonIn != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("apikey", c.anonKey)
	if r.cred.token == c.serviceKey && c.serviceKey != "" {
		req.Header.Set("apikey", c.serviceKey)
		if actor := actorFrom(ctx); actor != "" {
			req.Header.Set(ActorHeader, actor)
		}
	}
	if r.cred.token != "" {
		req.Header.Set("Authorization", "Bearer "+r.cred.token)
	}
	req.Header.Set("X-Client-Info", "vitrina-cms/1")
	res, err := c.http.Do(req)
	if err != nil {
		return nil, &Error{Status: 0, Message: "the data platform did not answer", Err: err}
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		return res, decodeError(res)
	}
	if out == nil || res.StatusCode == http.StatusNoContent {
		_, _ = io.Copy(io.Discard, res.Body)
		return res, nil
	}
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return res, &Error{Status: res.StatusCode, Message: "reading the platform's answer failed", Err: err}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return res, nil
	}
	if raw, ok := out.(*json.RawMessage); ok {
		// Kept as it came: whoever decodes it checks it then (checking it here too is a pass over
		// every byte more).
		*raw = data
		return res, nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return res, fmt.Errorf("decode %s %s: %w", r.method, r.path, err)
	}
	return res, nil
}
