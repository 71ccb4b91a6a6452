package site_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"testing"
)

// A cached page is kept compressed: a client that accepts gzip gets the same bytes, compressed,
// with a weak validator that still revalidates; every client is told the answer varies by
// Accept-Encoding; a client without gzip gets the page as it is.
func TestCachedPageKeepsItsCompressedBytes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	plain, body := f.get("/")
	if plain.StatusCode != 200 || plain.Header.Get("Content-Encoding") != "" || plain.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("plain: %d %v", plain.StatusCode, plain.Header)
	}
	first, zipped := f.get("/", "Accept-Encoding", "gzip, deflate, br")
	again, zippedAgain := f.get("/", "Accept-Encoding", "gzip")
	if first.Header.Get("Content-Encoding") != "gzip" || zipped != zippedAgain {
		t.Fatalf("compressed: %v; the second answer must be the cached bytes", first.Header)
	}
	if len(zipped)*3 > len(body) {
		t.Errorf("home page: %d bytes compressed to %d", len(body), len(zipped))
	}
	zr, err := gzip.NewReader(bytes.NewReader([]byte(zipped)))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); string(got) != body {
		t.Fatal("the compressed page is not the page")
	}
	if etag := again.Header.Get("ETag"); etag != "W/"+plain.Header.Get("ETag") {
		t.Errorf("ETag of the compressed page: %q (plain %q)", etag, plain.Header.Get("ETag"))
	}
	if res, _ := f.get("/", "Accept-Encoding", "gzip", "If-None-Match", again.Header.Get("ETag")); res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation with the weak ETag: %d", res.StatusCode)
	}
}
