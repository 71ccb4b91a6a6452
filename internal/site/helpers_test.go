package site_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/site"
)

const testBase = "http://vitrina.test"

// fixture is a seeded platform with the site in front of it, wired as the server wires them: the
// platform's OnWrite hook invalidates the site's cache.
type fixture struct {
	t       testing.TB
	env     *platformtest.Env
	plat    http.Handler // the platform with the site's write hook
	client  *platformclient.Client
	site    *site.Site
	handler http.Handler // site under /, platform under its prefixes
}

type fixtureOption func(*site.Options)

// seededOnPostgres reports whether a test over the demo's pages runs on PostgreSQL too: those whose
// reads take a path of their own there (search and its stemming per language, translations and
// their embeds, publication times, the site map's queries, the publishable key). The others render
// what the SQLite run already rendered, at several times its cost under the race detector.
func seededOnPostgres(test string) bool {
	for _, prefix := range []string{"TestSearch", "TestProjectsSearch", "TestPagesInALanguage", "TestSecondLanguage",
		"TestTranslated", "TestLanguage", "TestSitemapIndex", "TestScheduled", "TestReadsOnlyWithThePublishableKey",
		"TestDemoSEO", "TestPreviewLinks"} {
		if strings.HasPrefix(test, prefix) {
			return true
		}
	}
	return false
}

func newFixture(t testing.TB, seed bool, opts ...fixtureOption) *fixture {
	t.Helper()
	return newFixtureAt(t, testBase, seed, opts...)
}

// newFixtureAt is newFixture for a site reached at base (a test server's address).
func newFixtureAt(t testing.TB, base string, seed bool, opts ...fixtureOption) *fixture {
	t.Helper()
	if seed && !seededOnPostgres(t.Name()) {
		platformtest.SQLiteOnly(t, "the demo's pages read the same through /rest/v1 on both backends, whose own suites run on PostgreSQL")
	}
	env := platformtest.New(t)
	f := &fixture{t: t, env: env}
	o := site.Options{BaseURL: base, Logger: slog.New(slog.NewTextHandler(testWriter{t}, nil))}
	for _, opt := range opts {
		opt(&o)
	}
	var err error
	// The site's clock is the platform's too: what anon may read changes with it (scheduled items).
	plat, err := platform.New(platform.Options{DB: env.DB, Keys: env.Keys, Config: env.Config, Now: o.Now, Catalog: catalog.New(),
		Logger: slog.New(slog.DiscardHandler), OnWrite: func(table string) { f.site.Changed(table) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(plat.Close)
	f.plat = plat
	f.client = platformclient.New(platformclient.Options{BaseURL: base, AnonKey: env.Keys.AnonKey(),
		ServiceRoleKey: env.Keys.ServiceRoleKey(), Transport: platformclient.InProcess(f.plat)})
	o.Client = f.client
	if f.site, err = site.New(o); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	for _, p := range []string{"/auth/v1/", "/rest/v1/", "/storage/v1/"} {
		mux.Handle(p, f.plat)
	}
	mux.Handle("/", f.site)
	f.handler = mux
	if seed {
		// A bound on a stuck seed, not a timing check: under the race detector on a busy machine the
		// demo takes tens of seconds to write.
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		if err := site.Seed(ctx, f.client); err != nil {
			t.Fatalf("seed: %v", err)
		}
	}
	return f
}

// get requests a path from the site (through the whole mux) and returns the answer and its body.
func (f *fixture) get(path string, header ...string) (*http.Response, string) {
	f.t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	res := rec.Result()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

// page requests a path and fails the test unless the status is want.
func (f *fixture) page(path string, want int) string {
	f.t.Helper()
	res, body := f.get(path)
	if res.StatusCode != want {
		f.t.Fatalf("GET %s: status %d, want %d\n%s", path, res.StatusCode, want, excerptOf(body))
	}
	return body
}

// rest sends a request to /rest/v1 as the service role and checks the status.
func (f *fixture) rest(method, path, body string, want int) string {
	f.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("apikey", f.env.Keys.ServiceRoleKey())
	req.Header.Set("Authorization", "Bearer "+f.env.Keys.ServiceRoleKey())
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Prefer", "return=representation")
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code != want {
		f.t.Fatalf("%s %s: status %d, want %d: %s", method, path, rec.Code, want, rec.Body.String())
	}
	return rec.Body.String()
}

func excerptOf(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// fileVersion is the version a page adds to the addresses of stored files.
var fileVersion = regexp.MustCompile(`(\?|&amp;)version=[0-9a-f-]+`)

// unversioned is a page without its stored files' versions, to compare addresses with the paths.
func unversioned(body string) string { return fileVersion.ReplaceAllString(body, "") }

// mustContain fails unless body contains every string.
func mustContain(t testing.TB, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s: missing %q", what, w)
		}
	}
}

func mustNotContain(t testing.TB, what, body string, bad ...string) {
	t.Helper()
	for _, b := range bad {
		if strings.Contains(body, b) {
			t.Errorf("%s: must not contain %q", what, b)
		}
	}
}

// testWriter sends the site's log to the test's log.
type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// row reads one row as the service role; fails unless exactly one matches.
func (f *fixture) row(table, filter string, dest any) {
	f.t.Helper()
	body := f.rest(http.MethodGet, "/rest/v1/"+table+"?"+filter, "", http.StatusOK)
	var rows []json.RawMessage
	if err := json.Unmarshal([]byte(body), &rows); err != nil || len(rows) != 1 {
		f.t.Fatalf("%s?%s: want one row, got %s", table, filter, body)
	}
	if err := json.Unmarshal(rows[0], dest); err != nil {
		f.t.Fatal(err)
	}
}

// contentURL is the canonical path of the demo item with that title.
func (f *fixture) contentURL(title string) (int, string) {
	f.t.Helper()
	var r struct{ ID int }
	f.row("contenido", "select=id&titulo=eq."+url.QueryEscape(title), &r)
	return r.ID, "/contenido/" + strconv.Itoa(r.ID) + "-" + slugOf(title)
}

// slugOf spells the slugs of the demo titles used in the tests.
func slugOf(title string) string {
	r := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", ":", "", ",", "")
	return strings.Join(strings.Fields(r.Replace(strings.ToLower(title))), "-")
}

func newRecorder() *httptest.ResponseRecorder { return httptest.NewRecorder() }
