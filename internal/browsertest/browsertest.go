// Package browsertest starts a headless Chromium for the project's real-browser tests, with the
// flags these machines need, and skips a test (saying so) when no Chromium is installed.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// ChromePath finds Chromium: $VITRINA_CHROME, /usr/bin/chromium, or one on the PATH; "" if none.
func ChromePath() string {
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

// Start starts a headless Chromium with a fresh profile for the test and returns its tab's context,
// or skips the test without Chromium. The browser stops when the test ends.
//
// Browser tests run on SQLite only: what a browser sees does not depend on the database backend,
// whose behaviour the HTTP tests cover on both, and the browser scenarios are the slowest tests.
func Start(t testing.TB) context.Context {
	t.Helper()
	if os.Getenv("VITRINA_TEST_DATABASE_URL") != "" {
		t.Skip("browser tests run on SQLite only (VITRINA_TEST_DATABASE_URL is set)")
	}
	chrome := ChromePath()
	if chrome == "" {
		t.Skip("no Chromium found (set VITRINA_CHROME or install /usr/bin/chromium): browser test skipped")
	}
	dir, err := os.MkdirTemp("", "vitrina-chrome-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) }) // best effort: Chromium's helpers may still be exiting
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chrome), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true), chromedp.UserDataDir(dir),
		chromedp.WindowSize(1280, 900))
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	t.Cleanup(cancelTab)
	// The first action starts the browser; it must not carry a timeout (that would stop the browser).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return ctx
}

// Step bounds one browser step so that a broken page fails the test instead of hanging it.
func Step(t testing.TB, ctx context.Context) context.Context {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	t.Cleanup(cancel)
	return c
}
