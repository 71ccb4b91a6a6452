package httpgzip_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/httpgzip"
)

// answer is what a handler under test sends.
type answer struct {
	status      int
	contentType string
	encoding    string // a Content-Encoding the handler set itself
	etag        string
	body        string
}

func (a answer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if a.contentType != "" {
		w.Header().Set("Content-Type", a.contentType)
	}
	if a.encoding != "" {
		w.Header().Set("Content-Encoding", a.encoding)
	}
	if a.etag != "" {
		w.Header().Set("ETag", a.etag)
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(a.body)))
	if a.status != 0 {
		w.WriteHeader(a.status)
	}
	// Written in small pieces, as templates and encoders do.
	for s := a.body; s != ""; {
		n := min(len(s), 300)
		_, _ = io.WriteString(w, s[:n])
		s = s[n:]
	}
}

var (
	bigHTML  = "<!doctype html><p>" + strings.Repeat("Altamar Consultores asesora a empresas. ", 200)
	smallCSS = "body{margin:0}"
)

// TestMiddleware: which answers are compressed, and what every answer's headers say.
func TestMiddleware(t *testing.T) {
	cases := []struct {
		name           string
		accept, method string
		a              answer
		wantGzip       bool
		wantVary       bool
		wantETag       string
	}{
		{"large HTML, gzip accepted", "gzip, deflate, br", "GET", answer{contentType: "text/html; charset=utf-8", etag: `"abc"`, body: bigHTML}, true, true, `W/"abc"`},
		{"large HTML, not accepted", "", "GET", answer{contentType: "text/html; charset=utf-8", etag: `"abc"`, body: bigHTML}, false, true, `"abc"`},
		{"gzip refused with q=0", "gzip;q=0, br", "GET", answer{contentType: "text/html", body: bigHTML}, false, true, ""},
		{"any coding with *", "*", "GET", answer{contentType: "application/json", body: "[" + strings.Repeat(`{"id":1},`, 300) + "{}]"}, true, true, ""},
		{"SVG is text", "gzip", "GET", answer{contentType: "image/svg+xml", body: "<svg>" + strings.Repeat("<path d='M0 0'/>", 200) + "</svg>"}, true, true, ""},
		{"small CSS stays as it is", "gzip", "GET", answer{contentType: "text/css", body: smallCSS}, false, true, ""},
		{"PNG is never compressed", "gzip", "GET", answer{contentType: "image/png", body: strings.Repeat("x", 5000)}, false, false, ""},
		{"already encoded", "gzip", "GET", answer{contentType: "text/html", encoding: "br", body: bigHTML}, false, true, ""},
		{"partial content", "gzip", "GET", answer{status: 206, contentType: "text/html", body: bigHTML}, false, true, ""},
		{"not modified", "gzip", "GET", answer{status: 304, contentType: "text/html", etag: `"abc"`}, false, true, `"abc"`},
		{"HEAD", "gzip", "HEAD", answer{contentType: "text/html", body: bigHTML}, false, true, ""},
		{"error page in JSON", "gzip", "GET", answer{status: 400, contentType: "application/json", body: `{"message":"` + strings.Repeat("x", 2000) + `"}`}, true, true, ""},
		{"type sniffed from the body", "gzip", "GET", answer{body: bigHTML}, true, true, ""},
	}
	m := httpgzip.New()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(m.Wrap(tc.a))
			defer srv.Close()
			req, _ := http.NewRequest(tc.method, srv.URL, nil)
			if tc.accept != "" {
				req.Header.Set("Accept-Encoding", tc.accept)
			}
			res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			raw, _ := io.ReadAll(res.Body)
			if got := res.Header.Get("Content-Encoding") == "gzip"; got != tc.wantGzip {
				t.Fatalf("compressed: %v, want %v (headers %v)", got, tc.wantGzip, res.Header)
			}
			if got := strings.Contains(res.Header.Get("Vary"), "Accept-Encoding"); got != tc.wantVary {
				t.Errorf("Vary: %q", res.Header.Get("Vary"))
			}
			if tc.wantETag != "" && res.Header.Get("ETag") != tc.wantETag {
				t.Errorf("ETag: %q, want %q", res.Header.Get("ETag"), tc.wantETag)
			}
			body := raw
			if tc.wantGzip {
				if res.Header.Get("Content-Length") != "" && res.ContentLength != int64(len(raw)) {
					t.Errorf("Content-Length of the identity body kept: %d for %d bytes", res.ContentLength, len(raw))
				}
				zr, err := gzip.NewReader(bytes.NewReader(raw))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
				if len(raw)*2 > len(body) {
					t.Errorf("compressed %d bytes into %d", len(body), len(raw))
				}
			}
			if tc.method != "HEAD" && tc.a.status != 304 && string(body) != tc.a.body {
				t.Errorf("body changed: %d bytes, want %d", len(body), len(tc.a.body))
			}
		})
	}
}

// A streamed answer flushed before it reaches MinSize is compressed from then on and arrives whole.
func TestMiddlewareFlush(t *testing.T) {
	h := httpgzip.New().Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		_, _ = io.WriteString(w, "primera parte\n")
		http.NewResponseController(w).Flush()
		_, _ = io.WriteString(w, strings.Repeat("segunda parte\n", 100))
	}))
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	h.ServeHTTP(rec, req)
	if !rec.Flushed || rec.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("flushed %v, encoding %q", rec.Flushed, rec.Header().Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if want := "primera parte\n" + strings.Repeat("segunda parte\n", 100); string(got) != want {
		t.Fatalf("body: %q", got)
	}
}

// Compress's bytes read back as the input.
func TestCompress(t *testing.T) {
	zr, err := gzip.NewReader(bytes.NewReader(httpgzip.Compress([]byte(bigHTML))))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); string(got) != bigHTML {
		t.Fatal("round trip changed the bytes")
	}
}
