package platformtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// TestStorageURL returns "" (the local disk under the data directory) unless
// VITRINA_TEST_STORAGE_URL names an S3-compatible bucket (the MinIO that .ci/run starts): then it
// returns that URL with a key prefix of the test's own, emptied when the test ends, so tests never
// see each other's objects. The credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
func TestStorageURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("VITRINA_TEST_STORAGE_URL")
	if base == "" {
		return ""
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse VITRINA_TEST_STORAGE_URL: %v", err)
	}
	u.Path = fmt.Sprintf("/t%d-%d", time.Now().UnixNano(), rand.IntN(1_000_000))
	storageURL := u.String()
	t.Cleanup(func() {
		ctx := context.Background()
		store, err := blob.OpenURL(ctx, storageURL, "", TestS3Credentials())
		if err != nil {
			return
		}
		s3, ok := store.(*blob.S3)
		if !ok {
			return
		}
		_, _ = s3.SweepUploads(ctx, -time.Hour)
		_ = s3.Walk(ctx, func(key string, _ blob.Info) error { return s3.Delete(ctx, key) })
	})
	return storageURL
}

// TestS3Credentials are the object store's keys for tests, from AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY.
func TestS3Credentials() blob.Credentials {
	return blob.Credentials{AccessKey: os.Getenv("AWS_ACCESS_KEY_ID"), SecretKey: os.Getenv("AWS_SECRET_ACCESS_KEY")}
}

// Blobs opens the file store the environment's platform uses, for tests that look at the bytes.
func (e *Env) Blobs() blob.Store {
	e.T.Helper()
	store, err := blob.OpenURL(context.Background(), e.Config.StorageURL, e.Config.DataDir+"/storage",
		blob.Credentials{AccessKey: e.Config.S3AccessKey, SecretKey: e.Config.S3SecretKey})
	if err != nil {
		e.T.Fatalf("open file store: %v", err)
	}
	return store
}
