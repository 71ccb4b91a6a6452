package crashtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildBinary compiles cmd/vitrina once into dir.
func buildBinary(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	root := filepath.Dir(strings.TrimSpace(string(out)))
	bin := filepath.Join(dir, "vitrina")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/vitrina")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build vitrina: %v\n%s", err, b)
	}
	return bin
}

// serviceKey returns the service role key of a data directory (`vitrina keys`).
func serviceKey(t *testing.T, bin, dataDir string) string {
	t.Helper()
	out, err := exec.Command(bin, "keys", "--data-dir", dataDir).Output()
	if err != nil {
		t.Fatalf("vitrina keys: %v", err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if k, ok := strings.CutPrefix(line, "SERVICE_ROLE_KEY="); ok {
			return k
		}
	}
	t.Fatalf("no SERVICE_ROLE_KEY in %q", out)
	return ""
}

// process is one running `vitrina serve`.
type process struct {
	cmd  *exec.Cmd
	base string // http://127.0.0.1:port
	logs *os.File
}

// start runs `vitrina serve` on a loopback port (files on storageURL, "" for the data directory) and waits until /readyz answers 200.
func start(t *testing.T, bin, dataDir, logPath, storageURL string) *process {
	t.Helper()
	logs, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", "--data-dir", dataDir, "--addr", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "VITRINA_DATA_DIR="+dataDir, "STORAGE_URL="+storageURL)
	cmd.Stderr = logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start vitrina serve: %v", err)
	}
	p := &process{cmd: cmd, logs: logs}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "Vitrina en "); ok {
				addr <- u
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case p.base = <-addr:
	case <-time.After(60 * time.Second):
		p.kill()
		t.Fatal("vitrina serve did not print its address within 60 s")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tick := time.NewTicker(20 * time.Millisecond) // poll interval, not a timing assumption
	defer tick.Stop()
	for {
		err := ready(ctx, p.base)
		if err == nil {
			return p
		}
		select {
		case <-ctx.Done():
			p.kill()
			t.Fatalf("vitrina serve not ready: %v", err)
		case <-tick.C:
		}
	}
}

func ready(ctx context.Context, base string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/readyz", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("/readyz: %d", res.StatusCode)
	}
	return nil
}

// kill sends SIGKILL and reaps the process.
func (p *process) kill() {
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
	_ = p.logs.Close()
}

// stop asks the process to shut down gracefully (SIGTERM) and waits.
func (p *process) stop(t *testing.T) {
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
