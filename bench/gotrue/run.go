package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
)

// stepFunc makes one timed request (a challenge and its verify for totp) of one client.
type stepFunc func(context.Context) error

// errExhausted ends a client whose pool (factor steps, sessions, accounts) is used up.
var errExhausted = errors.New("pool used up")

// measure runs o.op with o.concurrency clients for o.duration and prints "requests/s p50-ms
// p99-ms requests errors used-up" (used-up 1: a client's pool ran out before the time did). A request that gets another answer than the operation's success is an
// error, counted and timed like the others; the first one is printed on stderr.
func measure(ctx context.Context, a *api, o options) error {
	steps, save, err := prepare(ctx, a, o)
	if err != nil {
		return fmt.Errorf("prepare %s: %w", o.op, err)
	}
	hist := hdrhistogram.New(1, int64(30*time.Second/time.Microsecond), 3) // microseconds
	var (
		mu                 sync.Mutex
		requests, failures atomic.Int64
		firstErr           error
		exhausted          atomic.Bool
		wg                 sync.WaitGroup
	)
	start := time.Now()
	deadline := start.Add(o.duration)
	for _, step := range steps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := hdrhistogram.New(1, int64(30*time.Second/time.Microsecond), 3)
			for time.Now().Before(deadline) {
				t0 := time.Now()
				err := step(ctx)
				if errors.Is(err, errExhausted) {
					exhausted.Store(true)
					break
				}
				_ = local.RecordValue(time.Since(t0).Microseconds())
				requests.Add(1)
				if err != nil {
					failures.Add(1)
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
				}
			}
			mu.Lock()
			hist.Merge(local)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if save != nil {
		if err := save(); err != nil {
			return err
		}
	}
	if firstErr != nil {
		fmt.Fprintf(os.Stderr, "%s: first error: %v\n", o.op, firstErr)
	}
	if exhausted.Load() {
		fmt.Fprintf(os.Stderr, "%s: a client used up its pool; the run took %.1f s\n", o.op, elapsed.Seconds())
	}
	if requests.Load() == 0 {
		return fmt.Errorf("%s: no request was made", o.op)
	}
	used := 0
	if exhausted.Load() {
		used = 1
	}
	fmt.Printf("%.1f %.3f %.3f %d %d %d\n", float64(requests.Load())/elapsed.Seconds(),
		float64(hist.ValueAtQuantile(50))/1000, float64(hist.ValueAtQuantile(99))/1000,
		requests.Load(), failures.Load(), used)
	return nil
}
