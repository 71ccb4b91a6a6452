package server

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/vitrina/vitrina/internal/database"
)

// metrics are the server's Prometheus series, on a registry of its own (never the global default).
type metrics struct {
	registry      *prometheus.Registry
	requests      *prometheus.CounterVec
	latency       *prometheus.HistogramVec
	uploads       prometheus.Counter
	uploadedBytes prometheus.Counter
}

func newMetrics(db *database.DB, dataDir string, minFree int64) *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "vitrina_http_requests_total",
			Help: "HTTP requests by route pattern, method and status code.",
		}, []string{"route", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "vitrina_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and method.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		uploads: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vitrina_storage_uploads_total",
			Help: "Files stored through /storage/v1 (answered 2xx).",
		}),
		uploadedBytes: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "vitrina_storage_uploaded_bytes_total",
			Help: "Bytes of the files stored through /storage/v1.",
		}),
	}
	m.registry.MustRegister(m.requests, m.latency, m.uploads, m.uploadedBytes,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		newPoolCollector(db), newDiskCollector(dataDir, minFree))
	return m
}

// handler serves the registry in the Prometheus text format.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// wrap counts every request under the pattern the top-level mux matched, never the raw path, so the
// label values stay bounded whatever clients send.
func (m *metrics) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec, ok := w.(*statusRecorder)
		if !ok {
			rec = &statusRecorder{ResponseWriter: w}
		}
		upload := isUpload(r)
		var body *countingReader
		if upload && r.Body != nil {
			body = &countingReader{ReadCloser: r.Body}
			r.Body = body
		}
		next.ServeHTTP(rec, r) // the mux sets r.Pattern on this very request
		status := rec.status
		if status == 0 {
			status = http.StatusOK
		}
		route := r.Pattern
		if route == "" {
			route = "unmatched"
		}
		method := methodLabel(r.Method)
		m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
		m.latency.WithLabelValues(route, method).Observe(time.Since(start).Seconds())
		if upload && status/100 == 2 {
			m.uploads.Inc()
			if body != nil {
				m.uploadedBytes.Add(float64(body.n))
			}
		}
	})
}

// isUpload is a POST or PUT of an object's bytes (not a signed-URL request or a listing).
func isUpload(r *http.Request) bool {
	if r.Method != http.MethodPost && r.Method != http.MethodPut {
		return false
	}
	p := r.URL.Path
	return strings.HasPrefix(p, "/storage/v1/object/") &&
		!strings.HasPrefix(p, "/storage/v1/object/sign/") && !strings.HasPrefix(p, "/storage/v1/object/list/") &&
		!strings.HasPrefix(p, "/storage/v1/object/move") && !strings.HasPrefix(p, "/storage/v1/object/copy")
}

// methodLabel bounds the method label to the methods the service knows.
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "OTHER"
}

type countingReader struct {
	io.ReadCloser
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	c.n += int64(n)
	return n, err
}
