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
	_, err := c.do(ctx, request{method: http.MethodPut, path: "/storage/v1/object/" + escapePath(bucket+"/"+path), cred: cred,
		header: http.Header{"Content-Type": {"application/octet-stream"}}, body: body}, nil)
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
