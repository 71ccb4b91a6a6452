package cmstest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// BenchRows is the size of each large list in the list benchmarks.
const BenchRows = 100_000

// Bench sign-in credentials: the administrator NewBenchCMS creates and BenchSignIn signs in.
const (
	benchEmail    = "jefa@example.com"
	benchPassword = "clave-segura-1"
)

// NewBenchCMS is a CMS with every module on a fresh in-process platform, with one administrator
// (see BenchSignIn).
func NewBenchCMS(b *testing.B) (*shell.App, *platformclient.Client) {
	b.Helper()
	e := &Env{Plat: platformtest.New(b)}
	e.start(b, platformclient.Options{BaseURL: "http://platform.internal", Transport: platformclient.InProcess(e.Plat.Handler)})
	if _, err := e.Svc.CreateAccount(context.Background(), cms.NewAccount{Email: benchEmail, Password: benchPassword}); err != nil {
		b.Fatal(err)
	}
	return e.App, e.Svc.Client()
}

// SeedBench inserts n rows through /rest/v1 in batches of 1 000.
func SeedBench(b *testing.B, c *platformclient.Client, table string, n int, row func(int) map[string]any) {
	b.Helper()
	for from := 0; from < n; from += 1000 {
		batch := make([]map[string]any, 0, 1000)
		for i := from; i < min(from+1000, n); i++ {
			batch = append(batch, row(i))
		}
		if err := c.From(table, c.Service()).Insert(context.Background(), batch, nil); err != nil {
			b.Fatalf("seed %s: %v", table, err)
		}
	}
}

// BenchSignIn signs NewBenchCMS's administrator in through POST /login and returns the session
// cookie ("name=value").
func BenchSignIn(b *testing.B, app http.Handler) string {
	b.Helper()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/login", strings.NewReader(`{"email":"`+benchEmail+`","password":"`+benchPassword+`"}`))
	req.Header.Set("Content-Type", "application/json")
	app.ServeHTTP(rec, req)
	for _, c := range rec.Result().Cookies() {
		if c.Name == "vitrina_session" {
			return c.Name + "=" + c.Value
		}
	}
	b.Fatalf("sign-in: %d %s", rec.Code, rec.Body.String())
	return ""
}

// BenchRender times single renders of a list page (its body must contain rows, `data-id=`) and
// reports their p50 and p99 and the page size.
func BenchRender(b *testing.B, app http.Handler, cookie, path string) {
	b.Helper()
	size := BenchGet(b, app, cookie, path, `data-id=`)
	b.ReportMetric(float64(size)/1024, "page-KiB")
}

// BenchGet times single GETs of path with the session cookie, requiring a 200 whose body contains
// want; it reports p50 and p99 and returns the size of the last answer.
func BenchGet(b *testing.B, app http.Handler, cookie, path, want string) int {
	b.Helper()
	times := make([]time.Duration, 0, b.N)
	size := 0
	for b.Loop() {
		t0 := time.Now()
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		req.Header.Set("Cookie", cookie)
		app.ServeHTTP(rec, req)
		times = append(times, time.Since(t0))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), want) {
			b.Fatalf("%s: %d %.300s", path, rec.Code, rec.Body.String())
		}
		size = rec.Body.Len()
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	return size
}
