package web_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

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

// chromePath finds Chromium: $VITRINA_CHROME, /usr/bin/chromium, or one on the PATH.
func chromePath() string {
	if p := os.Getenv("VITRINA_CHROME"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// newChrome starts a headless Chromium for the test, or skips the test (saying so) without one.
// Steps run with chromedp.Run(step(t, ctx), …).
func newChrome(t *testing.T) context.Context {
	t.Helper()
	chrome := chromePath()
	if chrome == "" {
		t.Skip("no Chromium found (set VITRINA_CHROME or install /usr/bin/chromium): browser test skipped")
	}
	dir, err := os.MkdirTemp("", "vitrina-chrome-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chrome), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true), chromedp.UserDataDir(dir),
		chromedp.WindowSize(1280, 900))
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	t.Cleanup(cancelTab)
	// The first Run starts the browser; it must not carry a timeout (that would stop the browser).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return ctx
}

// step bounds one browser step so a broken page fails the test instead of hanging it.
func step(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	t.Cleanup(cancel)
	return c
}

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
