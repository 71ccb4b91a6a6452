package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestVersionAndHelp(t *testing.T) {
	out, err := runCLI(t, "version")
	if err != nil || !strings.HasPrefix(out, "vitrina ") {
		t.Fatalf("version: %q %v", out, err)
	}
	for _, cmd := range []string{"serve", "keys", "migrate", "version"} {
		out, err := runCLI(t, cmd, "--help")
		if !errors.Is(err, flag.ErrHelp) || !strings.Contains(out, "Usage: vitrina "+cmd) {
			t.Errorf("%s --help: %q %v", cmd, out, err)
		}
	}
	if out, err := runCLI(t, "--help"); err != nil || !strings.Contains(out, "Commands:") {
		t.Errorf("--help: %q %v", out, err)
	}
	if _, err := runCLI(t, "frobnicate"); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Errorf("unknown command: %v", err)
	}
	if _, err := runCLI(t, "serve", "--no-such-flag"); err == nil {
		t.Error("unknown flag accepted")
	}
}

func TestKeysAreStablePerDataDir(t *testing.T) {
	dir := t.TempDir()
	first, err := runCLI(t, "keys", "--data-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^API_KEY=ey[\w-]+\.[\w-]+\.[\w-]+\nSERVICE_ROLE_KEY=ey[\w-]+\.[\w-]+\.[\w-]+\n$`).MatchString(first) {
		t.Fatalf("keys output %q", first)
	}
	second, _ := runCLI(t, "keys", "--data-dir", dir)
	if first != second {
		t.Fatal("keys changed between runs on the same data directory")
	}
	other, _ := runCLI(t, "keys", "--data-dir", t.TempDir())
	if other == first {
		t.Fatal("two data directories share keys")
	}
}

func TestMigrateIsIdempotent(t *testing.T) {
	dir := t.TempDir()
	out, err := runCLI(t, "migrate", "--data-dir", dir)
	if err != nil || !regexp.MustCompile(`applied [1-9]\d* migration`).MatchString(out) {
		t.Fatalf("first migrate: %q %v", out, err)
	}
	out, err = runCLI(t, "migrate", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "applied 0 migration") {
		t.Fatalf("second migrate: %q %v", out, err)
	}
}

// signalWriter reports the first line written to it.
type signalWriter struct {
	mu    sync.Mutex
	buf   strings.Builder
	lines chan string
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if i := strings.IndexByte(w.buf.String(), '\n'); i >= 0 && w.lines != nil {
		w.lines <- w.buf.String()[:i]
		w.lines = nil
	}
	return len(p), nil
}

// TestServeShutsDownGracefully starts serve, begins a request, stops the server (as SIGTERM does)
// and checks that the request still completes and serve returns cleanly.
func TestServeShutsDownGracefully(t *testing.T) {
	dir := t.TempDir()
	keys, err := runCLI(t, "keys", "--data-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	serviceKey := strings.TrimPrefix(strings.Split(strings.TrimSpace(keys), "\n")[1], "SERVICE_ROLE_KEY=")

	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	stdout := &signalWriter{lines: make(chan string, 1)}
	env := &environment{stdout: stdout, stderr: io.Discard, lookupEnv: func(string) (string, bool) { return "", false }}
	done := make(chan error, 1)
	go func() { done <- run(ctx, env, []string{"serve", "--data-dir", dir, "--addr", "127.0.0.1:0"}) }()

	var base string
	select {
	case line := <-stdout.lines:
		base = strings.TrimPrefix(line, "Vitrina en ")
	case err := <-done:
		t.Fatalf("serve ended early: %v", err)
	}
	res, err := http.Get(base + "/healthz")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", res, err)
	}
	res.Body.Close()

	// A request whose body is still arriving when the server is told to stop.
	body, feed := io.Pipe()
	req, _ := http.NewRequest("POST", base+"/rest/v1/categorias", body)
	req.Header.Set("apikey", serviceKey)
	req.Header.Set("Authorization", "Bearer "+serviceKey)
	req.Header.Set("Content-Type", "application/json")
	answered := make(chan *http.Response, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("in-flight request failed: %v", err)
			answered <- nil
			return
		}
		answered <- res
	}()
	if _, err := feed.Write([]byte(`{"nombre":`)); err != nil { // returns once the server reads it
		t.Fatal(err)
	}
	stop()
	if _, err := feed.Write([]byte(`"Durante el apagado"}`)); err != nil {
		t.Fatal(err)
	}
	feed.Close()
	if res := <-answered; res == nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("in-flight request: %+v", res)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}
