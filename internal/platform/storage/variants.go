package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/sync/semaphore"
	"golang.org/x/sync/singleflight"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/platform/ratelimit"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// variantsSuffix names the folder beside an object version's bytes that holds its variants:
// bucket/name/<version>.variants/<variant name>. Variants are blobs without rows, so no listing
// shows them; they go when their version's bytes go (deleteBlob), and the orphan sweep counts
// them as referenced exactly while their version is.
const variantsSuffix = ".variants"

// renderTimeout bounds one render, which runs on after the request that started it has gone
// (other requests may be waiting for it).
const renderTimeout = time.Minute

// DefaultImageMemory is the default budget of the image transformations under way: enough for one
// 40-megapixel photo (DefaultMaxPixels, 160 MB decoded) at a time, and for many ordinary ones.
const DefaultImageMemory = 192 << 20

// DefaultImageRendersPerMinute is how many variants not made yet one client address may have
// rendered a minute: a page of a site with many pictures asks for one per picture, once.
const DefaultImageRendersPerMinute = 60

// memoryWait is how long a render waits for its share of the memory budget before it is refused.
const memoryWait = 10 * time.Second

// renderer makes variants: one render per variant at a time (later requests for it wait for the
// first), at most slots renders at once overall, and together within the memory budget.
type renderer struct {
	flight    singleflight.Group
	slots     chan struct{}
	perClient ratelimit.Limiter // renders of variants not made yet, per client address
	perMinute int
	renders   prometheus.Counter
	refusals  prometheus.Counter
	maxPixels int64
	memory    *semaphore.Weighted // bytes of the budget, each render holding its share
	budget    int64

	mu      sync.Mutex
	closed  bool           // no render starts once the service is closed
	running sync.WaitGroup // renders under way, which outlive their requests
}

// start registers a render about to run, unless the service is closed.
func (r *renderer) start() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return false
	}
	r.running.Add(1)
	return true
}

// close lets no render start and waits for those under way (each is bounded by renderTimeout).
func (r *renderer) close() {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	r.running.Wait()
}

func newRenderer(reg prometheus.Registerer, maxPixels, budget int64, perClient ratelimit.Limiter, perMinute int) (*renderer, error) {
	if budget <= 0 {
		budget = DefaultImageMemory
	}
	r := &renderer{
		// Renders take a core each for seconds: they get half the cores, the pages the rest.
		slots:     make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2)),
		perClient: perClient,
		perMinute: perMinute,
		maxPixels: maxPixels,
		memory:    semaphore.NewWeighted(budget),
		budget:    budget,
		renders: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vitrina_storage_image_renders_total",
			Help: "Image variants rendered by /storage/v1/render/image (each variant once per original version).",
		}),
		refusals: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vitrina_storage_image_budget_refusals_total",
			Help: "Image transformations refused because the image memory budget stayed full (503) or one image alone needs more (413).",
		}),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{r.renders, r.refusals} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("storage: register metrics: %w", err)
			}
		}
	}
	return r, nil
}

// admit waits for the memory a render of h for box holds, for memoryWait at most; release gives it
// back. An image that alone needs more than the whole budget is refused at once (413), and one
// that waited in vain with a 503 to retry.
func (r *renderer) admit(ctx context.Context, h imaging.Header, box imaging.Box, f imaging.Format) (release func(), err error) {
	need := h.Memory(box, f)
	if need > r.budget {
		r.refusals.Inc()
		return nil, &Error{Status: 413, Code: "EntityTooLarge", Name: "Payload too large",
			Message: fmt.Sprintf("The image is too large to transform: %d×%d pixels need about %d MiB, the server allows %d MiB",
				h.Width, h.Height, need>>20, r.budget>>20)}
	}
	wctx, cancel := context.WithTimeout(ctx, memoryWait)
	defer cancel()
	if err := r.memory.Acquire(wctx, need); err != nil {
		r.refusals.Inc()
		return nil, &Error{Status: 503, Code: "SlowDown", Name: "Service Unavailable", HTTPStatus: http.StatusServiceUnavailable,
			Message: "Too many images are being transformed at the moment; try again in a few seconds", RetryAfter: 5}
	}
	return func() {
		r.memory.Release(need)
		if need >= bigRender {
			// Give a large render's memory back to the system now rather than at the runtime's
			// pace, so that the process returns to its usual size between bursts.
			debug.FreeOSMemory()
		}
	}, nil
}

// webpFits reports whether the WebP variant t of o (not made yet) may be made within the memory
// budget, reading only the original's header. Past the budget the original's format is sent
// instead, whose encoders hold little beside the picture: large WebP frames cost libwebp many times
// their size.
func (s *Service) webpFits(ctx context.Context, o object, t transform) bool {
	src, err := s.blobs.Open(ctx, o.blobKey())
	if err != nil {
		return true // the render answers for a missing original
	}
	defer src.Close()
	h, err := imaging.Inspect(src, s.render.maxPixels)
	if err != nil {
		return true // and for one that cannot be transformed
	}
	return h.Memory(t.box(), imaging.WebP) <= s.render.budget
}

// bigRender is the share of the budget past which a render's memory is returned to the system as
// soon as it ends.
const bigRender = 64 << 20

// variant opens the variant name of o made by t in format f, rendering it first when it does not
// exist yet (counted against the client's address: client).
//
// A WebP variant not made yet whose encoding would not fit the memory budget is made (or read) in
// the original's format instead; f is the format of what is returned.
func (s *Service) variant(ctx context.Context, o object, t transform, want, original imaging.Format, client string) (v blob.Object, f imaging.Format, err error) {
	f = want
	key := variantKey(o, t.variantName(f))
	v, err = s.blobs.Open(ctx, key)
	if f == imaging.WebP && errors.Is(err, blob.ErrNotFound) && !s.webpFits(ctx, o, t) {
		f = original
		key = variantKey(o, t.variantName(f))
		v, err = s.blobs.Open(ctx, key)
	}
	if !errors.Is(err, blob.ErrNotFound) {
		return v, f, err
	}
	if s.render.perClient != nil && !s.render.perClient.Allow(client, time.Now()) {
		s.render.refusals.Inc()
		return nil, f, &Error{Status: 429, Code: "TooManyRequests", Name: "too_many_requests", HTTPStatus: http.StatusTooManyRequests,
			Message:    fmt.Sprintf("Too many new image transformations from one address: at most %d a minute", s.render.perMinute),
			RetryAfter: max(1, 60/max(1, s.render.perMinute))}
	}
	done := s.render.flight.DoChan(key, func() (any, error) {
		if !s.render.start() {
			return nil, errShuttingDown()
		}
		defer s.render.running.Done()
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), renderTimeout)
		defer cancel()
		if _, err := s.blobs.Stat(rctx, key); err == nil {
			return nil, nil // made by a render that finished between our Open and now
		}
		select {
		case s.render.slots <- struct{}{}:
			defer func() { <-s.render.slots }()
		case <-rctx.Done():
			return nil, rctx.Err()
		}
		return nil, s.renderVariant(rctx, o, t, f, key)
	})
	select {
	case <-ctx.Done():
		return nil, f, ctx.Err()
	case res := <-done:
		if res.Err != nil {
			return nil, f, res.Err
		}
	}
	v, err = s.blobs.Open(ctx, key)
	return v, f, err
}

// renderVariant decodes o's bytes (refusing them past the pixel limit before decoding), resizes,
// encodes and stores the result under key. The original is only read.
func (s *Service) renderVariant(ctx context.Context, o object, t transform, f imaging.Format, key string) error {
	src, err := s.blobs.Open(ctx, o.blobKey())
	if errors.Is(err, blob.ErrNotFound) {
		return errNoSuchKey() // deleted or replaced meanwhile
	}
	if err != nil {
		return err
	}
	defer src.Close()
	h, err := imaging.Inspect(src, s.render.maxPixels)
	if err != nil {
		return imageError(err)
	}
	release, err := s.render.admit(ctx, h, t.box(), f)
	if err != nil {
		return err
	}
	defer release()
	img, err := h.Decode(src)
	if err != nil {
		return imageError(err)
	}
	var out bytes.Buffer
	small := imaging.Resize(img, t.box())
	if err := imaging.Encode(&out, small, f, t.quality); err != nil {
		return err
	}
	if _, err := s.blobs.Put(ctx, key, &out, int64(out.Len())); err != nil {
		return uploadError(err)
	}
	s.render.renders.Inc()
	// An upload or delete that replaced the version while it rendered has already removed the
	// version's variants: this one would be left behind, so it goes too.
	if now, err := loadObject(ctx, s.db, o.BucketID, o.Name); err != nil || now.Version != o.Version {
		s.deleteVariants(ctx, o.blobKey())
	}
	return nil
}

// imageError is a refused decode in Storage's shape.
func imageError(err error) error {
	switch {
	case errors.Is(err, imaging.ErrTooLarge):
		return &Error{Status: 413, Code: "EntityTooLarge", Name: "Payload too large",
			Message: "The image is too large to transform: " + strings.TrimPrefix(err.Error(), imaging.ErrTooLarge.Error()+": ")}
	case errors.Is(err, imaging.ErrUnsupported), errors.Is(err, imaging.ErrCorrupt):
		return &Error{Status: 422, Code: "InvalidImage", Name: "invalid_image",
			Message: "The object could not be read as an image: " + err.Error()}
	}
	return err
}

// prefixWalker is a blob store that lists the blobs under a folder (both stores can).
type prefixWalker interface {
	WalkPrefix(ctx context.Context, prefix string, fn func(key string, info blob.Info) error) error
}

// deleteVariants removes the variants of the version stored under key. A failure is logged: what
// it leaves, the orphan sweep removes.
func (s *Service) deleteVariants(ctx context.Context, key string) {
	w, ok := s.blobs.(prefixWalker)
	if !ok {
		return
	}
	var keys []string
	err := w.WalkPrefix(ctx, key+variantsSuffix, func(k string, _ blob.Info) error {
		if v, ok := isVariantKey(k); ok && v == key {
			keys = append(keys, k)
		}
		return nil
	})
	if err != nil {
		s.logger.WarnContext(ctx, "storage: could not list variants", "key", key, "error", err)
		return
	}
	for _, k := range keys {
		if err := s.blobs.Delete(ctx, k); err != nil {
			s.logger.WarnContext(ctx, "storage: could not delete variant", "key", k, "error", err)
		}
	}
}
