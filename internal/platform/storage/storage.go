// Package storage implements the data platform's Supabase-Storage-compatible /storage/v1: buckets
// (with their public flag, size limit and allowed MIME types) and objects — upload by POST and PUT
// (raw or multipart), download with ETag, Range and safe content headers, delete, list, signed
// URLs and info — and image transformations (/render/image: variants made once per object
// version and stored beside it), with Storage's routes, JSON shapes and "HTTP 400 with a string
// statusCode" errors, so supabase-js works unchanged. It owns the storage_buckets and storage_objects tables;
// the bytes live in a blob.Store and a row is written only once its bytes are safe.
package storage

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/ratelimit"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// Options configure the service.
type Options struct {
	DB     *database.DB
	Keys   *gateway.Keys
	Logger *slog.Logger
	// Blobs keeps the bytes; when nil, the store StorageURL names (config.StorageURL) is opened:
	// an S3-compatible bucket, or when empty the local directory <DataDir>/storage.
	Blobs      blob.Store
	StorageURL string
	S3         blob.Credentials
	DataDir    string
	// UploadLimit caps every upload (config.UploadLimit); a bucket's own limit can only lower it.
	UploadLimit int64
	// Metrics, when set, receives the service's Prometheus series (image renders).
	Metrics prometheus.Registerer
	// MaxImagePixels caps width × height of an image the render endpoint decodes (≤ 0:
	// imaging.DefaultMaxPixels); larger ones are refused from their header.
	MaxImagePixels int64
	// ImageMemory is the memory all image transformations under way may hold together, in bytes
	// (≤ 0: DefaultImageMemory): a render waits for its share (weighed before decoding) or is
	// refused, so that visitors asking for variants cannot push the process past it.
	ImageMemory int64
	// ImageRendersPerMinute bounds the variants not made yet that one client address may have
	// rendered, a minute (bursts of twice as many; ≤ 0: DefaultImageRendersPerMinute): a visitor
	// asking for new widths gets a 429 with Retry-After, while the variants already made are served.
	ImageRendersPerMinute int
	// UploadsAtOnce and UploadsPerAddress bound the uploads being received at once, overall and
	// per client address (≤ 0: DefaultUploadsAtOnce, DefaultUploadsPerAddress; see uploadGate).
	UploadsAtOnce, UploadsPerAddress int
	// OnWrite, when set, is called with "medios" after a committed write that changed the media
	// library (a file of a public bucket stored, replaced, moved or deleted, a bucket's visibility).
	OnWrite func(table string)
	// MayWrite, when set, reports whether a signed-in caller may write to a bucket (the views of the
	// permission grid that bucket belongs to); nil lets every signed-in user write.
	MayWrite func(ctx context.Context, id gateway.Identity, bucket string) (bool, error)
	// DropBoxes are the buckets the public may only add files to (see isDropBox).
	DropBoxes []string
}

// Service is the /storage/v1 handler; mount it with the /storage/v1 prefix stripped.
type Service struct {
	db          *database.DB
	keys        *gateway.Keys
	logger      *slog.Logger
	blobs       blob.Store
	uploadLimit int64
	routes      []route
	resumable   *resumable
	mayWrite    func(ctx context.Context, id gateway.Identity, bucket string) (bool, error)
	dropBoxes   map[string]bool
	render      *renderer
	uploads     *uploadGate
	onWrite     func(table string)
}

// New returns the service.
func New(opts Options) (*Service, error) {
	if opts.DB == nil || opts.Keys == nil {
		return nil, errors.New("storage: DB and Keys are required")
	}
	s := &Service{db: opts.DB, keys: opts.Keys, logger: opts.Logger, blobs: opts.Blobs, uploadLimit: opts.UploadLimit, onWrite: opts.OnWrite,
		mayWrite: opts.MayWrite, dropBoxes: map[string]bool{}}
	for _, b := range opts.DropBoxes {
		s.dropBoxes[b] = true
	}
	if s.logger == nil {
		s.logger = slog.Default()
	}
	if s.blobs == nil {
		store, err := blob.OpenURL(context.Background(), opts.StorageURL, filepath.Join(opts.DataDir, "storage"), opts.S3)
		if err != nil {
			return nil, fmt.Errorf("storage: %w", err)
		}
		s.blobs = store
	}
	if s.uploadLimit <= 0 {
		s.uploadLimit = 10 << 20
	}
	s.routes = s.routeTable()
	var err error
	s.uploads = newUploadGate(opts.UploadsAtOnce, opts.UploadsPerAddress)
	perMinute := opts.ImageRendersPerMinute
	if perMinute <= 0 {
		perMinute = DefaultImageRendersPerMinute
	}
	limit := ratelimit.New(opts.DB, s.logger, "image_render", perMinute, time.Minute, 2*perMinute)
	if s.render, err = newRenderer(opts.Metrics, opts.MaxImagePixels, opts.ImageMemory, limit, perMinute); err != nil {
		return nil, err
	}
	if s.resumable, err = s.newResumable(opts.DataDir); err != nil {
		return nil, err
	}
	if n, err := s.SweepResumable(time.Now()); err != nil {
		s.logger.Warn("storage: sweep of abandoned resumable uploads failed", "error", err)
	} else if n > 0 {
		s.logger.Info("storage: removed abandoned resumable uploads", "uploads", n)
	}
	if n, err := s.SweepUploads(context.Background(), orphanAge); err != nil {
		s.logger.Warn("storage: sweep of abandoned uploads failed", "error", err)
	} else if n > 0 {
		s.logger.Info("storage: aborted uploads left by interrupted writes", "uploads", n)
	}
	if n, err := s.SweepOrphans(context.Background(), orphanAge); err != nil {
		s.logger.Warn("storage: orphan sweep failed", "error", err)
	} else if n > 0 {
		s.logger.Info("storage: removed bytes left by interrupted writes", "blobs", n)
	}
	return s, nil
}

// Close waits for the image renders under way, which run on after the requests that started them,
// and lets no new one start: once it returns the service writes no more files. Requests are
// answered by then (the HTTP server has shut down first).
func (s *Service) Close() {
	s.render.close()
}

// ServeHTTP answers a /storage/v1 request whose prefix has been stripped; a path no route
// matches gets Storage's 404.
func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == resumablePath || strings.HasPrefix(r.URL.Path, resumablePath+"/") {
		s.serveResumable(w, r)
		return
	}
	h, p, ok := match(s.routes, r.Method, r.URL.Path)
	if !ok {
		s.fail(w, r, errRouteNotFound(r))
		return
	}
	h(w, r, p)
}
