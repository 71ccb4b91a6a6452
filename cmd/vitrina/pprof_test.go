package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// serve --pprof serves Go's profiles on a loopback address only.
func TestPprofOnLoopbackOnly(t *testing.T) {
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.1:6060", "example.com:6060", "no-port"} {
		if _, err := servePprof(ctx, addr, logger); err == nil {
			t.Errorf("--pprof %s was accepted", addr)
		}
	}
	addr, err := servePprof(ctx, "127.0.0.1:0", logger)
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get("http://" + addr + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || !strings.Contains(string(body), "goroutine profile") {
		t.Fatalf("profile: %d %.200s", res.StatusCode, body)
	}
}
