package server_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// TestSupabaseJSOTPAndPKCE runs supabase-js's passwordless sign-in (signInWithOtp, the PKCE
// exchange, verifyOtp) against a real server: the script asks for what a person would take from the
// e-mail, and the test reads it from the server's outbox. Without Node and the npm packages it skips,
// saying how to get them.
func TestSupabaseJSOTPAndPKCE(t *testing.T) {
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
	for _, email := range []string{"enlace@example.com", "codigo@example.com"} {
		if _, err := e.srv.CMSService().CreateAccount(context.Background(), cms.NewAccount{Email: email, Password: "clave-segura-1"}); err != nil {
			t.Fatal(err)
		}
	}
	script, err := filepath.Abs("testdata/supabase_otp_pkce.cjs")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script)
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules, "VITRINA_URL="+e.base, "VITRINA_KEY="+e.anon,
		"VITRINA_EMAIL=enlace@example.com", "VITRINA_EMAIL2=codigo@example.com")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var last string
	for sc := bufio.NewScanner(stdout); sc.Scan(); {
		last = sc.Text()
		ask, email, _ := strings.Cut(last, " ")
		switch ask {
		case "LINK":
			fmt.Fprintln(stdin, e.followPKCELink(t, e.latestMail(t, email)))
		case "CODE":
			m := regexp.MustCompile(`código: (\d{6})`).FindStringSubmatch(e.latestMail(t, email))
			if m == nil {
				t.Fatalf("no code in the e-mail to %s", email)
			}
			fmt.Fprintln(stdin, m[1])
		}
	}
	if err := cmd.Wait(); err != nil || last != "ok" {
		t.Fatalf("supabase-js passwordless sign-in: %v (last line %q)\n%s", err, last, stderr.String())
	}
}

// latestMail is the body of the newest e-mail to an address in the server's outbox.
func (e *hostileEnv) latestMail(t *testing.T, to string) string {
	t.Helper()
	var body string
	if err := e.srv.DB().QueryRow(context.Background(), `SELECT body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1`, to).Scan(&body); err != nil {
		t.Fatalf("no e-mail to %s: %v", to, err)
	}
	return body
}

// followPKCELink opens the e-mail's link as a browser would and answers the auth code its redirect
// carries.
func (e *hostileEnv) followPKCELink(t *testing.T, mail string) string {
	t.Helper()
	// The link names the configured public URL; this server listens on a port of its own.
	link := e.base + regexp.MustCompile(`/auth/v1/verify\S+`).FindString(mail)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	loc, err := url.Parse(res.Header.Get("Location"))
	if err != nil || loc.Query().Get("code") == "" {
		t.Fatalf("the link %s answered %d %s", link, res.StatusCode, res.Header.Get("Location"))
	}
	return loc.Query().Get("code")
}

// TestSupabaseJSData runs supabase-js's data and file calls (testdata/supabase_data.cjs) against a
// real server with the service key. Without Node and the npm packages it skips, saying how to get them.
func TestSupabaseJSData(t *testing.T) {
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
	script, err := filepath.Abs("testdata/supabase_data.cjs")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script)
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules, "VITRINA_URL="+e.base, "VITRINA_SERVICE_KEY="+e.service)
	out, err := cmd.CombinedOutput()
	if lines := strings.Split(strings.TrimSpace(string(out)), "\n"); err != nil || lines[len(lines)-1] != "ok" {
		t.Fatalf("supabase-js data and files: %v\n%s", err, out)
	}
}
