package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
)

// pgProxy is a loopback TCP proxy in front of PostgreSQL that the test can cut and restore.
type pgProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  map[net.Conn]struct{}
}

func startProxy(t *testing.T, target string) *pgProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &pgProxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	t.Cleanup(func() { _ = ln.Close(); p.cut() })
	go p.serve()
	return p
}

func (p *pgProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		go p.pipe(c)
	}
}

func (p *pgProxy) pipe(client net.Conn) {
	if !p.track(client) {
		_ = client.Close() // PostgreSQL "unreachable": the connection closes at once
		return
	}
	server, err := net.Dial("tcp", p.target)
	if err != nil || !p.track(server) {
		_ = client.Close()
		if server != nil {
			_ = server.Close()
		}
		return
	}
	go func() { _, _ = io.Copy(server, client); _ = server.Close() }()
	_, _ = io.Copy(client, server)
	_ = client.Close()
}

func (p *pgProxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.down {
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

// cut closes every connection and refuses new ones until restore.
func (p *pgProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for c := range p.conns {
		_ = c.Close()
	}
	clear(p.conns)
}

func (p *pgProxy) restore() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = false
}

// TestPostgresOutage puts a proxy between Vitrina and PostgreSQL, drives requests on every API
// under load, cuts all connections, checks that each API answers 503 in its own error shape (never
// a 500, a panic or a hang), restores the proxy and sees every API recover without a restart.
func TestPostgresOutage(t *testing.T) {
	dbURL := requirePostgres(t, "the outage is a cut PostgreSQL connection")
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := startProxy(t, u.Host)
	u.Host = proxy.ln.Addr().String()
	srv := openInstance(t, u.String(), func(c *config.Config) { c.SiteCache = false })
	h := srv.Handler()
	ctx := context.Background()
	email, password, err := srv.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, cookie := cmsLogin(t, h, email, password)
	anon, service := srv.Keys().AnonKey(), srv.Keys().ServiceRoleKey()
	signIn := call(ctx, h, http.MethodPost, "/auth/v1/token?grant_type=password",
		fmt.Sprintf(`{"email":%q,"password":%q}`, email, password), "apikey", anon, "Content-Type", "application/json")
	userToken, _ := signIn.json(t)["access_token"].(string)

	// Each probe is one API; shape checks its 503 body.
	type probe struct {
		name, path string
		header     []string
		shape      func(map[string]any) bool
	}
	probes := []probe{
		{"rest", "/rest/v1/categoria-servicios?select=id,name", []string{"apikey", anon},
			func(m map[string]any) bool { _, ok := m["code"].(string); return ok && m["message"] != nil }},
		{"auth", "/auth/v1/user", []string{"apikey", anon, "Authorization", "Bearer " + userToken},
			func(m map[string]any) bool { return m["code"] == float64(503) && m["error_code"] != nil }},
		{"storage", "/storage/v1/bucket", []string{"apikey", service, "Authorization", "Bearer " + service},
			func(m map[string]any) bool { return m["statusCode"] == "503" && m["code"] != nil }},
		{"cms", "/api/admin_roles_api.php?action=get_roles", []string{"Cookie", cookie, "Accept", "application/json"},
			func(m map[string]any) bool { return m["success"] == false && m["error"] != nil }},
		{"site", "/", nil, nil},
	}
	send := func(p probe) reply {
		rctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		start := time.Now()
		r := call(rctx, h, http.MethodGet, p.path, "", p.header...)
		if d := time.Since(start); d > 15*time.Second {
			t.Errorf("%s: request hung for %v", p.name, d)
		}
		return r
	}
	for _, p := range probes {
		if r := send(p); r.status != http.StatusOK {
			t.Fatalf("%s before the outage: %d %s", p.name, r.status, r.body)
		}
	}

	// Load: workers loop over the probes until the test ends; any answer but 200 or a clean 503 fails.
	var (
		stop     atomic.Bool
		wg       sync.WaitGroup
		answered atomic.Int64
		mu       sync.Mutex
		bad      []string
	)
	for w := range 8 {
		wg.Go(func() {
			for i := w; !stop.Load(); i++ {
				p := probes[i%len(probes)]
				r := send(p)
				answered.Add(1)
				if r.status != http.StatusOK && r.status != http.StatusServiceUnavailable {
					mu.Lock()
					bad = append(bad, fmt.Sprintf("%s: %d %s", p.name, r.status, r.body))
					mu.Unlock()
				}
			}
		})
	}
	defer func() { stop.Store(true); wg.Wait() }()
	waitAnswers := func(n int64) {
		target := answered.Load() + n
		for deadline := time.Now().Add(30 * time.Second); answered.Load() < target; {
			if time.Now().After(deadline) {
				t.Fatal("the load stalled")
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	waitAnswers(100)

	// until polls p until it answers status or the deadline passes, and returns its last answer.
	until := func(p probe, status int) reply {
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			if r := send(p); r.status == status || time.Now().After(deadline) {
				return r
			}
		}
	}

	proxy.cut()
	for _, p := range probes {
		r := until(p, http.StatusServiceUnavailable)
		if r.status != http.StatusServiceUnavailable {
			t.Errorf("%s while PostgreSQL is unreachable: %d %s", p.name, r.status, r.body)
			continue
		}
		if p.shape != nil {
			var m map[string]any
			if err := json.Unmarshal([]byte(r.body), &m); err != nil || !p.shape(m) {
				t.Errorf("%s: 503 not in the API's error shape: %s", p.name, r.body)
			}
		}
	}
	if r := call(ctx, h, http.MethodGet, "/healthz", ""); r.status != http.StatusServiceUnavailable {
		t.Errorf("/healthz during the outage: %d", r.status)
	}
	waitAnswers(100)

	proxy.restore()
	for _, p := range probes {
		if r := until(p, http.StatusOK); r.status != http.StatusOK {
			t.Errorf("%s did not recover: %d %s", p.name, r.status, r.body)
		}
	}
	waitAnswers(100)
	stop.Store(true)
	wg.Wait()
	for _, b := range bad {
		t.Error("unclean answer under load: " + b)
	}
}
