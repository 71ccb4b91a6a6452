package platformclient

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
)

// InProcess returns a transport that serves requests with the embedded platform's handler directly,
// without a socket. Request bodies stream into the handler; answers are buffered (they are small
// JSON documents, or files the CMS does not read back).
func InProcess(h http.Handler) http.RoundTripper { return inProcess{h} }

type inProcess struct{ h http.Handler }

func (t inProcess) RoundTrip(req *http.Request) (*http.Response, error) {
	rec := httptest.NewRecorder()
	// The handler sees a server-side request: RequestURI set, body never nil.
	in := req.Clone(req.Context())
	in.RequestURI = req.URL.RequestURI()
	if in.Body == nil {
		in.Body = http.NoBody
	}
	if addr := clientAddressFrom(req.Context()); addr != "" {
		in.RemoteAddr = net.JoinHostPort(addr, "0")
	} else if in.RemoteAddr == "" {
		in.RemoteAddr = "127.0.0.1:0"
	}
	t.h.ServeHTTP(rec, in)
	res := rec.Result()
	res.Request = req
	if res.Body == nil {
		res.Body = io.NopCloser(bytes.NewReader(nil))
	}
	return res, nil
}

type clientAddressKey struct{}

// WithClientAddress returns ctx carrying the address of the visitor a server-side call is made for
// (a public form's sender). The in-process transport hands it to the platform as the request's
// address, so that a table's per-address limits count the visitor, not the server; over a socket it
// is not sent (a forwarded address would not be trusted).
func WithClientAddress(ctx context.Context, addr string) context.Context {
	return context.WithValue(ctx, clientAddressKey{}, addr)
}

func clientAddressFrom(ctx context.Context) string {
	a, _ := ctx.Value(clientAddressKey{}).(string)
	return a
}
