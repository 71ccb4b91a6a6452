package blob_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
	"github.com/zeebo/xxh3"
)

func newLocal(t testing.TB) (*blob.Local, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "storage")
	l, err := blob.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	return l, dir
}

func regularFiles(t testing.TB, dir string) []string {
	t.Helper()
	var out []string
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	return out
}

func TestLocalRoundTrip(t *testing.T) {
	l, dir := newLocal(t)
	ctx := context.Background()
	data := bytes.Repeat([]byte("vitrina "), 100000)
	info, err := l.Put(ctx, "b/dir/a.png/v1", bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	sum := xxh3.Hash128(data).Bytes() // the one-shot hash: the streamed one must agree
	if info.Size != int64(len(data)) || info.ETag != hex.EncodeToString(sum[:]) {
		t.Fatalf("info %+v", info)
	}
	obj, err := l.Open(ctx, "b/dir/a.png/v1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := obj.Seek(8, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(obj)
	_ = obj.Close()
	if !bytes.Equal(got, data[8:]) || obj.Info().Size != int64(len(data)) {
		t.Fatalf("read %d bytes", len(got))
	}
	if st, err := l.Stat(ctx, "b/dir/a.png/v1"); err != nil || st.Size != int64(len(data)) {
		t.Fatalf("stat %+v %v", st, err)
	}
	// Replacing under the same key.
	if _, err := l.Put(ctx, "b/dir/a.png/v1", strings.NewReader("new"), 10); err != nil {
		t.Fatal(err)
	}
	if st, _ := l.Stat(ctx, "b/dir/a.png/v1"); st.Size != 3 {
		t.Fatalf("replaced size %d", st.Size)
	}
	if err := l.Delete(ctx, "b/dir/a.png/v1"); err != nil {
		t.Fatal(err)
	}
	if err := l.Delete(ctx, "b/dir/a.png/v1"); err != nil {
		t.Fatalf("deleting twice: %v", err)
	}
	if _, err := l.Open(ctx, "b/dir/a.png/v1"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("open after delete: %v", err)
	}
	if _, err := l.Stat(ctx, "b/dir"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("empty directories stay: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "b")); err != nil {
		t.Fatalf("the first segment's directory should stay: %v", err)
	}
	if _, err := l.Open(ctx, "b"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("a directory opened as a blob: %v", err)
	}
}

type failingReader struct{ n int }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("connection reset")
	}
	k := min(len(p), f.n)
	clear(p[:k])
	f.n -= k
	return k, nil
}

func TestLocalPutFailuresLeaveNothing(t *testing.T) {
	l, dir := newLocal(t)
	ctx := context.Background()
	if _, err := l.Put(ctx, "b/big/v1", bytes.NewReader(make([]byte, 1001)), 1000); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("over the limit: %v", err)
	}
	if _, err := l.Put(ctx, "b/cut/v1", &failingReader{n: 500 << 10}, 1<<20); err == nil {
		t.Fatal("a failing reader was stored")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := l.Put(cancelled, "b/cancel/v1", strings.NewReader("x"), 10); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	if got := regularFiles(t, dir); len(got) != 0 {
		t.Fatalf("left behind: %v", got)
	}
	// Exactly at the limit is fine.
	if _, err := l.Put(ctx, "b/exact/v1", bytes.NewReader(make([]byte, 1000)), 1000); err != nil {
		t.Fatal(err)
	}
}

func TestLocalRefusesEscapes(t *testing.T) {
	l, dir := newLocal(t)
	ctx := context.Background()
	secret := filepath.Join(filepath.Dir(dir), "secret")
	if err := os.WriteFile(secret, []byte("SECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Dir(dir), filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"", "/abs", "../secret", "a/../../secret", "a//b", "a/./b", ".tmp/x", "a\\b", "a\x00b", ".", "a/"} {
		if _, err := l.Put(ctx, key, strings.NewReader("x"), 10); !errors.Is(err, blob.ErrInvalidKey) {
			t.Errorf("Put(%q): %v", key, err)
		}
		if _, err := l.Open(ctx, key); !errors.Is(err, blob.ErrInvalidKey) {
			t.Errorf("Open(%q): %v", key, err)
		}
		if err := l.Delete(ctx, key); !errors.Is(err, blob.ErrInvalidKey) {
			t.Errorf("Delete(%q): %v", key, err)
		}
	}
	// A symbolic link planted inside the root cannot lead outside it.
	if obj, err := l.Open(ctx, "link/secret"); err == nil {
		_ = obj.Close()
		t.Fatal("read through a symlink out of the root")
	}
	if _, err := l.Put(ctx, "link/planted", strings.NewReader("x"), 10); err == nil {
		t.Fatal("wrote through a symlink out of the root")
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "planted")); !os.IsNotExist(err) {
		t.Fatal("a file appeared outside the root")
	}
}

func TestNewLocalRemovesStaleTemps(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "storage")
	if err := os.MkdirAll(filepath.Join(dir, ".tmp"), 0o700); err != nil {
		t.Fatal(err)
	}
	stale, fresh := filepath.Join(dir, ".tmp", "stale"), filepath.Join(dir, ".tmp", "fresh")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-2 * time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	l, err := blob.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("stale temporary file kept")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a temporary file that may belong to a running upload was removed")
	}
}

// FuzzLocalKeys checks that no key, however odd, reads a file outside the root (through `..`,
// absolute paths or a planted symbolic link) or makes the store panic.
func FuzzLocalKeys(f *testing.F) {
	for _, seed := range []string{"b/a.png/v1", "../secret", "link/secret", "b/../../secret", "/etc/passwd", "b\\..\\secret", "b/\x00/v", ".tmp/x", "link/../secret"} {
		f.Add(seed)
	}
	l, dir := newLocal(f)
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), "secret"), []byte("SECRET"), 0o600); err != nil {
		f.Fatal(err)
	}
	if err := os.Symlink(filepath.Dir(dir), filepath.Join(dir, "link")); err != nil {
		f.Fatal(err)
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, key string) {
		obj, err := l.Open(ctx, key)
		if err != nil {
			return
		}
		defer obj.Close()
		data, _ := io.ReadAll(io.LimitReader(obj, 16))
		if string(data) == "SECRET" {
			t.Fatalf("key %q read a file outside the root", key)
		}
	})
}
