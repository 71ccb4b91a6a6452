package blob_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// smallFilesystem mounts a 1 MiB tmpfs for the test, or skips where mounting is not allowed
// (mounting needs root; CI runs as root).
func smallFilesystem(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small tmpfs here (%v: %s): the full-disk test needs root", err, bytes.TrimSpace(out))
	}
	t.Cleanup(func() { _ = exec.Command("umount", "-l", dir).Run() })
	return dir
}

// TestLocalFullDisk fills a real 1 MiB filesystem: the write that does not fit fails with
// ErrNoSpace (and ENOSPC underneath), leaves neither the blob nor its temporary file, keeps the
// blob it would have replaced, and the same write succeeds once space is freed.
func TestLocalFullDisk(t *testing.T) {
	dir := smallFilesystem(t)
	l, err := blob.NewLocal(filepath.Join(dir, "storage"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	ctx := t.Context()
	first := bytes.Repeat([]byte{1}, 600<<10)
	if _, err := l.Put(ctx, "b/first/v", bytes.NewReader(first), 1<<30); err != nil {
		t.Fatal(err)
	}
	second := bytes.Repeat([]byte{2}, 600<<10)
	for _, key := range []string{"b/second/v", "b/first/v"} {
		_, err := l.Put(ctx, key, bytes.NewReader(second), 1<<30)
		if !errors.Is(err, blob.ErrNoSpace) || !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("put %s on a full disk: %v", key, err)
		}
	}
	if _, err := l.Stat(ctx, "b/second/v"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("refused blob exists: %v", err)
	}
	if tmp, _ := os.ReadDir(filepath.Join(dir, "storage", ".tmp")); len(tmp) != 0 {
		t.Fatalf("temporary files left: %d", len(tmp))
	}
	if got := readAll(t, l, "b/first/v"); !bytes.Equal(got, first) {
		t.Fatal("the blob a refused write would have replaced changed")
	}
	if err := l.Delete(ctx, "b/first/v"); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Put(ctx, "b/second/v", bytes.NewReader(second), 1<<30); err != nil {
		t.Fatalf("put after space returned: %v", err)
	}
}
