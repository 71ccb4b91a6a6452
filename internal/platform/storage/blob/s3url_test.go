package blob_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

func TestParseS3URL(t *testing.T) {
	for _, c := range []struct {
		url  string
		want blob.S3Config
		err  string
	}{
		{url: "s3://media?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true",
			want: blob.S3Config{Bucket: "media", Endpoint: "http://127.0.0.1:9000", Region: "us-east-1", PathStyle: true}},
		{url: "s3://media/sites/acme/?region=eu-west-1", want: blob.S3Config{Bucket: "media", Prefix: "sites/acme/", Region: "eu-west-1"}},
		{url: "s3://media", want: blob.S3Config{Bucket: "media"}},
		{url: "s3://media?path_style=false&endpoint=https://r2.example.com", want: blob.S3Config{Bucket: "media", Endpoint: "https://r2.example.com"}},
		{url: "file:///srv/files", err: "want s3://"},
		{url: "s3:///no-bucket", err: "want s3://"},
		{url: "s3://key:secret@media", err: "want s3://"},
		{url: "s3://media?endpoint=ftp://x", err: "endpoint"},
		{url: "s3://media?endpoint=http://x/path", err: "endpoint"},
		{url: "s3://media?path_style=yes", err: "path_style"},
		{url: "s3://media?secret=x", err: `unknown parameter "secret"`},
		{url: "s3://media/../x", err: "prefix"},
		{url: "s3://media/.tmp", err: "prefix"},
	} {
		got, err := blob.ParseS3URL(c.url)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: err %v, want %q", c.url, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%s: %+v %v, want %+v", c.url, got, err, c.want)
		}
	}
}

func FuzzParseS3URL(f *testing.F) {
	f.Add("s3://media/p?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true")
	f.Add("s3://a/../b")
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := blob.ParseS3URL(raw)
		if err != nil {
			return
		}
		if c.Bucket == "" || (c.Prefix != "" && !strings.HasSuffix(c.Prefix, "/")) {
			t.Fatalf("accepted %q as %+v", raw, c)
		}
		for _, seg := range strings.Split(strings.TrimSuffix(c.Prefix, "/"), "/") {
			if c.Prefix != "" && (seg == "" || seg == "." || seg == "..") {
				t.Fatalf("accepted prefix %q of %q", c.Prefix, raw)
			}
		}
	})
}
