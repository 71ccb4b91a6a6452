package auth_test

import (
	"fmt"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// reportCPU adds the process's CPU time (user + system, every thread, the collector's too) per
// operation since start to b's results as cpu-ms/op: on a shared machine wall time per operation
// measures the neighbours as much as the code.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(processCPU(b)-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkAdminListUsers measures GET /admin/users?page=1&per_page=1000 over 1 000 accounts (the
// page GoTrue's side-by-side runs), from parallel clients, the body uncompressed.
func BenchmarkAdminListUsers(b *testing.B) {
	env := newEnv(b)
	benchUsers(b, env, 1000)
	b.ResetTimer()
	defer reportCPU(b, processCPU(b))
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			rec := env.Do("GET", "/auth/v1/admin/users?page=1&per_page=1000").As("service_role").Send()
			if rec.Code != 200 {
				b.Fatalf("list: %d %s", rec.Code, rec.Body.String())
			}
			b.SetBytes(int64(rec.Body.Len()))
		}
	})
}

// BenchmarkRecover measures POST /recover for existing accounts, each e-mailed once (the clock
// moves on by the e-mail interval after every round of accounts): both rate limits counted, the
// recovery token written and the e-mail sent before the answer.
func BenchmarkRecover(b *testing.B) {
	env := newEnv(b)
	emails := benchUsers(b, env, 200)
	var i, refused atomic.Int64
	b.ResetTimer()
	defer func() { b.ReportMetric(float64(refused.Load())/float64(b.N), "refused/op") }()
	defer reportCPU(b, processCPU(b))
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			n := i.Add(1)
			if n%int64(len(emails)) == 0 {
				env.Clock.Advance(2 * time.Minute)
			}
			rec := post(env, "/auth/v1/recover", fmt.Sprintf(`{"email":%q}`, emails[n%int64(len(emails))]))
			switch rec.Code {
			case 200:
			case 429: // an account reached again before the clock moved on, in a race of the clients
				refused.Add(1)
			default:
				b.Fatalf("recover: %d %s", rec.Code, rec.Body.String())
			}
		}
	})
}
