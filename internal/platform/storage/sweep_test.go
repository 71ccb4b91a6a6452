package storage_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestStartupSweepsOrphans plants what a crash can leave (bytes stored but never recorded, and a
// replaced version never deleted) and checks that starting the service removes the old ones and
// keeps recorded bytes and recent files that may belong to an upload in flight.
func TestStartupSweepsOrphans(t *testing.T) {
	e := newEnv(t)
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
