package blob

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/zeebo/xxh3"
)

// tmpDir is the directory under the root where uploads are written before they are renamed into
// place: the same filesystem, so the rename is atomic. Keys cannot start with a dot segment.
const tmpDir = ".tmp"

// staleTemp is how old a temporary file must be before NewLocal removes it as a crash leftover.
const staleTemp = time.Hour

// copyBufferSize is the buffer an upload is copied through; memory per upload does not grow
// beyond it whatever the file size.
const copyBufferSize = 256 << 10

// writebackEvery is how many written bytes of an upload go to the disk at once (startWriteback).
const writebackEvery = 8 << 20

// Local is a Store over a directory. Every file access goes through an os.Root, so no key (nor a
// symbolic link planted in the tree) can reach outside the directory.
type Local struct {
	dir  string
	root *os.Root
	bufs sync.Pool // *[]byte of copyBufferSize, reused across uploads
}

// NewLocal opens (creating it if needed) the directory dir as a Store and removes temporary files
// that a crash left behind.
func NewLocal(dir string) (*Local, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("blob directory: %w", err)
	}
	if err := os.MkdirAll(filepath.Join(abs, tmpDir), 0o700); err != nil {
		return nil, fmt.Errorf("create blob directory: %w", err)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("open blob directory: %w", err)
	}
	l := &Local{dir: abs, root: root}
	l.removeStaleTemps(time.Now())
	return l, nil
}

// Close releases the directory handle.
func (l *Local) Close() error { return l.root.Close() }

// Dir is the directory the store is rooted at.
func (l *Local) Dir() string { return l.dir }

func (l *Local) removeStaleTemps(now time.Time) {
	entries, err := fs.ReadDir(l.root.FS(), tmpDir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > staleTemp {
			_ = l.root.Remove(path.Join(tmpDir, e.Name()))
		}
	}
}

// checkKey refuses the keys every store refuses (see the package function checkKey); the final
// path is also checked to stay under the root, although os.Root would refuse an escape anyway.
func (l *Local) checkKey(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	full := filepath.Join(l.dir, filepath.FromSlash(key))
	if rel, err := filepath.Rel(l.dir, full); err != nil || !filepath.IsLocal(rel) {
		return "", fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	return filepath.FromSlash(key), nil
}

// Put implements Store: the bytes go to a temporary file, are size-checked and hashed while they
// stream, fsynced, renamed into place, and the parent directory is fsynced so the rename survives
// a crash. On any failure the temporary file is removed.
func (l *Local) Put(ctx context.Context, key string, r io.Reader, limit int64) (info Info, err error) {
	name, err := l.checkKey(key)
	if err != nil {
		return Info{}, err
	}
	tmp, f, err := l.createTemp()
	if err != nil {
		return Info{}, err
	}
	defer func() {
		if f != nil {
			_ = f.Close()
		}
		if err != nil {
			_ = l.root.Remove(tmp)
			err = noSpace(err)
		}
	}()
	// The ETag is XXH3-128 of the bytes: a validator for caches (If-None-Match), never a proof of
	// integrity or identity, so it needs no cryptographic hash. Clients treat ETags as opaque (S3's
	// are MD5). A 100 MiB upload waited on SHA-256 (1.9 GB/s on one core, the upload's slowest
	// stage); XXH3 hashes at memory speed (BENCHMARKS.md).
	sum := xxh3.New128()
	n, err := l.copyLimited(ctx, f, sum, r, limit)
	if err != nil {
		return Info{}, err
	}
	if err := f.Sync(); err != nil {
		return Info{}, fmt.Errorf("sync blob: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		return Info{}, fmt.Errorf("stat blob: %w", err)
	}
	closeErr := f.Close()
	f = nil
	if closeErr != nil {
		return Info{}, fmt.Errorf("close blob: %w", closeErr)
	}
	if err := l.rename(tmp, name); err != nil {
		return Info{}, err
	}
	return Info{Size: n, ModTime: st.ModTime(), ETag: hex.EncodeToString(sum.Sum(nil))}, nil
}

func (l *Local) createTemp() (string, *os.File, error) {
	var rnd [16]byte
	_, _ = rand.Read(rnd[:]) // crypto/rand never fails on supported platforms
	name := filepath.Join(tmpDir, hex.EncodeToString(rnd[:]))
	f, err := l.root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", nil, noSpace(fmt.Errorf("create temporary blob: %w", err))
	}
	return name, f, nil
}

// copyLimited copies r to f through a few fixed buffers, failing with ErrTooLarge as soon as more
// than limit bytes arrive and with ctx's error when the request is abandoned. The hash runs in a
// second goroutine, one buffer behind the writes, so on a multi-core machine it costs no wall time.
func (l *Local) copyLimited(ctx context.Context, f *os.File, sum hash.Hash, r io.Reader, limit int64) (int64, error) {
	const buffers = 3
	free := make(chan []byte, buffers)
	for range buffers {
		free <- l.buffer()
	}
	toHash := make(chan []byte, buffers)
	hashed := make(chan struct{})
	go func() {
		defer close(hashed)
		for b := range toHash {
			sum.Write(b)
			free <- b[:cap(b)]
		}
	}()
	var held []byte // the buffer being filled, owned by neither channel
	defer func() {
		close(toHash)
		<-hashed
		if held != nil {
			free <- held
		}
		for range buffers {
			b := <-free
			l.bufs.Put(&b)
		}
	}()
	var n, flushed int64
	for {
		if err := ctx.Err(); err != nil {
			return n, fmt.Errorf("store blob: %w", err)
		}
		held = <-free
		// Filling the whole buffer makes one large write out of many small socket reads.
		m, rerr := io.ReadFull(r, held)
		if rerr == io.ErrUnexpectedEOF {
			rerr = io.EOF
		}
		if m > 0 {
			n += int64(m)
			if n > limit {
				return n, ErrTooLarge
			}
			if _, err := f.Write(held[:m]); err != nil {
				return n, fmt.Errorf("write blob: %w", err)
			}
			if n-flushed >= writebackEvery {
				startWriteback(f, flushed, n-flushed)
				flushed = n
			}
			toHash <- held[:m]
		} else {
			free <- held
		}
		held = nil
		if rerr == io.EOF {
			return n, nil
		}
		if rerr != nil {
			return n, fmt.Errorf("read upload: %w", rerr)
		}
	}
}

func (l *Local) buffer() []byte {
	if b, ok := l.bufs.Get().(*[]byte); ok {
		return (*b)[:cap(*b)]
	}
	return make([]byte, copyBufferSize)
}

// rename moves the finished temporary file into place and fsyncs the directory that now holds it.
// A concurrent Delete may remove the (empty) parent directory between MkdirAll and Rename, so a
// vanished directory is recreated once.
func (l *Local) rename(tmp, name string) error {
	dir := filepath.Dir(name)
	var err error
	for range 3 {
		if err = l.root.MkdirAll(dir, 0o700); err == nil {
			err = l.root.Rename(tmp, name)
		}
		if err == nil || !errors.Is(err, fs.ErrNotExist) {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("move blob into place: %w", err)
	}
	d, err := l.root.Open(dir)
	if err != nil {
		return fmt.Errorf("open blob directory: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync blob directory: %w", err)
	}
	return nil
}

type localObject struct {
	*os.File
	info Info
}

func (o localObject) Info() Info { return o.info }

// OSFile exposes the open file, so an HTTP server can send it with sendfile.
func (o localObject) OSFile() *os.File { return o.File }

// Open implements Store.
func (l *Local) Open(_ context.Context, key string) (Object, error) {
	name, err := l.checkKey(key)
	if err != nil {
		return nil, err
	}
	f, err := l.root.Open(name)
	if err != nil {
		return nil, notFound(err)
	}
	st, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("stat blob: %w", err)
	}
	if !st.Mode().IsRegular() {
		_ = f.Close()
		return nil, ErrNotFound
	}
	return localObject{File: f, info: Info{Size: st.Size(), ModTime: st.ModTime()}}, nil
}

// Stat implements Store.
func (l *Local) Stat(_ context.Context, key string) (Info, error) {
	name, err := l.checkKey(key)
	if err != nil {
		return Info{}, err
	}
	st, err := l.root.Stat(name)
	if err != nil {
		return Info{}, notFound(err)
	}
	if !st.Mode().IsRegular() {
		return Info{}, ErrNotFound
	}
	return Info{Size: st.Size(), ModTime: st.ModTime()}, nil
}

// Delete implements Store. Directories left empty are removed up to the key's first segment, so
// the tree does not fill with empty folders.
func (l *Local) Delete(_ context.Context, key string) error {
	name, err := l.checkKey(key)
	if err != nil {
		return err
	}
	if err := l.root.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete blob: %w", err)
	}
	for dir := filepath.Dir(name); strings.ContainsRune(dir, filepath.Separator); dir = filepath.Dir(dir) {
		if l.root.Remove(dir) != nil { // not empty (or already gone): stop
			break
		}
	}
	return nil
}

// Walk calls fn for every blob in the store (temporary files excluded), with its key and
// information; an error from fn stops the walk and is returned.
func (l *Local) Walk(ctx context.Context, fn func(key string, info Info) error) error {
	return l.walk(ctx, ".", fn)
}

// WalkPrefix is Walk restricted to the blobs under the folder prefix (a key prefix without its
// trailing slash); a prefix that holds nothing is not an error.
func (l *Local) WalkPrefix(ctx context.Context, prefix string, fn func(key string, info Info) error) error {
	name, err := l.checkKey(prefix)
	if err != nil {
		return err
	}
	if _, err := l.root.Stat(name); err != nil {
		if errors.Is(notFound(err), ErrNotFound) {
			return nil
		}
		return fmt.Errorf("walk blobs: %w", err)
	}
	return l.walk(ctx, filepath.ToSlash(name), fn)
}

func (l *Local) walk(ctx context.Context, dir string, fn func(key string, info Info) error) error {
	return fs.WalkDir(l.root.FS(), dir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case ctx.Err() != nil:
			return fmt.Errorf("walk blobs: %w", ctx.Err())
		case err != nil:
			return fmt.Errorf("walk blobs: %w", err)
		case d.IsDir() && p == tmpDir:
			return fs.SkipDir
		case !d.Type().IsRegular():
			return nil
		}
		st, err := d.Info()
		if err != nil {
			return nil // removed meanwhile
		}
		return fn(p, Info{Size: st.Size(), ModTime: st.ModTime()})
	})
}

func notFound(err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return ErrNotFound
	}
	return fmt.Errorf("open blob: %w", err)
}

// noSpace marks a full filesystem's error (ENOSPC, or EDQUOT for a quota) with ErrNoSpace.
func noSpace(err error) error {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return fmt.Errorf("%w: %w", ErrNoSpace, err)
	}
	return err
}
