package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestVersionAndHelp(t *testing.T) {
	for _, cmd := range []string{"serve", "keys", "migrate", "version", "healthcheck"} {
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

// addrWriter reports the address from serve's "Vitrina en <url>" line.
type addrWriter struct {
	mu   sync.Mutex
	buf  strings.Builder
	addr chan string
}

func (w *addrWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	for _, line := range strings.Split(w.buf.String(), "\n") {
		if url, ok := strings.CutPrefix(line, "Vitrina en "); ok && w.addr != nil {
			w.addr <- url
			w.addr = nil
		}
	}
	return len(p), nil
}

// TestServeShutsDownGracefully starts serve, begins a request, stops the server (as SIGTERM does)
// and checks that the request still completes and serve returns cleanly. The request asks for
// `100 Continue`, which the server sends only once the handler reads the body: so the request is
// known to be in flight before the server is told to stop.
func TestServeShutsDownGracefully(t *testing.T) {
	dir := t.TempDir()
	keys, err := runCLI(t, "keys", "--data-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	serviceKey := strings.TrimPrefix(strings.Split(strings.TrimSpace(keys), "\n")[1], "SERVICE_ROLE_KEY=")

	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	addr := make(chan string, 1)
	stdout := &addrWriter{addr: addr}
	env := &environment{stdout: stdout, stderr: io.Discard, lookupEnv: func(string) (string, bool) { return "", false }}
	done := make(chan error, 1)
	go func() { done <- run(ctx, env, []string{"serve", "--data-dir", dir, "--addr", "127.0.0.1:0"}) }()

	var base string
	select {
	case base = <-addr:
	case err := <-done:
		t.Fatalf("serve ended early: %v", err)
	}
	res, err := http.Get(base + "/healthz")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", res, err)
	}
	res.Body.Close()

	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"nombre":"Durante el apagado"}`
	fmt.Fprintf(conn, "POST /rest/v1/categorias HTTP/1.1\r\nHost: vitrina\r\napikey: %s\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: application/json\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n", serviceKey, serviceKey, len(body))
	reader := bufio.NewReader(conn)
	if line, err := reader.ReadString('\n'); err != nil || !strings.Contains(line, "100 Continue") {
		t.Fatalf("want 100 Continue, got %q %v", line, err)
	}
	if _, err := reader.ReadString('\n'); err != nil { // the blank line after the interim response
		t.Fatal(err)
	}
	stop() // the handler is now waiting for the body
	if _, err := io.WriteString(conn, body); err != nil {
		t.Fatal(err)
	}
	final, err := http.ReadResponse(reader, nil)
	if err != nil || final.StatusCode != http.StatusCreated {
		t.Fatalf("in-flight request: %v %v", final, err)
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
