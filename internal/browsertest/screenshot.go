package browsertest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Screenshots tells whether screenshots are asked for ($VITRINA_SCREENSHOTS names a folder), to skip
// what only they need.
func Screenshots() bool { return os.Getenv("VITRINA_SCREENSHOTS") != "" }

// Screenshot saves the whole page as <name>.png in $VITRINA_SCREENSHOTS; nothing without it.
func Screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	if !Screenshots() {
		return
	}
	png, err := chromedp.Run(Step(t, ctx), chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	save(t, name, png)
}

// ScreenshotTop saves the top of the page, down to height CSS pixels (the whole page when shorter),
// at the viewport's width and one image pixel per CSS pixel, as <name>.png in $VITRINA_SCREENSHOTS;
// nothing without it. It answers the file's size, for pictures kept in the repository.
func ScreenshotTop(t testing.TB, ctx context.Context, name string, height int64) int {
	t.Helper()
	if !Screenshots() {
		return 0
	}
	size, err := chromedp.Run(Step(t, ctx), chromedp.Evaluate[[]float64](`[document.documentElement.clientWidth, document.documentElement.scrollHeight]`))
	if err != nil || len(size) != 2 {
		t.Fatalf("screenshot %s: the page's size: %v", name, err)
	}
	clip := &page.Viewport{Width: size[0], Height: min(size[1], float64(height)), Scale: 1}
	png, err := chromedp.Run(Step(t, ctx), func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
		r, err := cdp.Call(ctx, tg, page.CaptureScreenshot, page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng,
			Clip: clip, CaptureBeyondViewport: new(true), FromSurface: new(true)})
		if err != nil {
			return nil, err
		}
		return r.Data, nil
	})
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	save(t, name, png)
	return len(png)
}

// save writes <name>.png in $VITRINA_SCREENSHOTS.
func save(t testing.TB, name string, png []byte) {
	t.Helper()
	dir := os.Getenv("VITRINA_SCREENSHOTS")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
