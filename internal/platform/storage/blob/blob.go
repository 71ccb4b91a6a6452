// Package blob owns where the bytes of stored files live: a Store interface that the storage
// service writes and reads through, and Local, the implementation over a directory on disk. An
// S3-compatible Store can implement the same interface. Keys are slash-separated relative paths;
// a Store refuses keys that could name anything outside its root.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Errors a Store returns; callers test them with errors.Is.
var (
	ErrNotFound   = errors.New("blob not found")
	ErrTooLarge   = errors.New("blob exceeds the size limit")
	ErrInvalidKey = errors.New("invalid blob key")
	// ErrNoSpace means the store has no room left for the bytes (a full disk, a quota, an object
	// store's full drives): nothing was stored, and the same write can succeed once space returns.
	ErrNoSpace = errors.New("insufficient storage")
)

// Info describes a stored blob.
type Info struct {
	Size    int64
	ModTime time.Time
	// ETag is a strong validator of the bytes, in hex: the Local store's XXH3-128 (an S3 store
	// would give its own ETag). Put fills it; Open and Stat may leave it empty.
	ETag string
}

// Object is an open blob: readable and seekable (Range requests seek), closed by the reader.
type Object interface {
	io.ReadSeekCloser
	Info() Info
}

// Store keeps blobs.
type Store interface {
	// Put streams r into key. It reads at most limit bytes and fails with ErrTooLarge when r holds
	// more. Put is atomic: on any error (including a failing r) nothing is stored under key, and on
	// success the bytes are durable before Put returns. An existing blob under key is replaced.
	Put(ctx context.Context, key string, r io.Reader, limit int64) (Info, error)
	// Open opens key for reading; ErrNotFound when absent.
	Open(ctx context.Context, key string) (Object, error)
	// Stat describes key; ErrNotFound when absent.
	Stat(ctx context.Context, key string) (Info, error)
	// Delete removes key; deleting an absent key is not an error.
	Delete(ctx context.Context, key string) error
}

// checkKey refuses keys that are not plain relative paths: empty, absolute, with `.`/`..`/empty
// segments, backslashes, NUL, or a first segment starting with a dot (reserved for a store's own
// files). Every Store applies it, so a key valid on one store is valid on all.
func checkKey(key string) error {
	if key == "" || strings.ContainsAny(key, "\\\x00") || path.Clean(key) != key ||
		!filepath.IsLocal(filepath.FromSlash(key)) || strings.HasPrefix(key, ".") {
		return fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	return nil
}
