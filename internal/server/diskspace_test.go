package server_test

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
)

// TestReadyzOnLowDiskSpace runs an instance whose data directory is a real 64 MiB filesystem
// (tmpfs; mounting needs root, which CI has) with VITRINA_MIN_FREE_SPACE at 16 MiB: filling the
// disk makes /readyz fail with its reason and the low-space metric read 1; freeing the space
// makes the instance ready again.
func TestReadyzOnLowDiskSpace(t *testing.T) {
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small tmpfs here (%v: %s): the low-space test needs root", err, bytes.TrimSpace(out))
	}
	// Lazily: the instance keeps its file store's directory open until the process ends.
	t.Cleanup(func() { _ = exec.Command("umount", "-l", dir).Run() })
	srv := openInstance(t, "", func(c *config.Config) { c.DataDir, c.MinFreeSpace = dir, 16<<20 })
	ctx := context.Background()
	check := func(wantStatus int, wantReason, wantLow string) {
		t.Helper()
		r := call(ctx, srv.Handler(), http.MethodGet, "/readyz", "")
		if r.status != wantStatus || !strings.Contains(r.body, wantReason) {
			t.Fatalf("/readyz: %d %s, want %d %s", r.status, r.body, wantStatus, wantReason)
		}
		m := call(ctx, srv.Handler(), http.MethodGet, "/metrics", "")
		if !strings.Contains(m.body, "vitrina_data_dir_low_space "+wantLow) || !strings.Contains(m.body, "vitrina_data_dir_free_bytes ") ||
			!strings.Contains(m.body, "vitrina_data_dir_min_free_bytes 1.6777216e+07") {
			t.Fatalf("metrics lack the free-space series with low=%s", wantLow)
		}
	}
	check(http.StatusOK, `"ready"`, "0")

	filler := filepath.Join(dir, "filler")
	if err := os.WriteFile(filler, make([]byte, 56<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	check(http.StatusServiceUnavailable, "low disk space", "1")

	if err := os.Remove(filler); err != nil { // space returns
		t.Fatal(err)
	}
	check(http.StatusOK, `"ready"`, "0")
}
