package blob

import (
	"context"
	"fmt"
)

// Credentials are an object store's access key pair (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
type Credentials struct {
	AccessKey string
	SecretKey string
}

// OpenURL opens the store that STORAGE_URL names: empty for the local directory localDir, or
// s3://<bucket>[/<prefix>]?endpoint=…&region=…&path_style=true for an S3-compatible bucket.
func OpenURL(ctx context.Context, storageURL, localDir string, creds Credentials) (Store, error) {
	if storageURL == "" {
		return NewLocal(localDir)
	}
	c, err := ParseS3URL(storageURL)
	if err != nil {
		return nil, err
	}
	c.AccessKey, c.SecretKey = creds.AccessKey, creds.SecretKey
	s, err := NewS3(ctx, c)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", redact(storageURL), err)
	}
	return s, nil
}

// redact is the URL without its query, for error messages (the query holds no secret today, but
// an endpoint may carry one some day).
func redact(storageURL string) string {
	if c, err := ParseS3URL(storageURL); err == nil {
		return "s3://" + c.Bucket + "/" + c.Prefix
	}
	return "storage URL"
}
