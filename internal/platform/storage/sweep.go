package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// orphanAge is how old unreferenced bytes must be before the sweep removes them: younger ones may
// belong to an upload between its rename and its row.
const orphanAge = time.Hour

// walker is a blob store that can list its blobs (the local store can; see SweepOrphans).
type walker interface {
	Walk(ctx context.Context, fn func(key string, info blob.Info) error) error
}

// SweepOrphans deletes stored bytes that no row points to and that are older than minAge. They
// are what a crash leaves between storing an upload's bytes and writing its row, or between
// replacing a row's version and deleting the old bytes: never visible as objects, but they take
// space. New runs it once at startup. It returns how many blobs it removed.
func (s *Service) SweepOrphans(ctx context.Context, minAge time.Duration) (int, error) {
	w, ok := s.blobs.(walker)
	if !ok {
		return 0, nil
	}
	cutoff := time.Now().Add(-minAge)
	var orphans []string
	err := w.Walk(ctx, func(key string, info blob.Info) error {
		if info.ModTime.After(cutoff) {
			return nil
		}
		referenced, err := s.referenced(ctx, key)
		if err != nil {
			return err
		}
		if !referenced {
			orphans = append(orphans, key)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, key := range orphans {
		if err := s.blobs.Delete(ctx, key); err != nil {
			return 0, fmt.Errorf("sweep blob %s: %w", key, err)
		}
	}
	return len(orphans), nil
}

// referenced reports whether a blob key (bucket/name/version) is some object's current version,
// or is a variant of one. A key that is not of that shape is not the service's and is left alone.
func (s *Service) referenced(ctx context.Context, key string) (bool, error) {
	if version, ok := isVariantKey(key); ok {
		key = version
	}
	bucketID, rest, ok := strings.Cut(key, "/")
	i := strings.LastIndexByte(rest, '/')
	if !ok || i <= 0 {
		return true, nil
	}
	var one int
	err := s.db.QueryRow(ctx, "SELECT 1 FROM storage_objects WHERE bucket_id = ? AND name = ? AND version = ?",
		bucketID, rest[:i], rest[i+1:]).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("sweep: %w", err)
	}
	return true, nil
}

// uploadSweeper is a blob store whose interrupted uploads outlive a crash (the S3 store's
// multipart uploads; the local store removes its temporary files itself when it opens).
type uploadSweeper interface {
	SweepUploads(ctx context.Context, minAge time.Duration) (int, error)
}

// SweepUploads aborts the uploads that were started more than minAge ago and never finished: a
// crash's leftovers, invisible as objects but taking space. minAge leaves room for the uploads
// other instances have in flight. New runs it once at startup.
func (s *Service) SweepUploads(ctx context.Context, minAge time.Duration) (int, error) {
	u, ok := s.blobs.(uploadSweeper)
	if !ok {
		return 0, nil
	}
	return u.SweepUploads(ctx, minAge)
}
