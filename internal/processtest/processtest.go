// Package processtest runs the real `vitrina` binary as a child process for the tests that need a
// whole process: killing it (the crash test), reading its memory from the system (the budget
// probes) or what the linker stamped in it (the version).
package processtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BuildOption changes how Build compiles the binary.
type BuildOption func(*buildConfig)

type buildConfig struct{ ldflags string }

// LDFlags passes flags to the linker, as a release build does to stamp the version
// (-X github.com/vitrina/vitrina/internal/version.version=…).
func LDFlags(flags string) BuildOption { return func(c *buildConfig) { c.ldflags = flags } }

// Build compiles cmd/vitrina into dir (without the race detector, whatever the tests run with:
// the process is measured or killed, not checked) and returns the binary's path.
func Build(t testing.TB, dir string, opts ...BuildOption) string {
	t.Helper()
	var cfg buildConfig
	for _, opt := range opts {
		opt(&cfg)
	}
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	root := filepath.Dir(strings.TrimSpace(string(out)))
	bin := filepath.Join(dir, "vitrina")
	args := []string{"build", "-o", bin}
	if cfg.ldflags != "" {
		args = append(args, "-ldflags", cfg.ldflags)
	}
	cmd := exec.Command("go", append(args, "./cmd/vitrina")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build vitrina: %v\n%s", err, b)
	}
	return bin
}

// ServiceKey returns the service role key of a data directory (`vitrina keys`).
func ServiceKey(t testing.TB, bin, dataDir string) string {
	t.Helper()
	return key(t, bin, dataDir, "SERVICE_ROLE_KEY=")
}

// APIKey returns the publishable (anon) key of a data directory (`vitrina keys`).
func APIKey(t testing.TB, bin, dataDir string) string {
	t.Helper()
	return key(t, bin, dataDir, "API_KEY=")
}

func key(t testing.TB, bin, dataDir, prefix string) string {
	t.Helper()
	out, err := exec.Command(bin, "keys", "--data-dir", dataDir).Output()
	if err != nil {
		t.Fatalf("vitrina keys: %v", err)
	}
	for line := range strings.SplitSeq(string(out), "\n") {
		if k, ok := strings.CutPrefix(line, prefix); ok {
			return k
		}
	}
	t.Fatalf("no %s in %q", strings.TrimSuffix(prefix, "="), out)
	return ""
}

// Process is one running `vitrina serve`.
type Process struct {
	cmd     *exec.Cmd
	Base    string   // http://127.0.0.1:port
	Printed []string // the lines serve printed before its address (the demo's sign-in)
	logs    *os.File
}

// Start runs `vitrina serve` on a loopback port with the data directory and the extra environment
// (NAME=value), its log appended to logPath, and waits until /readyz answers 200.
func Start(t testing.TB, bin, dataDir, logPath string, env ...string) *Process {
	t.Helper()
	return StartWith(t, bin, dataDir, logPath, nil, env...)
}

// StartWith is Start with more arguments for serve, such as --demo.
func StartWith(t testing.TB, bin, dataDir, logPath string, args []string, env ...string) *Process {
	t.Helper()
	logs, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append([]string{"serve", "--data-dir", dataDir, "--addr", "127.0.0.1:0"}, args...)...)
	cmd.Env = append(append(os.Environ(), "VITRINA_DATA_DIR="+dataDir), env...)
	cmd.Stderr = logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start vitrina serve: %v", err)
	}
	p := &Process{cmd: cmd, logs: logs}
	type printed struct {
		base  string
		lines []string
	}
	addr := make(chan printed, 1)
	go func() {
		var lines []string
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "Vitrina en "); ok {
				addr <- printed{u, lines}
			}
			lines = append(lines, sc.Text())
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case got := <-addr:
		p.Base, p.Printed = got.base, got.lines
	case <-time.After(3 * time.Minute): // a bound on a stuck start: --demo seeds first, slowly on a busy machine
		p.Kill()
		t.Fatal("vitrina serve did not print its address within 3 minutes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tick := time.NewTicker(20 * time.Millisecond) // poll interval, not a timing assumption
	defer tick.Stop()
	for {
		err := Ready(ctx, p.Base)
		if err == nil {
			return p
		}
		select {
		case <-ctx.Done():
			p.Kill()
			t.Fatalf("vitrina serve not ready: %v", err)
		case <-tick.C:
		}
	}
}

// Ready reports whether /readyz answers 200.
func Ready(ctx context.Context, base string) error { return answers200(ctx, base+"/readyz") }

// Healthy reports whether /healthz answers 200.
func Healthy(ctx context.Context, base string) error { return answers200(ctx, base+"/healthz") }

func answers200(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %d", req.URL.Path, res.StatusCode)
	}
	return nil
}

// Kill sends SIGKILL and reaps the process.
func (p *Process) Kill() {
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
	_ = p.logs.Close()
}

// Stop asks the process to shut down gracefully (SIGINT) and waits.
func (p *Process) Stop(t testing.TB) {
	t.Helper()
	_ = p.cmd.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		_ = p.cmd.Process.Kill()
		<-done
		t.Error("vitrina serve did not stop within 60 s of SIGINT")
	}
	_ = p.logs.Close()
}

// Memory is the process's resident memory now and at its peak (VmRSS and VmHWM of
// /proc/<pid>/status), in bytes.
func (p *Process) Memory(t testing.TB) (rss, peak int64) {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		t.Fatalf("read the process's memory: %v", err)
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		name, v, ok := strings.Cut(line, ":")
		if !ok || (name != "VmRSS" && name != "VmHWM") {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		if err != nil {
			t.Fatalf("%s: %q", name, v)
		}
		if name == "VmRSS" {
			rss = kb << 10
		} else {
			peak = kb << 10
		}
	}
	return rss, peak
}

// ResetPeak starts the peak (VmHWM) over from the current resident memory (clear_refs 5).
func (p *Process) ResetPeak(t testing.TB) {
	t.Helper()
	if err := os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", p.cmd.Process.Pid), []byte("5"), 0o200); err != nil {
		t.Fatalf("reset the process's peak memory: %v", err)
	}
}
