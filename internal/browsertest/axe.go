package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// AxeTags are the rule sets the accessibility checks enforce: WCAG 2.0, 2.1 and 2.2 at levels A and
// AA, and axe's best practices (empty-table-header, landmarks, heading order…).
const AxeTags = `['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']`

// AxeSource reads axe.min.js from $VITRINA_NODE_MODULES (default /tmp/vitrina-node/node_modules);
// without it the test skips, or fails under CI.
func AxeSource(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("VITRINA_NODE_MODULES")
	if dir == "" {
		dir = "/tmp/vitrina-node/node_modules"
	}
	src, err := os.ReadFile(filepath.Join(dir, "axe-core", "axe.min.js"))
	if err != nil {
		msg := fmt.Sprintf("axe-core not found in %s (npm install --prefix %s axe-core@4.11.4; .ci/run does): %v", dir, filepath.Dir(dir), err)
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return string(src)
}

// AxeViolation is one failed axe rule on a page, with a few of the elements it failed on.
type AxeViolation struct {
	ID, Impact, Help string
	Nodes            []string
}

// RunAxe injects axe-core (its source from AxeSource) into the page shown and returns its
// violations.
func RunAxe(t testing.TB, ctx context.Context, axe string) []AxeViolation {
	t.Helper()
	if _, err := chromedp.Run(Step(t, ctx), chromedp.Evaluate[chromedp.Void](axe)); err != nil {
		t.Fatalf("inject axe-core: %v", err)
	}
	out, err := chromedp.Run(Step(t, ctx), chromedp.Evaluate[string](`axe.run(document, {
		runOnly: {type: 'tag', values: `+AxeTags+`}, resultTypes: ['violations'],
	}).then(r => JSON.stringify(r.violations.map(v => ({ID: v.id, Impact: v.impact || '', Help: v.help,
		Nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\s+/g, ' '))}))))`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("run axe-core: %v", err)
	}
	var found []AxeViolation
	if err := json.Unmarshal([]byte(out), &found); err != nil {
		t.Fatalf("axe-core's answer: %v", err)
	}
	return found
}

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
