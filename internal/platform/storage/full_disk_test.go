package storage_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/storage"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// fullStore is the environment's real file store with a switch that makes it run out of space:
// while full, Put takes part of the body and fails as a full disk's write does (ENOSPC, which
// the local store and the S3 store both report as blob.ErrNoSpace).
type fullStore struct {
	blob.Store
	full atomic.Bool
}

func (f *fullStore) Put(ctx context.Context, key string, r io.Reader, limit int64) (blob.Info, error) {
	if f.full.Load() {
		_, _ = io.CopyN(io.Discard, r, 1000)
		return blob.Info{}, fmt.Errorf("write blob: %w: %w", blob.ErrNoSpace, syscall.ENOSPC)
	}
	return f.Store.Put(ctx, key, r, limit)
}

// TestUploadOnFullDisk: an upload that meets a full store gets Storage's error shape with 507
// Insufficient Storage, leaves no row, no bytes and the previous version in place, and the same
// upload succeeds once space returns.
func TestUploadOnFullDisk(t *testing.T) {
	e := newEnv(t)
	store := &fullStore{Store: e.Blobs()}
	svc, err := storage.New(storage.Options{DB: e.DB, Keys: e.Keys, Blobs: store, UploadLimit: e.Config.UploadLimit})
	if err != nil {
		t.Fatal(err)
	}
	h := http.StripPrefix("/storage/v1", svc)
	upload := func(method, path string, body []byte) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, "/storage/v1/object/"+path, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+e.user)
		req.Header.Set("Content-Type", "image/png")
		res := httptest.NewRecorder()
		h.ServeHTTP(res, req)
		return res
	}
	old, next := pngBytes(t), append(pngBytes(t), 1, 2, 3)
	if res := upload("POST", "contenido/imagenes/keep.png", old); res.Code != 200 {
		t.Fatalf("first upload: %d %s", res.Code, res.Body)
	}
	rows, stored := countObjects(t, e), e.stored(t)

	store.full.Store(true)
	for _, c := range []struct{ method, path string }{{"POST", "contenido/imagenes/new.png"}, {"PUT", "contenido/imagenes/keep.png"}} {
		res := upload(c.method, c.path, next)
		body := wantError(t, res, http.StatusInsufficientStorage, "507", "InsufficientStorage")
		if body["error"] != "insufficient_storage" {
			t.Fatalf("%s %s: %v", c.method, c.path, body)
		}
	}
	if got := countObjects(t, e); got != rows {
		t.Fatalf("rows %d after refused uploads, want %d", got, rows)
	}
	if got := e.stored(t); len(got) != len(stored) {
		t.Fatalf("stored %v after refused uploads, want %v", got, stored)
	}
	if res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/keep.png").Send(); res.Code != 200 || !bytes.Equal(res.Body.Bytes(), old) {
		t.Fatalf("previous version: %d, %d bytes", res.Code, res.Body.Len())
	}

	store.full.Store(false) // space returns
	if res := upload("POST", "contenido/imagenes/new.png", next); res.Code != 200 {
		t.Fatalf("upload after recovery: %d %s", res.Code, res.Body)
	}
	if res := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/new.png").Send(); res.Code != 200 || !bytes.Equal(res.Body.Bytes(), next) {
		t.Fatalf("new object: %d, %d bytes", res.Code, res.Body.Len())
	}
}
