package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// healthcheck runs `vitrina healthcheck` with VITRINA_ADDR set as a container sets it.
func healthcheck(t *testing.T, addr string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	env := &environment{stdout: &out, stderr: &out, lookupEnv: func(name string) (string, bool) {
		if name == "VITRINA_ADDR" {
			return addr, true
		}
		return "", false
	}}
	err := run(context.Background(), env, append([]string{"healthcheck"}, args...))
	return out.String(), err
}

// A server listening on every interface (as in the container, VITRINA_ADDR=0.0.0.0:8080) is checked
// through loopback and found healthy; the check prints one line.
func TestHealthcheckAgainstARunningServer(t *testing.T) {
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	addr := make(chan string, 1)
	env := &environment{stdout: &addrWriter{addr: addr}, stderr: io.Discard, lookupEnv: func(string) (string, bool) { return "", false }}
	done := make(chan error, 1)
	go func() { done <- run(ctx, env, []string{"serve", "--data-dir", t.TempDir(), "--addr", "0.0.0.0:0"}) }()
	var base string
	select {
	case base = <-addr:
	case err := <-done:
		t.Fatalf("serve ended early: %v", err)
	}
	_, port, err := net.SplitHostPort(strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatalf("serve printed %q: %v", base, err)
	}

	out, err := healthcheck(t, "0.0.0.0:"+port)
	if err != nil {
		t.Fatalf("healthcheck: %v\n%s", err, out)
	}
	if want := "healthy: http://127.0.0.1:" + port + "/healthz answered 200 OK"; !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 1 {
		t.Errorf("healthcheck printed %q, want one line starting %q", out, want)
	}
	// --addr overrides the environment.
	if out, err := healthcheck(t, "127.0.0.1:1", "--addr", ":"+port); err != nil {
		t.Errorf("healthcheck --addr :%s: %v\n%s", port, err, out)
	}

	stop()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// With nothing listening, or a server that answers anything but 200, the check fails with one line.
func TestHealthcheckFails(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String() // free again once closed: nothing listens there
	ln.Close()
	unavailable := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, `{"status":"unavailable"}`)
	}))
	defer unavailable.Close()

	for _, tc := range []struct {
		name, addr, want string
	}{
		{"nothing listening", closed, "connection refused"},
		{"unavailable", strings.TrimPrefix(unavailable.URL, "http://"), `answered 503 Service Unavailable (status "unavailable")`},
		{"not an address", "no-port", `address "no-port": want host:port`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := healthcheck(t, tc.addr, "--timeout", "2s")
			if err == nil {
				t.Fatalf("healthcheck succeeded: %q", out)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "unhealthy: ") || !strings.Contains(msg, tc.want) || strings.Contains(msg, "\n") {
				t.Errorf("error %q, want one line with %q", msg, tc.want)
			}
		})
	}
}
