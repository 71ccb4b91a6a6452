package archive_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/vitrina/vitrina/internal/archive"
)

// zeros is an endless reader of zero bytes that allocates nothing.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// TestArchiveStreamsFiles: exporting and importing a 64 MiB file allocates a small fraction of its
// size, so memory does not grow with the files.
func TestArchiveStreamsFiles(t *testing.T) {
	ctx := context.Background()
	in := open(t, "")
	const size = 64 << 20
	if _, err := in.blobs().Put(ctx, "contenido/grande.bin/v1", io.LimitReader(zeros{}, size), size); err != nil {
		t.Fatal(err)
	}
	if _, err := in.srv.DB().Exec(ctx, `INSERT INTO storage_objects (id, bucket_id, name, version, metadata) VALUES (?, ?, ?, ?, ?)`,
		"00000000-0000-4000-8000-000000000064", "contenido", "grande.bin", "v1", `{"size":67108864}`); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "site.tar.gz")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	allocated(t, "export", size, func() error { return archive.Export(ctx, in.srv.DB(), in.blobs(), f, io.Discard) })
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	to := open(t, "")
	allocated(t, "import", size, func() error { return archive.Import(ctx, to.srv.DB(), to.blobs(), f, io.Discard) })
	if info, err := to.blobs().Stat(ctx, "contenido/grande.bin/v1"); err != nil || info.Size != size {
		t.Fatalf("imported file: %+v, %v", info, err)
	}
}

// allocated runs fn and fails when it allocated more than a quarter of size bytes.
func allocated(t *testing.T, what string, size uint64, fn func() error) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := fn(); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	n := after.TotalAlloc - before.TotalAlloc
	if n > size/4 {
		t.Fatalf("%s allocated %d MiB for a %d MiB file", what, n>>20, size>>20)
	}
	t.Logf("%s allocated %.1f MiB for a %d MiB file", what, float64(n)/(1<<20), size>>20)
}
