package themecheck_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/server/themecheck"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
)

// Each kind of broken theme is refused with its rule and a message that names the fault; the
// built-in themes pass.
func TestCheckRefusesBrokenThemes(t *testing.T) {
	ctx := context.Background()
	c, err := themecheck.Open(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tests := []struct {
		fixture, rule, message string
	}{
		{"missing-fields", theme.RuleManifest, "version is required"},
		{"unknown-page", theme.RuleUnknownPage, `overrides unknown page type "landing"`},
		{"parse-error", theme.RuleParse, "template does not parse"},
		{"execute-error", theme.RuleExecute, "page home: template fails on the demo site"},
		{"external-font", theme.RuleExternal, "https://fonts.googleapis.com/css2?family=Lobster"},
		{"script-file", theme.RuleCode, "static/app.js: themes carry no code"},
		{"inline-script", theme.RuleCode, "a <script> element"},
		{"image-alt", theme.RuleImageAlt, "image without alt attribute"},
		{"unlabelled-input", theme.RuleLabel, `page home: form field without a label: <input name="q">`},
		{"too-heavy", theme.RuleWeight, "the budget is 150 KB"},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			dir := filepath.Join("testdata", tt.fixture)
			if tt.fixture == "too-heavy" {
				dir = heavyTheme(t)
			}
			th, probs := theme.LoadDir(dir, site.PageTypes())
			probs, err := c.Check(ctx, th, probs)
			if err != nil {
				t.Fatal(err)
			}
			var found bool
			for _, p := range probs {
				found = found || p.Rule == tt.rule && strings.Contains(p.English(), tt.message)
				if p.Spanish() == "" || strings.Contains(p.Spanish(), "%!") {
					t.Errorf("Spanish message of %+v: %q", p, p.Spanish())
				}
			}
			if !found {
				t.Errorf("want %s problem with %q, got %v", tt.rule, tt.message, probs)
			}
		})
	}
	builtins, err := site.BuiltinThemes()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range builtins {
		t.Run("builtin "+b.Name, func(t *testing.T) {
			probs, err := c.Check(ctx, b, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(probs) > 0 {
				t.Errorf("built-in theme %s refused: %v", b.Name, probs)
			}
		})
	}
}

// heavyTheme is a theme whose stylesheet alone is over the budget (written here rather than kept as
// a 160 KB file).
func heavyTheme(t *testing.T) string {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "static"), 0o755); err != nil {
		t.Fatal(err)
	}
	manifest := `{"name": "too-heavy", "version": "1.0.0", "description": "Demasiado CSS."}`
	var css strings.Builder
	for i := 0; css.Len() < 160<<10; i++ {
		css.WriteString(".regla-" + strings.Repeat("x", 20) + string(rune('a'+i%26)) + " { margin: 0 auto; padding: 1rem 2rem; }\n")
	}
	for name, body := range map[string]string{"theme.json": manifest, "static/heavy.css": css.String()} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
