package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/backup"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// ack is one write the server acknowledged, and when.
type ack struct {
	name string // the row's nombre, or the file's path in the clientes bucket
	at   time.Time
}

// acks records acknowledged writes from several goroutines.
type acks struct {
	mu          sync.Mutex
	rows, files []ack
}

func (a *acks) add(file bool, name string) {
	at := time.Now()
	a.mu.Lock()
	defer a.mu.Unlock()
	if file {
		a.files = append(a.files, ack{name, at})
	} else {
		a.rows = append(a.rows, ack{name, at})
	}
}

func (a *acks) counts() (rows, files int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.rows), len(a.files)
}

// site is where one test site lives: its data directory, database and file store.
type testSite struct {
	dataDir, databaseURL, storageURL string
}

func newTestSite(t *testing.T) testSite {
	return testSite{dataDir: t.TempDir(), databaseURL: platformtest.TestDatabaseURL(t), storageURL: platformtest.TestStorageURL(t)}
}

func (s testSite) env(extra ...string) map[string]string {
	creds := platformtest.TestS3Credentials()
	env := map[string]string{"VITRINA_DATA_DIR": s.dataDir, "DATABASE_URL": s.databaseURL, "STORAGE_URL": s.storageURL,
		"AWS_ACCESS_KEY_ID": creds.AccessKey, "AWS_SECRET_ACCESS_KEY": creds.SecretKey}
	for i := 0; i+1 < len(extra); i += 2 {
		env[extra[i]] = extra[i+1]
	}
	return env
}

func lookupIn(env map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := env[k]; return v, ok }
}

// TestScheduledBackupUnderWrites starts serve with a backup every second, writes rows through
// /rest/v1 and files through /storage/v1 while the scheduled backups are taken, restores one into an
// empty site with `vitrina restore`, and finds there every row and file acknowledged before that
// backup began. SQLite and the data directory by default; PostgreSQL and S3 (backups in the bucket
// too) with VITRINA_TEST_DATABASE_URL and VITRINA_TEST_STORAGE_URL.
func TestScheduledBackupUnderWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("runs serve with writers for several seconds")
	}
	src := newTestSite(t)
	backupsTo := filepath.Join(t.TempDir(), "backups")
	if src.storageURL != "" {
		backupsTo = platformtest.TestStorageURL(t)
	}
	srcEnv := src.env("VITRINA_BACKUP_EVERY", "1s", "VITRINA_BACKUP_KEEP", "3", "VITRINA_BACKUP_TO", backupsTo)
	cfg, err := config.FromEnv(lookupIn(srcEnv))
	if err != nil {
		t.Fatal(err)
	}

	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	addr := make(chan string, 1)
	logs := &lockedBuffer{}
	env := &environment{stdout: &addrWriter{addr: addr}, stderr: logs, lookupEnv: lookupIn(srcEnv)}
	done := make(chan error, 1)
	go func() { done <- run(ctx, env, []string{"serve", "--addr", "127.0.0.1:0"}) }()
	var base string
	select {
	case base = <-addr:
	case err := <-done:
		t.Fatalf("serve ended early: %v\n%s", err, logs)
	}
	keyOut, err := runCLIWith(t, srcEnv, "keys")
	if err != nil {
		t.Fatal(err)
	}
	key := strings.TrimPrefix(strings.Split(strings.TrimSpace(keyOut), "\n")[1], "SERVICE_ROLE_KEY=")

	var got acks
	writers, stopWriters := context.WithCancel(ctx)
	var wg sync.WaitGroup
	writeErrs := make(chan error, 2)
	for _, file := range []bool{false, true} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; writers.Err() == nil; i++ {
				name, err := write(writers, base, key, file, i)
				if err != nil {
					if writers.Err() == nil {
						writeErrs <- err
					}
					return
				}
				got.add(file, name)
			}
		}()
	}

	// Wait for writes on both sides, then for a backup that began after them and finished while the
	// writers kept going.
	waitFor(t, "the first writes", func() bool { r, f := got.counts(); return r >= 20 && f >= 20 })
	writesBefore := time.Now()
	target, err := backup.OpenTarget(ctx, backupsTo, backup.Credentials(cfg))
	if err != nil {
		t.Fatal(err)
	}
	var chosen backup.Header
	var chosenName string
	waitFor(t, "a scheduled backup begun after the first writes", func() bool {
		names, err := target.List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			h := readBackupHeader(t, target, n)
			if h.StartedAt.After(writesBefore) {
				chosen, chosenName = h, n
				return true
			}
		}
		return false
	})
	r0, f0 := got.counts()
	waitFor(t, "writes after the backup", func() bool { r, f := got.counts(); return r > r0+5 && f > f0+5 })
	stopWriters()
	wg.Wait()
	close(writeErrs)
	for err := range writeErrs {
		t.Errorf("write: %v", err)
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v", err)
	}
	if !strings.Contains(logs.String(), "backup taken") {
		t.Errorf("no success in the log:\n%s", logs)
	}
	if names, _ := target.List(context.Background()); len(names) > 3 {
		t.Errorf("%d backups kept, want at most VITRINA_BACKUP_KEEP=3: %v", len(names), names)
	}

	dst := newTestSite(t)
	from := filepath.Join(backupsTo, chosenName)
	if strings.HasPrefix(backupsTo, "s3://") {
		u, _ := url.Parse(backupsTo)
		u.Path = path.Join(u.Path, chosenName)
		from = u.String()
	}
	if out, err := runCLIWith(t, dst.env(), "restore", "--from", from); err != nil {
		t.Fatalf("restore: %v\n%s", err, out)
	}
	out, err := runCLIWith(t, dst.env(), "restore", "--from", from)
	if err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("a second restore into the same site: %v, want a refusal\n%s", err, out)
	}
	dstCfg, err := config.FromEnv(lookupIn(dst.env()))
	if err != nil {
		t.Fatal(err)
	}
	restored := openConfigured(t, dstCfg)
	if restored.Keys().ServiceRoleKey() != key {
		t.Error("the restored site has other keys")
	}
	checkRestored(t, restored.Handler(), key, &got, chosen.StartedAt)
}

// write makes the i-th row or file and returns its name once the server acknowledged it.
func write(ctx context.Context, base, key string, file bool, i int) (string, error) {
	name := fmt.Sprintf("fila-%d", i)
	method, target, body, ctype := http.MethodPost, base+"/rest/v1/categorias", fmt.Sprintf(`{"nombre":%q}`, name), "application/json"
	if file {
		name = fmt.Sprintf("respaldo/f-%d.svg", i)
		method, target, ctype = http.MethodPost, base+"/storage/v1/object/clientes/"+name, "image/svg+xml"
		body = svgOf(name)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, strings.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("apikey", key)
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", ctype)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode/100 != 2 {
		return "", fmt.Errorf("%s %s: %d %s", method, target, res.StatusCode, b)
	}
	return name, nil
}

func svgOf(name string) string {
	return `<svg xmlns="http://www.w3.org/2000/svg"><title>` + name + `</title></svg>`
}

// checkRestored finds every row and file acknowledged before the backup began.
func checkRestored(t *testing.T, h http.Handler, key string, got *acks, startedAt time.Time) {
	t.Helper()
	auth := []string{"apikey", key, "Authorization", "Bearer " + key}
	code, body := call(h, "GET", "/rest/v1/categorias?select=nombre&nombre=like.fila-*", "", auth...)
	if code != 200 {
		t.Fatalf("rows: %d %s", code, body)
	}
	var rows []struct{ Nombre string }
	if err := json.Unmarshal([]byte(body), &rows); err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, r := range rows {
		have[r.Nombre] = true
	}
	before, after := 0, 0
	for _, a := range got.rows {
		if !a.at.Before(startedAt) {
			after++
			continue
		}
		before++
		if !have[a.name] {
			t.Errorf("row %s, acknowledged %s before the backup began, is not in it", a.name, startedAt.Sub(a.at))
		}
	}
	for _, a := range got.files {
		if !a.at.Before(startedAt) {
			after++
			continue
		}
		before++
		if code, body := call(h, "GET", "/storage/v1/object/clientes/"+a.name, "", auth...); code != 200 || body != svgOf(a.name) {
			t.Errorf("file %s, acknowledged %s before the backup began: %d %q", a.name, startedAt.Sub(a.at), code, body)
		}
	}
	if before < 40 || after == 0 {
		t.Errorf("%d writes before the backup and %d after: want writes on both sides", before, after)
	}
	t.Logf("%d acknowledged writes before the backup, all restored; %d after it", before, after)
}

func readBackupHeader(t *testing.T, target backup.Target, name string) backup.Header {
	t.Helper()
	r, err := target.Open(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	h, err := backup.ReadHeader(r)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return h
}

// waitFor polls cond until it holds, failing the test after a minute.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond) // a poll interval, not a wait for an event
	}
}

func runCLIWith(t *testing.T, envVars map[string]string, args ...string) (string, error) {
	t.Helper()
	var out strings.Builder
	env := &environment{stdout: &out, stderr: &out, lookupEnv: lookupIn(envVars)}
	err := run(context.Background(), env, args)
	return out.String(), err
}

// lockedBuffer is a log sink serve and the test share.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
