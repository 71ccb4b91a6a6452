package platformclient

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Upload stores body at bucket/path as interface.md describes: a PUT of the raw bytes with
// Content-Type application/octet-stream (the platform checks the real kind from the bytes). A nil
// error means the platform answered 200 or 201: the file is stored and its path may be recorded.
func (c *Client) Upload(ctx context.Context, cred Credential, bucket, path string, body io.Reader) error {
	return c.UploadWith(ctx, cred, bucket, path, body, UploadOptions{})
}

// UploadOptions are the optional settings of an upload.
type UploadOptions struct {
	// CacheControl is stored with the file and sent when it is served (Storage's default is
	// no-cache), e.g. "public, max-age=86400" for pictures that keep their path.
	CacheControl string
}

// UploadWith is Upload with options.
func (c *Client) UploadWith(ctx context.Context, cred Credential, bucket, path string, body io.Reader, opts UploadOptions) error {
	header := http.Header{"Content-Type": {"application/octet-stream"}}
	if opts.CacheControl != "" {
		header.Set("Cache-Control", opts.CacheControl)
	}
	_, err := c.do(ctx, request{method: http.MethodPut, path: "/storage/v1/object/" + escapePath(bucket+"/"+path), cred: cred,
		header: header, body: body}, nil)
	return err
}

// PublicURL is the address of a file in a public bucket (no request is made).
func (c *Client) PublicURL(bucket, path string) string {
	return c.baseURL + "/storage/v1/object/public/" + escapePath(bucket+"/"+path)
}

func escapePath(p string) string {
	parts := strings.Split(p, "/")
	for i, s := range parts {
		parts[i] = url.PathEscape(s)
	}
	return strings.Join(parts, "/")
}
