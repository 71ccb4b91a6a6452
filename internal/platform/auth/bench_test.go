package auth_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"golang.org/x/crypto/bcrypt"
)

// benchUsers creates n confirmed accounts whose password hash has GoTrue's cost 10.
func benchUsers(b *testing.B, env *platformtest.Env, n int) []string {
	b.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte(testPassword), bcrypt.DefaultCost)
	if err != nil {
		b.Fatal(err)
	}
	emails := make([]string, n)
	for i := range emails {
		emails[i] = fmt.Sprintf("bench%d@example.com", i)
		rec := env.Do("POST", "/auth/v1/admin/users").As("service_role").JSON(`{"email":"` + emails[i] +
			`","email_confirm":true,"password_hash":"` + string(hash) + `"}`).Send()
		if rec.Code != 200 {
			b.Fatalf("create user: %d %s", rec.Code, rec.Body.String())
		}
	}
	return emails
}

var benchAddr atomic.Int64

// post sends a request from its own client address, so that the per-address limiter (which these
// benchmarks are not about) stays out of the way.
func post(env *platformtest.Env, path, body string) *httptest.ResponseRecorder {
	return postCtx(context.Background(), env, path, body)
}

func postCtx(ctx context.Context, env *platformtest.Env, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequestWithContext(ctx, "POST", path, strings.NewReader(body))
	req.Header.Set("apikey", env.Keys.AnonKey())
	req.Header.Set("Content-Type", "application/json")
	n := benchAddr.Add(1)
	req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1234", n>>16&255, n>>8&255, n&255)
	rec := httptest.NewRecorder()
	env.Handler.ServeHTTP(rec, req)
	return rec
}

// BenchmarkPasswordSignIn measures POST /token?grant_type=password with bcrypt cost 10, from
// parallel clients (sign-ins per second = 1e9 / ns/op).
func BenchmarkPasswordSignIn(b *testing.B) {
	env := newEnv(b)
	emails := benchUsers(b, env, 64)
	var i atomic.Int64
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			email := emails[int(i.Add(1))%len(emails)]
			env.Clock.Advance(time.Minute) // refills the per-e-mail limiter
			rec := post(env, "/auth/v1/token?grant_type=password", `{"email":"`+email+`","password":"`+testPassword+`"}`)
			if rec.Code != 200 {
				b.Fatalf("sign-in: %d %s", rec.Code, rec.Body.String())
			}
		}
	})
}

// BenchmarkTokenRefresh measures POST /token?grant_type=refresh_token, each client rotating its own
// session's token.
func BenchmarkTokenRefresh(b *testing.B) {
	env := newEnv(b)
	emails := benchUsers(b, env, 1)
	var mu sync.Mutex
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		mu.Lock()
		rec := post(env, "/auth/v1/token?grant_type=password", `{"email":"`+emails[0]+`","password":"`+testPassword+`"}`)
		mu.Unlock()
		token := decodeField(b, rec, "refresh_token")
		for pb.Next() {
			rec := post(env, "/auth/v1/token?grant_type=refresh_token", `{"refresh_token":"`+token+`"}`)
			if rec.Code != 200 {
				b.Fatalf("refresh: %d %s", rec.Code, rec.Body.String())
			}
			token = decodeField(b, rec, "refresh_token")
		}
	})
}

func decodeField(b *testing.B, rec *httptest.ResponseRecorder, field string) string {
	_, rest, ok := strings.Cut(rec.Body.String(), `"`+field+`":"`)
	if !ok {
		b.Fatalf("no %s in %d %s", field, rec.Code, rec.Body.String())
	}
	v, _, _ := strings.Cut(rest, `"`)
	return v
}

// BenchmarkRestReadUnderSignInLoad measures, in one run: the bcrypt bound (cores ÷ the median time
// of one cost-10 comparison), the sign-ins per second that 200 clients signing in continuously reach
// while nothing else is served, and /rest/v1 read latency alone and during that flood (p50, p95,
// p99 and their ratios).
func BenchmarkRestReadUnderSignInLoad(b *testing.B) {
	env := newEnv(b)
	ctx := b.Context()
	if _, err := env.DB.Exec(ctx, `INSERT INTO "categoria-servicios" (name, slug) VALUES ('Web', 'web')`); err != nil {
		b.Fatal(err)
	}
	for i := range 200 {
		if _, err := env.DB.Exec(ctx, `INSERT INTO contenido (titulo, categoria) VALUES (?, 1)`, fmt.Sprintf("Nota %d", i)); err != nil {
			b.Fatal(err)
		}
	}
	emails := benchUsers(b, env, 200)
	read := func() time.Duration {
		req := httptest.NewRequest("GET", "/rest/v1/contenido?select=*&order=created_at.desc&limit=20", nil)
		req.Header.Set("apikey", env.Keys.AnonKey())
		start := time.Now()
		rec := httptest.NewRecorder()
		env.Handler.ServeHTTP(rec, req)
		d := time.Since(start)
		if rec.Code != http.StatusOK {
			b.Fatalf("read: %d %s", rec.Code, rec.Body.String())
		}
		return d
	}
	const samples = 500
	type quantiles struct{ p50, p95, p99 time.Duration }
	measure := func() quantiles {
		ds := make([]time.Duration, samples)
		for i := range ds {
			ds[i] = read()
			time.Sleep(2 * time.Millisecond) // spread the samples over the load
		}
		slices.Sort(ds)
		return quantiles{ds[samples/2], ds[samples*95/100], ds[samples*99/100]}
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(testPassword), bcrypt.DefaultCost)
	if err != nil {
		b.Fatal(err)
	}
	for range b.N {
		// The bound: every core running one comparison after another.
		one := make([]time.Duration, 9)
		for i := range one {
			start := time.Now()
			if err := bcrypt.CompareHashAndPassword(hash, []byte(testPassword)); err != nil {
				b.Fatal(err)
			}
			one[i] = time.Since(start)
		}
		slices.Sort(one)
		bound := float64(runtime.GOMAXPROCS(0)) / one[len(one)/2].Seconds()

		for range 50 {
			read() // warm up
		}
		base := measure()

		loadCtx, stop := context.WithCancel(ctx)
		var wg sync.WaitGroup
		var signIns atomic.Int64
		for _, email := range emails {
			wg.Go(func() {
				for loadCtx.Err() == nil {
					env.Clock.Advance(time.Minute)
					rec := postCtx(loadCtx, env, "/auth/v1/token?grant_type=password", `{"email":"`+email+`","password":"`+testPassword+`"}`)
					if rec.Code == 200 {
						signIns.Add(1)
					}
				}
			})
		}
		rate := func(run func()) float64 {
			n, start := signIns.Load(), time.Now()
			run()
			return float64(signIns.Load()-n) / time.Since(start).Seconds()
		}
		time.Sleep(300 * time.Millisecond) // let the load build up
		alone := rate(func() { time.Sleep(4 * time.Second) })
		var load quantiles
		during := rate(func() { load = measure() })
		stop() // sign-ins still queued for bcrypt give up at once
		wg.Wait()

		b.ReportMetric(bound, "bound-sign-ins/s")
		b.ReportMetric(alone, "sign-ins/s")
		b.ReportMetric(alone/bound, "of-bound")
		b.ReportMetric(float64(base.p50.Microseconds()), "base-p50-µs")
		b.ReportMetric(float64(base.p95.Microseconds()), "base-p95-µs")
		b.ReportMetric(float64(base.p99.Microseconds()), "base-p99-µs")
		b.ReportMetric(float64(load.p50.Microseconds()), "load-p50-µs")
		b.ReportMetric(float64(load.p95.Microseconds()), "load-p95-µs")
		b.ReportMetric(float64(load.p99.Microseconds()), "load-p99-µs")
		b.ReportMetric(float64(load.p50)/float64(base.p50), "p50-ratio")
		b.ReportMetric(float64(load.p99)/float64(base.p99), "p99-ratio")
		b.ReportMetric(during, "load-sign-ins/s")
	}
}
