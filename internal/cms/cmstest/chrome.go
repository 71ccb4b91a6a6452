package cmstest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"golang.org/x/crypto/bcrypt"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

// FullServer is the whole Vitrina (platform, CMS, public site) on one loopback socket, as
// `vitrina serve` runs it, so that pages, uploads and images work in a real browser.
type FullServer struct {
	URL string
	Srv *server.Server
}

// NewFullServer starts it; opts change how it is built (server.WithClock: a clock the test moves).
func NewFullServer(t *testing.T, opts ...server.Option) *FullServer {
	t.Helper()
	return NewFullServerWith(t, func(*config.Config) {}, opts...)
}

// NewFullServerWith is NewFullServer with the configuration changed by edit first (the site's name,
// say), for the walks whose pictures show the site as a company would set it up.
func NewFullServerWith(t *testing.T, edit func(*config.Config), opts ...server.Option) *FullServer {
	t.Helper()
	cfg := config.Defaults()
	edit(&cfg)
	cfg.DataDir = t.TempDir() // removed last, once nothing writes there
	cfg.BcryptCost = bcrypt.MinCost
	cfg.DatabaseURL = platformtest.MigratedDatabase(t, cfg.DataDir)
	var handler http.Handler
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	cfg.PublicURL = ts.URL
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), opts...)
	if err != nil {
		ts.Close()
		t.Fatal(err)
	}
	// The HTTP server first (it waits for the requests under way: a closed browser leaves some),
	// then the service (the image renders those requests started, the database).
	t.Cleanup(func() {
		ts.Close()
		_ = srv.Close()
	})
	handler = srv.Handler()
	return &FullServer{URL: ts.URL, Srv: srv}
}

// account creates a sign-in account (password clave-segura-1) with its employee row.
func (f *FullServer) Account(t *testing.T, email, rol string) {
	t.Helper()
	if _, err := f.Srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: "clave-segura-1", Rol: rol}); err != nil {
		t.Fatal(err)
	}
}

// Chrome starts a headless Chromium for the test, or skips the test (saying so) without one.
func Chrome(t *testing.T) context.Context { return browsertest.Start(t) }

// Step bounds one browser step so a broken page fails the test instead of hanging it.
func Step(t *testing.T, ctx context.Context) context.Context { return browsertest.Step(t, ctx) }

// SignInChrome signs in through the form and waits for the admin.
func SignInChrome(t *testing.T, ctx context.Context, base, email string) {
	t.Helper()
	Do(t, ctx, "sign in as "+email,
		chromedp.Navigate(base+"/login"),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), email),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "clave-segura-1"),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`nav.sidenav`)))
}

// Seed writes rows through /rest/v1 as the service role and returns their ids.
func (f *FullServer) Seed(t *testing.T, table string, rows []map[string]any) []int64 {
	t.Helper()
	c := f.Srv.CMSService().Client()
	var created []struct{ ID int64 }
	if err := c.From(table, c.Service()).Insert(context.Background(), rows, &created); err != nil {
		t.Fatalf("seed %s: %v", table, err)
	}
	ids := make([]int64, len(created))
	for i, r := range created {
		ids[i] = r.ID
	}
	return ids
}

// Do runs browser actions, each a bounded step, failing the test with what it was doing.
//
// Each action runs on its own, and one that failed because the page's document was replaced under it
// (a node or script context of the previous document, as happens when a navigation's events arrive
// late under load) runs again in the new document: such a failure comes before the action does
// anything (a click or key press is sent only to a node that was found).
func Do(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	for _, a := range actions {
		var err error
		for range 3 {
			if err = chromedp.Do(Step(t, ctx), a); err == nil || !domReplaced(err) {
				break
			}
		}
		if err != nil {
			page, _ := chromedp.Run(Step(t, ctx), chromedp.Evaluate[string](`location.href + "\n" + document.body.innerText.slice(0, 1500)`))
			t.Fatalf("%s: %v\npage: %s", what, err, page)
		}
	}
}

// WantJS checks a JavaScript expression's string value.
func WantJS(t *testing.T, ctx context.Context, what, js, want string) {
	t.Helper()
	if got := EvalString(t, ctx, js); got != want {
		t.Fatalf("%s: %q, want %q", what, got, want)
	}
}

// EvalString runs JavaScript in the page and returns its string result.
func EvalString(t *testing.T, ctx context.Context, js string) string {
	t.Helper()
	s, err := chromedp.Run(Step(t, ctx), chromedp.Evaluate[string](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return s
}

// WaitFor polls a JavaScript condition until it holds (30 s at most).
func WaitFor(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	var err error
	for range 3 {
		_, err = chromedp.Run(Step(t, ctx), chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second)))
		if err == nil || !domReplaced(err) {
			break
		}
		// The page's document was replaced while the poll started (a navigation finishing under
		// load): poll again in the new document.
	}
	if err != nil {
		page, _ := chromedp.Run(Step(t, ctx), chromedp.Evaluate[string](`location.href + "\n" + document.body.innerText.slice(0, 2000)`))
		t.Fatalf("waiting for %s (%s): %v\npage: %s", what, js, err, page)
	}
}

// domReplaced reports whether a browser call failed because the page's document went away under it
// (a node id or JavaScript context of the previous document), which a retry in the new document
// answers.
func domReplaced(err error) bool {
	msg := err.Error()
	for _, gone := range []string{"Could not find node with given id", "No node with given id found",
		"Cannot find context with specified id", "Execution context was destroyed", "Inspected target navigated or closed"} {
		if strings.Contains(msg, gone) {
			return true
		}
	}
	return false
}

// AcceptConfirm answers the page's next confirm() with yes and keeps its question in
// sessionStorage (it outlives the navigation the form then makes): the dialog admin.js opens for
// <form data-confirm>.
const AcceptConfirm = `sessionStorage.removeItem('asked'); window.confirm = (m) => { sessionStorage.setItem('asked', m); return true; }; "ok"`

// SelectByLabel picks the option whose text (indentation trimmed) is label.
func SelectByLabel(sel, label string) string {
	return fmt.Sprintf(`(() => { const s = document.querySelector(%q); for (const o of s.options) if (o.textContent.trim() === %q) s.value = o.value; return s.value; })()`, sel, label)
}

// Screenshot saves a PNG of the whole page as <name>.png in the folder VITRINA_SCREENSHOTS names
// (nothing without it), to look at a screen a walk went through.
func Screenshot(t *testing.T, ctx context.Context, name string) { browsertest.Screenshot(t, ctx, name) }
