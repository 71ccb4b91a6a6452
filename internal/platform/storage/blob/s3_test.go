package blob_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"slices"
	"testing"
	"testing/iotest"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// newS3 opens the test's own prefix of the bucket VITRINA_TEST_STORAGE_URL names (the MinIO that
// .ci/run starts), or skips.
func newS3(t *testing.T) *blob.S3 {
	t.Helper()
	u := platformtest.TestStorageURL(t)
	if u == "" {
		t.Skip("VITRINA_TEST_STORAGE_URL is not set: no S3-compatible server to test against (.ci/run starts MinIO)")
	}
	store, err := blob.OpenURL(t.Context(), u, "", platformtest.TestS3Credentials())
	if err != nil {
		t.Fatal(err)
	}
	return store.(*blob.S3)
}

func randomBytes(t *testing.T, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}

// leftovers is every object and unfinished upload under the store's prefix.
func leftovers(t *testing.T, s *blob.S3) []string {
	t.Helper()
	var out []string
	if err := s.Walk(t.Context(), func(key string, _ blob.Info) error { out = append(out, key); return nil }); err != nil {
		t.Fatal(err)
	}
	uploads, err := s.IncompleteUploads(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uploads {
		out = append(out, "upload:"+u.Key)
	}
	return out
}

func readAll(t *testing.T, s blob.Store, key string) []byte {
	t.Helper()
	o, err := s.Open(t.Context(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	b, err := io.ReadAll(o)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestS3PutOpenRoundTrip(t *testing.T) {
	s := newS3(t)
	for _, c := range []struct {
		name string
		size int
	}{{"empty", 0}, {"small", 1000}, {"exactly one part", blob.PartSize}, {"multipart", 2*blob.PartSize + 123}} {
		t.Run(c.name, func(t *testing.T) {
			data := randomBytes(t, c.size)
			key := "b/" + c.name + "/v1"
			info, err := s.Put(t.Context(), key, iotest.HalfReader(bytes.NewReader(data)), 1<<30)
			if err != nil {
				t.Fatal(err)
			}
			if info.Size != int64(c.size) || info.ETag == "" {
				t.Fatalf("info %+v", info)
			}
			if got := readAll(t, s, key); !bytes.Equal(got, data) {
				t.Fatalf("read %d bytes, want %d", len(got), len(data))
			}
			st, err := s.Stat(t.Context(), key)
			if err != nil || st.Size != int64(c.size) || st.ETag != info.ETag {
				t.Fatalf("stat %+v %v, put %+v", st, err, info)
			}
		})
	}
	if got := leftovers(t, s); len(got) != 4 {
		t.Fatalf("stored %v", got)
	}
}

func TestS3RangedReads(t *testing.T) {
	s := newS3(t)
	data := randomBytes(t, 100_000)
	if _, err := s.Put(t.Context(), "b/r/v", bytes.NewReader(data), 1<<20); err != nil {
		t.Fatal(err)
	}
	o, err := s.Open(t.Context(), "b/r/v")
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if end, err := o.Seek(0, io.SeekEnd); err != nil || end != int64(len(data)) || o.Info().Size != int64(len(data)) {
		t.Fatalf("seek end %d %v", end, err)
	}
	for _, r := range []struct{ from, n int }{{0, 10}, {99_990, 10}, {50_000, 1}, {12_345, 40_000}, {10, 10}} {
		if _, err := o.Seek(int64(r.from), io.SeekStart); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, r.n)
		if _, err := io.ReadFull(o, got); err != nil {
			t.Fatalf("range %+v: %v", r, err)
		}
		if !bytes.Equal(got, data[r.from:r.from+r.n]) {
			t.Fatalf("range %+v: wrong bytes", r)
		}
	}
	if _, err := o.Seek(0, io.SeekEnd); err != nil {
		t.Fatal(err)
	}
	if n, err := o.Read(make([]byte, 1)); n != 0 || err != io.EOF {
		t.Fatalf("read at end: %d %v", n, err)
	}
}

// TestS3ReplacedWhileReading checks that a reader never mixes two versions: once the object is
// replaced, a read from a new position fails instead of returning the new bytes.
func TestS3ReplacedWhileReading(t *testing.T) {
	s := newS3(t)
	if _, err := s.Put(t.Context(), "b/x/v", bytes.NewReader(bytes.Repeat([]byte{1}, 1000)), 1<<20); err != nil {
		t.Fatal(err)
	}
	o, err := s.Open(t.Context(), "b/x/v")
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if _, err := s.Put(t.Context(), "b/x/v", bytes.NewReader(bytes.Repeat([]byte{2}, 1000)), 1<<20); err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(o); err == nil {
		t.Fatal("read the replaced object's bytes through the old reader")
	}
	if got := readAll(t, s, "b/x/v"); got[0] != 2 {
		t.Fatal("replacement not visible")
	}
}

// droppingReader yields size bytes and then fails, as a client that drops the connection does.
type droppingReader struct{ left int }

func (r *droppingReader) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, errors.New("connection reset")
	}
	n := min(len(p), r.left)
	clear(p[:n])
	r.left -= n
	return n, nil
}

func zeros(n int) func() io.Reader {
	return func() io.Reader { return bytes.NewReader(make([]byte, n)) }
}

// TestS3FailedUploadsLeaveNothing checks the crash-safety promise of Put on S3: an upload that is
// too large, whose body fails, or whose request is cancelled stores nothing under its key, keeps
// the previous version, and leaves no unfinished multipart upload behind.
func TestS3FailedUploadsLeaveNothing(t *testing.T) {
	s := newS3(t)
	ctx := t.Context()
	if _, err := s.Put(ctx, "b/keep/v", bytes.NewReader([]byte("old")), 10); err != nil {
		t.Fatal(err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	for _, c := range []struct {
		name  string
		ctx   context.Context
		body  func() io.Reader
		limit int64
		want  error
	}{
		{"too large in the first part", ctx, zeros(2000), 1000, blob.ErrTooLarge},
		{"too large after some parts", ctx, zeros(2*blob.PartSize + 10), blob.PartSize + 1, blob.ErrTooLarge},
		{"body fails in the first part", ctx, func() io.Reader { return &droppingReader{left: 100} }, 1 << 30, nil},
		{"body fails after some parts", ctx, func() io.Reader { return &droppingReader{left: blob.PartSize + 100} }, 1 << 30, nil},
		{"request cancelled", cancelled, zeros(2 * blob.PartSize), 1 << 30, context.Canceled},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, key := range []string{"b/new/v", "b/keep/v"} {
				_, err := s.Put(c.ctx, key, c.body(), c.limit)
				if err == nil || (c.want != nil && !errors.Is(err, c.want)) {
					t.Fatalf("%s: err %v, want %v", key, err, c.want)
				}
			}
			if got := leftovers(t, s); !slices.Equal(got, []string{"b/keep/v"}) {
				t.Fatalf("left %v", got)
			}
			if got := readAll(t, s, "b/keep/v"); string(got) != "old" {
				t.Fatalf("previous version now %q", got)
			}
		})
	}
}

func TestS3MissingAndDelete(t *testing.T) {
	s := newS3(t)
	ctx := t.Context()
	if _, err := s.Open(ctx, "b/none/v"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("open missing: %v", err)
	}
	if _, err := s.Stat(ctx, "b/none/v"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("stat missing: %v", err)
	}
	if err := s.Delete(ctx, "b/none/v"); err != nil {
		t.Fatalf("delete missing: %v", err)
	}
	if _, err := s.Put(ctx, "b/a/v", bytes.NewReader([]byte("x")), 10); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, "b/a/v"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Stat(ctx, "b/a/v"); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("deleted blob: %v", err)
	}
}

func TestS3RefusesInvalidKeys(t *testing.T) {
	s := newS3(t)
	for _, key := range []string{"", "/abs", "a/../b", "a//b", "./a", ".tmp/x", "a\\b", "a\x00b", ".."} {
		if _, err := s.Put(t.Context(), key, bytes.NewReader(nil), 10); !errors.Is(err, blob.ErrInvalidKey) {
			t.Errorf("put %q: %v", key, err)
		}
		if _, err := s.Open(t.Context(), key); !errors.Is(err, blob.ErrInvalidKey) {
			t.Errorf("open %q: %v", key, err)
		}
	}
}
