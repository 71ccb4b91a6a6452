package platformclient

import (
	"context"
	"io"
	"net/http"
)

// Create stores body at bucket/path only if nothing is there yet (Storage's POST without
// x-upsert): the one write a visitor may make in a drop-box bucket such as postulaciones.
func (c *Client) Create(ctx context.Context, cred Credential, bucket, path string, body io.Reader) error {
	_, err := c.do(ctx, request{method: http.MethodPost, path: "/storage/v1/object/" + escapePath(bucket+"/"+path), cred: cred,
		header: http.Header{"Content-Type": {"application/octet-stream"}}, body: body}, nil)
	return err
}

// SignedURL is an absolute address that downloads bucket/path for the next seconds without a key:
// how the CMS hands out files of a private bucket.
func (c *Client) SignedURL(ctx context.Context, cred Credential, bucket, path string, seconds int) (string, error) {
	var out struct {
		SignedURL string `json:"signedURL"`
	}
	if _, err := c.do(ctx, request{method: http.MethodPost, path: "/storage/v1/object/sign/" + escapePath(bucket+"/"+path), cred: cred,
		jsonIn: map[string]int{"expiresIn": seconds}}, &out); err != nil {
		return "", err
	}
	return c.baseURL + "/storage/v1" + out.SignedURL, nil
}

// Remove deletes the named objects of a bucket (at most 1000 a call); names that do not exist are
// skipped, as Storage does.
func (c *Client) Remove(ctx context.Context, cred Credential, bucket string, paths []string) error {
	if len(paths) == 0 {
		return nil
	}
	_, err := c.do(ctx, request{method: http.MethodDelete, path: "/storage/v1/object/" + escapePath(bucket), cred: cred,
		jsonIn: map[string][]string{"prefixes": paths}}, nil)
	return err
}
