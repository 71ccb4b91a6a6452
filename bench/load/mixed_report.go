package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// rssSample is the server's resident memory at a moment of the run.
type rssSample struct {
	at    time.Duration
	bytes int64
}

// sampleRSS records the process's resident memory from /proc every interval until ctx ends.
func sampleRSS(ctx context.Context, pid int, interval time.Duration, mu *sync.Mutex, out *[]rssSample) {
	start := time.Now()
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		if b, ok := readRSS(pid); ok {
			mu.Lock()
			*out = append(*out, rssSample{at: time.Since(start), bytes: b})
			mu.Unlock()
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func readRSS(pid int) (int64, bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			if kb, err := strconv.ParseInt(strings.Fields(line)[1], 10, 64); err == nil {
				return kb * 1024, true
			}
		}
	}
	return 0, false
}

// progress prints one line every 30 s: elapsed time, requests so far and the server's memory.
func (m *mixedRun) progress(ctx context.Context, mu *sync.Mutex, rss *[]rssSample) {
	start := time.Now()
	tick := time.NewTicker(30 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		mu.Lock()
		mem := "-"
		if n := len(*rss); n > 0 {
			mem = fmt.Sprintf("%.1f MiB", mib((*rss)[n-1].bytes))
		}
		mu.Unlock()
		fmt.Fprintf(os.Stderr, "%4.0fs  %8d requests  server RSS %s\n", time.Since(start).Seconds(), m.requests.Load(), mem)
	}
}

// report prints the per-operation table, the totals and the memory timeline in Markdown.
func (m *mixedRun) report(elapsed time.Duration, rss []rssSample) {
	m.mu.Lock()
	defer m.mu.Unlock()
	fmt.Printf("mixed workload: %d clients for %s\n\n", m.o.concurrency, elapsed.Round(time.Second))
	fmt.Println("| operation | requests | req/s | p50 ms | p99 ms | p99.9 ms | 4xx | 5xx | network errors |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	all := newHist()
	var sum opStats
	for _, op := range mixedOps {
		s := m.stats[op.name]
		all.Merge(s.hist)
		sum.count += s.count
		sum.client += s.client
		sum.server += s.server
		sum.net += s.net
		m.row(op.name, s, elapsed)
	}
	sum.hist = all
	m.row("**all**", &sum, elapsed)
	if len(rss) == 0 {
		return
	}
	fmt.Println("\n| server RSS at | MiB |")
	fmt.Println("|---|---|")
	var peak, afterWarmup, warm int64
	for i, s := range rss {
		peak = max(peak, s.bytes)
		if s.at >= time.Minute || (elapsed < 2*time.Minute && s.at >= elapsed/4) {
			if warm == 0 {
				warm = s.bytes
			}
			afterWarmup = max(afterWarmup, s.bytes)
		}
		if i%30 == 0 || i == len(rss)-1 {
			fmt.Printf("| %s | %.1f |\n", s.at.Round(time.Second), mib(s.bytes))
		}
	}
	fmt.Printf("\npeak RSS %.1f MiB; after warm-up: first %.1f MiB, peak %.1f MiB, last %.1f MiB\n",
		mib(peak), mib(warm), mib(afterWarmup), mib(rss[len(rss)-1].bytes))
}

func (m *mixedRun) row(name string, s *opStats, elapsed time.Duration) {
	fmt.Printf("| %s | %d | %.0f | %.2f | %.2f | %.2f | %d | %d | %d |\n", name, s.count, float64(s.count)/elapsed.Seconds(),
		ms(s.hist.ValueAtQuantile(50)), ms(s.hist.ValueAtQuantile(99)), ms(s.hist.ValueAtQuantile(99.9)), s.client, s.server, s.net)
}
