package browsertest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// Screenshots tells whether screenshots are asked for ($VITRINA_SCREENSHOTS names a folder), to skip
// what only they need.
func Screenshots() bool { return os.Getenv("VITRINA_SCREENSHOTS") != "" }

// Screenshot saves the whole page as <name>.png in $VITRINA_SCREENSHOTS; nothing without it.
func Screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("VITRINA_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(Step(t, ctx), chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
