package storage_test

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// TestStartupSweepsOrphans plants what a crash can leave (bytes stored but never recorded, and a
// replaced version never deleted) and checks that starting the service removes the old ones and
// keeps recorded bytes and recent files that may belong to an upload in flight.
func TestStartupSweepsOrphans(t *testing.T) {
	e := newEnv(t)
	if e.onS3() {
		t.Skip("plants files with old modification times on the local disk; TestSweepOrphansOnAnyStore covers S3")
	}
	e.put(t, "contenido/imagenes/a.png", pngBytes(t))
	live := files(t, e.storageDir())
	if len(live) != 1 {
		t.Fatalf("files %v", live)
	}
	old := time.Now().Add(-2 * time.Hour)
	plant := func(rel string, mtime time.Time) {
		p := filepath.Join(e.storageDir(), filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	plant("contenido/imagenes/a.png/0d2c7a9e-old-version", old)
	plant("contenido/imagenes/never-recorded.png/5b1f-version", old)
	plant("contenido/imagenes/in-flight.png/9e3c-version", time.Now())
	plant("README", old)
	livePath := filepath.Join(e.storageDir(), filepath.FromSlash(live[0]))
	if err := os.Chtimes(livePath, old, old); err != nil {
		t.Fatal(err)
	}

	e.direct(t) // a service starting on the same data directory

	want := []string{"README", "contenido/imagenes/in-flight.png/9e3c-version", live[0]}
	got := files(t, e.storageDir())
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("after the sweep: %v, want %v", got, want)
	}
	if res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Send(); res.Code != 200 {
		t.Fatalf("recorded object lost: %d", res.Code)
	}
}

// TestSweepOrphansOnAnyStore plants unrecorded bytes through the file store itself (local disk or
// S3) and an upload that a crash interrupted, and checks that the sweeps remove them and keep the
// recorded object. A negative age sweeps everything old enough, as the startup sweep does an hour
// later.
func TestSweepOrphansOnAnyStore(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/imagenes/a.png", pngBytes(t))
	live := e.stored(t)
	if len(live) != 1 {
		t.Fatalf("stored %v", live)
	}
	store := e.Blobs()
	ctx := t.Context()
	for _, key := range []string{"contenido/imagenes/a.png/0d2c7a9e-old-version", "contenido/imagenes/never-recorded.png/5b1f-version"} {
		if _, err := store.Put(ctx, key, bytes.NewReader([]byte("x")), 10); err != nil {
			t.Fatal(err)
		}
	}
	if e.onS3() {
		abandonUpload(t, e, "contenido/imagenes/crashed.png/77aa-version")
		if got := e.stored(t); !slices.Contains(got, ".uploads/contenido/imagenes/crashed.png/77aa-version") {
			t.Fatalf("abandoned upload not listed: %v", got)
		}
	}

	svc := e.service(t)
	if _, err := svc.SweepUploads(ctx, -time.Minute); err != nil {
		t.Fatal(err)
	}
	n, err := svc.SweepOrphans(ctx, -time.Minute)
	if err != nil || n != 2 {
		t.Fatalf("swept %d (%v), want 2", n, err)
	}
	if got := e.stored(t); !slices.Equal(got, live) {
		t.Fatalf("after the sweeps: %v, want %v", got, live)
	}
	if res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Send(); res.Code != 200 {
		t.Fatalf("recorded object lost: %d", res.Code)
	}
}

// abandonUpload starts a multipart upload with one part and never completes it, as a process
// killed in the middle of a large upload leaves it, talking to the object store directly.
func abandonUpload(t *testing.T, e *env, key string) {
	t.Helper()
	c, err := blob.ParseS3URL(e.Config.StorageURL)
	if err != nil {
		t.Fatal(err)
	}
	endpoint, _ := url.Parse(c.Endpoint)
	client, err := minio.New(endpoint.Host, &minio.Options{Creds: credentials.NewStaticV4(e.Config.S3AccessKey, e.Config.S3SecretKey, ""),
		Region: c.Region, BucketLookup: minio.BucketLookupPath})
	if err != nil {
		t.Fatal(err)
	}
	core := minio.Core{Client: client}
	id, err := core.NewMultipartUpload(t.Context(), c.Bucket, c.Prefix+key, minio.PutObjectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	part := bytes.Repeat([]byte{1}, blob.PartSize)
	if _, err := core.PutObjectPart(t.Context(), c.Bucket, c.Prefix+key, id, 1, bytes.NewReader(part), int64(len(part)), minio.PutObjectPartOptions{}); err != nil {
		t.Fatal(err)
	}
}
