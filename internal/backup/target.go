package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// Target is where backups are kept: a directory or a bucket (with a key prefix) of an
// S3-compatible store.
type Target interface {
	// Write stores r (size bytes) as name, atomically: a backup is either whole or absent.
	Write(ctx context.Context, name string, r io.Reader, size int64) error
	Open(ctx context.Context, name string) (io.ReadCloser, error)
	// List returns the names of the backups kept, oldest first.
	List(ctx context.Context) ([]string, error)
	Delete(ctx context.Context, name string) error
	String() string
}

// OpenTarget opens a directory (created when missing) or, for an s3:// URL in STORAGE_URL's form,
// a bucket with the given credentials.
func OpenTarget(ctx context.Context, location string, creds blob.Credentials) (Target, error) {
	if location == "" {
		return nil, errors.New("backup: no location given")
	}
	if !strings.HasPrefix(location, "s3://") {
		if err := os.MkdirAll(location, 0o700); err != nil {
			return nil, fmt.Errorf("backup: create %s: %w", location, err)
		}
		return dirTarget(location), nil
	}
	store, err := blob.OpenURL(ctx, location, "", creds)
	if err != nil {
		return nil, fmt.Errorf("backup location: %w", err)
	}
	s3, ok := store.(*blob.S3)
	if !ok {
		return nil, fmt.Errorf("backup location %s: not an S3 bucket", redact(location))
	}
	return &bucketTarget{store: s3, where: redact(location)}, nil
}

// redact is an s3:// URL without its query (endpoint and region), for messages.
func redact(location string) string {
	if u, err := url.Parse(location); err == nil {
		u.RawQuery = ""
		return u.String()
	}
	return "the S3 location"
}

// dirTarget keeps backups as files of a directory.
type dirTarget string

func (d dirTarget) String() string { return string(d) }

func (d dirTarget) Write(_ context.Context, name string, r io.Reader, _ int64) error {
	tmp, err := os.CreateTemp(string(d), ".partial-"+name+"-*")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer os.Remove(tmp.Name()) // after the rename, a no-op
	defer tmp.Close()
	if _, err := io.Copy(tmp, r); err != nil {
		return fmt.Errorf("backup: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("backup: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("backup: write %s: %w", tmp.Name(), err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(string(d), name)); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	return syncDir(string(d)) // the rename survives a power loss
}

func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		return fmt.Errorf("backup: sync %s: %w", dir, err)
	}
	return nil
}

func (d dirTarget) Open(_ context.Context, name string) (io.ReadCloser, error) {
	f, err := os.Open(filepath.Join(string(d), name))
	if err != nil {
		return nil, fmt.Errorf("backup: %w", err)
	}
	return f, nil
}

func (d dirTarget) List(context.Context) ([]string, error) {
	entries, err := os.ReadDir(string(d))
	if err != nil {
		return nil, fmt.Errorf("backup: list %s: %w", d, err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	return backupNames(names), nil
}

func (d dirTarget) Delete(_ context.Context, name string) error {
	if err := os.Remove(filepath.Join(string(d), name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("backup: delete %s: %w", name, err)
	}
	return nil
}

// bucketTarget keeps backups as objects under a bucket's prefix.
type bucketTarget struct {
	store *blob.S3
	where string
}

func (b *bucketTarget) String() string { return b.where }

func (b *bucketTarget) Write(ctx context.Context, name string, r io.Reader, size int64) error {
	if _, err := b.store.Put(ctx, name, r, size); err != nil {
		return fmt.Errorf("backup: store %s in %s: %w", name, b.where, err)
	}
	return nil
}

func (b *bucketTarget) Open(ctx context.Context, name string) (io.ReadCloser, error) {
	obj, err := b.store.Open(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("backup: open %s in %s: %w", name, b.where, err)
	}
	return obj, nil
}

func (b *bucketTarget) List(ctx context.Context) ([]string, error) {
	var names []string
	err := b.store.Walk(ctx, func(key string, _ blob.Info) error {
		if !strings.Contains(key, "/") {
			names = append(names, key)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("backup: list %s: %w", b.where, err)
	}
	return backupNames(names), nil
}

func (b *bucketTarget) Delete(ctx context.Context, name string) error {
	if err := b.store.Delete(ctx, name); err != nil {
		return fmt.Errorf("backup: delete %s in %s: %w", name, b.where, err)
	}
	return nil
}

// OpenSource opens the backup from names: a backup file, a directory of backups (the newest is
// taken), an s3:// URL of one backup object, or an s3:// location (the newest under it is taken).
// It returns the backup and its name.
func OpenSource(ctx context.Context, from string, creds blob.Credentials) (io.ReadCloser, string, error) {
	location, name := from, ""
	if strings.HasPrefix(from, "s3://") {
		if u, err := url.Parse(from); err == nil {
			if _, ok := nameTimeOf(path.Base(u.Path)); ok {
				name = path.Base(u.Path)
				u.Path = path.Dir(u.Path)
				location = u.String()
			}
		}
	} else if info, err := os.Stat(from); err != nil {
		return nil, "", fmt.Errorf("restore: %w", err)
	} else if !info.IsDir() {
		f, err := os.Open(from)
		if err != nil {
			return nil, "", fmt.Errorf("restore: %w", err)
		}
		return f, filepath.Base(from), nil
	}
	target, err := OpenTarget(ctx, location, creds)
	if err != nil {
		return nil, "", err
	}
	if name == "" {
		names, err := target.List(ctx)
		if err != nil {
			return nil, "", err
		}
		if len(names) == 0 {
			return nil, "", fmt.Errorf("restore: no backup (%s*%s) in %s", namePrefix, nameSuffix, target)
		}
		name = names[len(names)-1]
	}
	r, err := target.Open(ctx, name)
	return r, name, err
}
