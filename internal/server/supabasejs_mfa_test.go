package server_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// supabaseJSModules is where .ci/run installs @supabase/supabase-js and ws (outside the
// repository); VITRINA_NODE_MODULES overrides it.
func supabaseJSModules() string {
	if d := os.Getenv("VITRINA_NODE_MODULES"); d != "" {
		return d
	}
	return "/tmp/vitrina-node/node_modules"
}

// TestSupabaseJSMFA runs supabase-js's auth.mfa (enroll, challenge, verify, replay,
// getAuthenticatorAssuranceLevel, listFactors, unenroll) against a real server on a loopback
// socket. It needs Node and the npm packages; without them it skips, saying how to get them.
func TestSupabaseJSMFA(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: install Node 20+ to run the supabase-js check (CI does)")
	}
	modules := supabaseJSModules()
	if _, err := os.Stat(filepath.Join(modules, "@supabase", "supabase-js")); err != nil {
		t.Skipf("@supabase/supabase-js not found in %s: npm install --prefix %s @supabase/supabase-js@2.109.0 ws (CI does)",
			modules, filepath.Dir(modules))
	}
	e := newClientEnv(t)
	if _, err := e.srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: "mfa@example.com", Password: "clave-segura-1"}); err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("testdata/supabase_mfa.cjs")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script)
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules, "VITRINA_URL="+e.base, "VITRINA_KEY="+e.anon,
		"VITRINA_EMAIL=mfa@example.com", "VITRINA_PASSWORD=clave-segura-1")
	out, err := cmd.CombinedOutput()
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if err != nil || lines[len(lines)-1] != "ok" {
		t.Fatalf("supabase-js auth.mfa: %v\n%s", err, out)
	}
}
