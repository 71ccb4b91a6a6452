package platformclient

import (
	"bytes"
	"io"
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
	if in.RemoteAddr == "" {
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
