package web_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

// fullServer is the whole Vitrina (platform, CMS, public site) on one loopback socket, as
// `vitrina serve` runs it, so that pages, uploads and images work in a real browser.
type fullServer struct {
	URL string
	Srv *server.Server
}

func newFullServer(t *testing.T) *fullServer {
	t.Helper()
	var handler http.Handler
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	t.Cleanup(ts.Close)
	cfg := config.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.PublicURL = ts.URL
	cfg.DatabaseURL = platformtest.TestDatabaseURL(t)
	srv, err := server.Open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	handler = srv.Handler()
	return &fullServer{URL: ts.URL, Srv: srv}
}

// account creates a sign-in account (password clave-segura-1) with its employee row.
func (f *fullServer) account(t *testing.T, email, rol string) {
	t.Helper()
	if _, err := f.Srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: "clave-segura-1", Rol: rol}); err != nil {
		t.Fatal(err)
	}
}

// newChrome starts a headless Chromium for the test, or skips the test (saying so) without one.
func newChrome(t *testing.T) context.Context { return browsertest.Start(t) }

// step bounds one browser step so a broken page fails the test instead of hanging it.
func step(t *testing.T, ctx context.Context) context.Context { return browsertest.Step(t, ctx) }

// signInChrome signs in through the form and waits for the admin.
func signInChrome(t *testing.T, ctx context.Context, base, email string) {
	t.Helper()
	if err := chromedp.Do(step(t, ctx),
		chromedp.Navigate(base+"/login"),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), email),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), "clave-segura-1"),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`nav.sidenav`)),
	); err != nil {
		t.Fatalf("sign in as %s: %v", email, err)
	}
}
