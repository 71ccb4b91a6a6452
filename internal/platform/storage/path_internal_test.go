package storage

import (
	"context"
	"errors"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

func TestValidKey(t *testing.T) {
	good := []string{"a.png", "imagenes/portada_1.png", "3/logos/acme-logo.svg", "año/niño.png", "a b/c (1).png", ".hidden/x", "a..b", "..a", strings.Repeat("a", 255), strings.Repeat("a/", 511) + "ab"}
	bad := []string{"", "/a", "a/", "a//b", "./a", "a/./b", "../a", "a/..", "..", ".", "a\\b", "a\x00b", "a\nb", "a\x7fb", "a\u0085b", "\xff", strings.Repeat("a", 256), strings.Repeat("a/", 512) + "a"}
	for _, k := range good {
		if !validKey(k) {
			t.Errorf("validKey(%q) = false", k)
		}
	}
	for _, k := range bad {
		if validKey(k) {
			t.Errorf("validKey(%q) = true", k)
		}
	}
}

func TestValidBucketID(t *testing.T) {
	for _, id := range []string{"contenido", "clientes", "Avatars_2", "a.b-c"} {
		if !validBucketID(id) {
			t.Errorf("validBucketID(%q) = false", id)
		}
	}
	for _, id := range []string{"", ".tmp", "..", "a/b", "a b", "ñ", "public", "list", "sign", "authenticated", "info", strings.Repeat("a", 101)} {
		if validBucketID(id) {
			t.Errorf("validBucketID(%q) = true", id)
		}
	}
}

// FuzzValidKey checks the key rules against what they promise: an accepted key is short, clean,
// relative, free of control characters and backslashes, resolves below its bucket's directory,
// and is accepted by the local blob store (which would refuse an escape on its own).
func FuzzValidKey(f *testing.F) {
	for _, seed := range []string{"imagenes/a.png", "../x", "a/../../x", "/etc/passwd", "a//b", "a/./b", "a\x00b", "a\\..\\b", "ñ/ü.png", "..", ".", "a/", strings.Repeat("x", 1025)} {
		f.Add(seed)
	}
	root := filepath.Join(f.TempDir(), "storage")
	store, err := blob.NewLocal(root)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { _ = store.Close() })
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, key string) {
		if !validKey(key) {
			return
		}
		if len(key) > maxKeyBytes || path.Clean(key) != key || path.IsAbs(key) || strings.HasPrefix(key, "../") || key == ".." {
			t.Fatalf("accepted unclean key %q", key)
		}
		for _, r := range key {
			if unicode.IsControl(r) || r == '\\' {
				t.Fatalf("accepted key %q with %q", key, r)
			}
		}
		bucketDir := filepath.Join(root, "contenido") + string(filepath.Separator)
		full := filepath.Join(root, filepath.FromSlash(blobKey("contenido", key, "v")))
		if !strings.HasPrefix(full, bucketDir) {
			t.Fatalf("key %q resolves to %q, outside %q", key, full, bucketDir)
		}
		if _, err := store.Stat(ctx, blobKey("contenido", key, "v")); errors.Is(err, blob.ErrInvalidKey) {
			t.Fatalf("the blob store refuses accepted key %q: %v", key, err)
		}
	})
}
