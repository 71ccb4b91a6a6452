package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// AxeTags are the rule sets the accessibility checks enforce: WCAG 2.0, 2.1 and 2.2 at levels A and
// AA, and axe's best practices (empty-table-header, landmarks, heading order…).
const AxeTags = `['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']`

// AxeSource reads axe.min.js from $VITRINA_NODE_MODULES (or /tmp/vitrina-node/node_modules);
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

// Violation is one failed axe rule on a page, with a few of the elements it failed on.
type Violation struct {
	ID, Impact, Help string
	Nodes            []string
}

// Axe injects axe-core (src, from AxeSource) into the page shown and returns its violations.
func Axe(t testing.TB, ctx context.Context, src string) []Violation {
	t.Helper()
	if _, err := chromedp.Run(Step(t, ctx), chromedp.Evaluate[chromedp.Void](src)); err != nil {
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
	var found []Violation
	if err := json.Unmarshal([]byte(out), &found); err != nil {
		t.Fatalf("axe-core's answer: %v", err)
	}
	return found
}

// CheckAxe runs axe-core (src) on the page shown and reports each violation as an error of the test,
// naming the page as what.
func CheckAxe(t testing.TB, ctx context.Context, src, what string) {
	t.Helper()
	for _, v := range Axe(t, ctx, src) {
		t.Errorf("%s: %s (%s): %s — %s", what, v.ID, v.Impact, v.Help, strings.Join(v.Nodes, " | "))
	}
}
