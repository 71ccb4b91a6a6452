package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

// runHealthcheck asks a running vitrina on this host for /healthz and succeeds only on a 200. It is
// the container image's health check: the image has no shell nor curl, so the binary checks itself.
func runHealthcheck(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "healthcheck", "healthcheck [--addr 127.0.0.1:8080] [--timeout 3s]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	addr := fs.String("addr", cfg.Addr, "the address vitrina serve listens on (default VITRINA_ADDR)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	target, err := dialAddr(*addr)
	if err != nil {
		return fmt.Errorf("unhealthy: %w", err)
	}
	url := "http://" + target + "/healthz"
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return fmt.Errorf("unhealthy: %w", err)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("unhealthy: %w", err)
	}
	defer res.Body.Close()
	var answer struct {
		Status  string `json:"status"`
		Version string `json:"version"`
	}
	_ = json.NewDecoder(io.LimitReader(res.Body, 64<<10)).Decode(&answer) // the status code decides
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("unhealthy: %s answered %s (status %q)", url, res.Status, answer.Status)
	}
	fmt.Fprintf(env.stdout, "healthy: %s answered %s (version %s)\n", url, res.Status, answer.Version)
	return nil
}

// dialAddr turns a listen address into one to connect to: a wildcard or empty host (0.0.0.0, ::,
// ":8080") means every interface, of which loopback is the one always there.
func dialAddr(listen string) (string, error) {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return "", fmt.Errorf("address %q: want host:port such as 127.0.0.1:8080", listen)
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}
