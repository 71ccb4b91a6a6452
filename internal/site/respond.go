package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/httpgzip"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// page is a rendered answer: what the cache keeps and what is written.
type page struct {
	status      int
	contentType string
	body        []byte
	gzipped     []byte // body compressed once when rendered, for clients that accept gzip; nil when not worth it
	etag        string
	location    string // for redirects
	// private marks a page for its reader only (a preview): never stored by a cache, never indexed,
	// and its address — a secret — is not sent on as a Referer.
	private bool
}

func (p *page) cost(key string) int64 { return int64(len(p.body) + len(p.gzipped) + len(key) + 256) }

const htmlType = "text/html; charset=utf-8"

// pageFunc renders one page for a request.
type pageFunc func(ctx context.Context, r *http.Request) (*page, error)

// errNotFound answers the Spanish 404 page.
var errNotFound = errors.New("not found")

// wrap adds context to a platform error, keeping nil nil. A page of a list past its end (416,
// "Requested range not satisfiable") is a page that does not exist.
// fromRecords is wrap for an error of internal/records, which already says what failed.
func fromRecords(err error) error {
	if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable {
		return errNotFound
	}
	return err
}

func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable {
		return errNotFound
	}
	return fmt.Errorf("%s: %w", what, err)
}

// redirect is a permanent redirect to the canonical address of a page.
func redirect(to string) *page { return &page{status: http.StatusMovedPermanently, location: to} }

// cacheKey names a page by its path and the query parameters pages read, so that arbitrary
// parameters cannot fill the cache with copies of one page.
func cacheKey(r *http.Request) string {
	q := r.URL.Query()
	keep := url.Values{}
	for _, k := range []string{"page", "categoria", "cliente"} {
		if v, ok := q[k]; ok {
			keep[k] = v
		}
	}
	path := requestPath(r)
	if len(keep) == 0 {
		return path
	}
	return path + "?" + keep.Encode()
}

// cached serves a page from the cache, or renders it and keeps it when it succeeded.
func (s *Site) cached(render pageFunc) http.Handler { return s.cachedBy(cacheKey, render) }

// cachedWhole is cached for a page that reads no query parameter (the site map, its files, the
// feed, robots.txt): keyed by its path alone, so that ?page=2, ?page=3… are the same cached
// answer rather than a large document rendered and kept once per made-up address.
func (s *Site) cachedWhole(render pageFunc) http.Handler {
	return s.cachedBy(func(r *http.Request) string { return requestPath(r) }, render)
}

// cachedBy is cached with the cache key keyOf gives a request.
func (s *Site) cachedBy(keyOf func(*http.Request) string, render pageFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := keyOf(r)
		s.checkSchedule(r.Context())
		if err := s.ensureNav(r.Context()); err != nil {
			// The page's own reads decide whether it can be served; without the menus it shows the
			// fixed navigation (robots.txt and the sitemap need none).
			s.logger.WarnContext(r.Context(), "read the menus", "error", err)
		}
		if p, ok := s.cache.get(key); ok {
			s.write(w, r, p)
			return
		}
		share := s.flight.do
		if s.cache.disabled() {
			share = renderAlone // caching off renders every request: what it is for is measuring that
		}
		p, err := share(key, func() (*page, error) {
			gen := s.cache.generation()
			// The render is shared by every request waiting for this key, so one client going
			// away must not cancel it for the others.
			ctx, cancel := ctxTimeout(context.WithoutCancel(r.Context()))
			defer cancel()
			p, err := render(ctx, r)
			if err != nil {
				return nil, err
			}
			if p.status == http.StatusOK {
				if p.contentType == htmlType {
					p.body = s.versionFiles(ctx, p.body)
				}
				p.etag = etagOf(p.body)
				if len(p.body) >= httpgzip.MinSize && httpgzip.Compressible(p.contentType) {
					p.gzipped = httpgzip.Compress(p.body) // once per render, not per request
				}
				s.cache.put(key, gen, p)
			}
			return p, nil
		})
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.write(w, r, p)
	})
}

func renderAlone(_ string, render func() (*page, error)) (*page, error) { return render() }

func etagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// write sends a page with its validators; a matching If-None-Match gets 304.
func (s *Site) write(w http.ResponseWriter, r *http.Request, p *page) {
	h := w.Header()
	if p.location != "" {
		h.Set("Location", p.location)
		h.Set("Cache-Control", "public, max-age=3600")
		w.WriteHeader(p.status)
		return
	}
	h.Set("Content-Type", p.contentType)
	if p.contentType == htmlType {
		h.Set("Content-Security-Policy", s.csp)
	}
	if p.private {
		h.Set("X-Robots-Tag", "noindex, nofollow")
		h.Set("Referrer-Policy", "no-referrer")
	}
	if p.status != http.StatusOK || p.private {
		h.Set("Cache-Control", "no-store")
		if p.status == http.StatusServiceUnavailable {
			h.Set("Retry-After", "30")
		}
		h.Set("Content-Length", strconv.Itoa(len(p.body)))
		w.WriteHeader(p.status)
		_, _ = w.Write(p.body)
		return
	}
	h.Set("Cache-Control", "public, max-age="+strconv.Itoa(int(s.schedule.browserAge().Seconds())))
	body, etag := p.body, p.etag
	if p.gzipped != nil {
		httpgzip.AddVary(h)
		if httpgzip.AcceptsGzip(r) {
			body, etag = p.gzipped, httpgzip.WeakETag(p.etag)
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", etag)
	if etagMatches(r.Header.Get("If-None-Match"), p.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// etagMatches applies If-None-Match's weak comparison.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == etag {
			return true
		}
	}
	return false
}

// fail renders the error page that fits err: 404 for what does not exist, 503 when the data
// platform cannot answer, 500 otherwise. Internals are logged, never shown.
func (s *Site) fail(w http.ResponseWriter, r *http.Request, err error) {
	status := http.StatusInternalServerError
	var perr *platformclient.Error
	switch {
	case errors.Is(err, errNotFound):
		if s.serveRedirect(w, r) {
			return
		}
		s.logNotFound(r)
		status = http.StatusNotFound
	case errors.As(err, &perr), errors.Is(err, context.DeadlineExceeded):
		status = http.StatusServiceUnavailable
		s.logger.WarnContext(r.Context(), "site: data platform unavailable", "path", requestPath(r), "error", err)
	default:
		s.logger.ErrorContext(r.Context(), "site: rendering failed", "path", requestPath(r), "error", err)
	}
	s.write(w, r, &page{status: status, contentType: htmlType, body: s.errorBody(r.Context(), status)})
}

// errorBody renders the error page; it needs no data from the platform.
func (s *Site) errorBody(ctx context.Context, status int) []byte {
	v := errorView{Status: status}
	switch status {
	case http.StatusNotFound:
		v.Heading, v.Message = "Página no encontrada", "La página que busca no existe o fue retirada."
	case http.StatusServiceUnavailable:
		v.Heading, v.Message = "Servicio no disponible", "No podemos mostrar esta página en este momento. Inténtelo de nuevo en unos minutos."
	default:
		v.Heading, v.Message = "Error interno", "Algo salió mal al preparar esta página. Inténtelo de nuevo más tarde."
	}
	return s.renderError(ctx, v)
}

// renderError renders an error page's view.
func (s *Site) renderError(ctx context.Context, v errorView) []byte {
	var buf bytes.Buffer
	if err := s.renderPage(&buf, "error", s.layout(ctx, s.text(ctx, v.Heading), "", "", nil), v); err != nil {
		return []byte("<!doctype html><title>" + v.Heading + "</title><h1>" + v.Heading + "</h1>")
	}
	return buf.Bytes()
}

type errorView struct {
	Status           int
	Heading, Message string
}
