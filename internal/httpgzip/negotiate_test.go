package httpgzip_test

import (
	"net/http"
	"testing"

	"github.com/vitrina/vitrina/internal/httpgzip"
)

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"": false, "gzip": true, "GZIP": true, "deflate, gzip;q=0.8": true, "gzip;q=0": false, "gzip; q=0.000": false,
		"br": false, "*": true, "*;q=0": false, "x-gzip": true, "gzip;q=2": false, "gzip;q=abc": false, "identity": false,
		"br;q=1, gzip ; q=0.1": true,
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		if header != "" {
			r.Header.Set("Accept-Encoding", header)
		}
		if got := httpgzip.AcceptsGzip(r); got != want {
			t.Errorf("%q: %v, want %v", header, got, want)
		}
	}
}

func TestCompressible(t *testing.T) {
	for ct, want := range map[string]bool{
		"text/html; charset=utf-8": true, "application/json": true, "image/svg+xml": true, "text/css": true,
		"text/javascript; charset=utf-8": true, "image/png": false, "image/webp": false, "application/octet-stream": false,
		"": false, "garbage;;": false, "application/gzip": false, "Text/HTML; charset=UTF-8": true, " application/json ;x=1": true,
		"application/vnd.pgrst.object+json; charset=utf-8": true,
	} {
		if got := httpgzip.Compressible(ct); got != want {
			t.Errorf("%q: %v, want %v", ct, got, want)
		}
	}
}

// FuzzAcceptsGzip: any Accept-Encoding header is read without a panic.
func FuzzAcceptsGzip(f *testing.F) {
	for _, s := range []string{"gzip", "gzip;q=0.5, br", "*;q=0", ";;,,q=", "gzip;q=1e309"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		r, _ := http.NewRequest("GET", "/", nil)
		r.Header.Set("Accept-Encoding", header)
		_ = httpgzip.AcceptsGzip(r)
	})
}

func TestAddVaryOnce(t *testing.T) {
	h := http.Header{"Vary": {"Origin, accept-encoding"}}
	httpgzip.AddVary(h)
	if got := h.Values("Vary"); len(got) != 1 {
		t.Fatalf("Vary: %q", got)
	}
	h = http.Header{"Vary": {"Origin"}}
	httpgzip.AddVary(h)
	if got := h.Values("Vary"); len(got) != 2 || got[1] != "Accept-Encoding" {
		t.Fatalf("Vary: %q", got)
	}
}
