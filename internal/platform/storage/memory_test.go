package storage_test

import (
	"bufio"
	"bytes"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestUploadMemory100MiB measures what BENCHMARKS.md reports for large uploads: the process's peak
// memory above idle while a 100 MiB body streams through the platform handler over a real socket,
// and the upload's throughput as a ratio of the disk's own write+fsync speed for 100 MiB measured
// alternately in the same run. It takes a few seconds of disk I/O, so it runs only with
// VITRINA_MEASURE_MEMORY=1:
//
//	VITRINA_MEASURE_MEMORY=1 go test -run TestUploadMemory100MiB -v ./internal/platform/storage/
func TestUploadMemory100MiB(t *testing.T) {
	if os.Getenv("VITRINA_MEASURE_MEMORY") == "" {
		t.Skip("set VITRINA_MEASURE_MEMORY=1 to measure a 100 MiB upload")
	}
	const size = 100 << 20
	const rounds = 5
	e := platformtest.New(t, withUploadLimit(200<<20))
	if _, err := e.DB.Exec(t.Context(), "UPDATE storage_buckets SET file_size_limit = NULL"); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e.Handler)
	defer srv.Close()
	token := e.UserToken(userID, "bench@example.com")
	block := payloadBlock(t)
	diskBuf := bytes.Repeat([]byte{7}, 256<<10)
	diskDir := t.TempDir()

	var ratios, rssDeltas, heapDeltas []float64
	for round := range rounds {
		start := time.Now()
		diskWrite(t, filepath.Join(diskDir, "f"), diskBuf, size)
		disk := time.Since(start)

		runtime.GC()
		debug.FreeOSMemory()
		idleRSS, idleHeap := rssBytes(t), heapBytes()
		resetPeakRSS()
		s := startSampler()
		start = time.Now()
		upload(t, srv, token, fmt.Sprintf("big/%d.png", round), &payload{block: block, size: size}, size)
		up := time.Since(start)
		peakRSS, peakHeap := s.stop()
		if hwm := peakRSSFromKernel(); hwm > peakRSS {
			peakRSS = hwm
		}

		ratio := disk.Seconds() / up.Seconds()
		ratios = append(ratios, ratio)
		rssDeltas = append(rssDeltas, float64(peakRSS-idleRSS)/(1<<20))
		heapDeltas = append(heapDeltas, float64(peakHeap-idleHeap)/(1<<20))
		t.Logf("round %d: disk write+fsync %.0f MB/s, upload %.0f MB/s (ratio %.2f); RSS idle %.1f MiB peak %.1f MiB (+%.1f); heap idle %.1f MiB peak %.1f MiB (+%.1f)",
			round, size/disk.Seconds()/1e6, size/up.Seconds()/1e6, ratio,
			float64(idleRSS)/(1<<20), float64(peakRSS)/(1<<20), rssDeltas[round],
			float64(idleHeap)/(1<<20), float64(peakHeap)/(1<<20), heapDeltas[round])
	}
	t.Logf("median over %d rounds: upload/disk throughput ratio %.2f; peak RSS above idle %.1f MiB; peak heap above idle %.1f MiB",
		rounds, median(ratios), median(rssDeltas), median(heapDeltas))
	if m := median(rssDeltas); m >= 32 {
		t.Errorf("peak RSS %.1f MiB above idle during a 100 MiB upload; the target is under 32 MiB", m)
	}
}

// sampler records the highest RSS and heap seen every few milliseconds until stopped.
type sampler struct {
	done           chan struct{}
	wg             sync.WaitGroup
	peakRSS, peakH uint64
}

func startSampler() *sampler {
	s := &sampler{done: make(chan struct{})}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			s.peakRSS = max(s.peakRSS, rssNoFail())
			s.peakH = max(s.peakH, heapBytes())
			select {
			case <-s.done:
				return
			case <-tick.C:
			}
		}
	}()
	return s
}

func (s *sampler) stop() (rss, heap uint64) {
	close(s.done)
	s.wg.Wait()
	return s.peakRSS, s.peakH
}

func heapBytes() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse + m.StackInuse
}

// procStatus reads one kB field of /proc/self/status (Linux), 0 when unavailable.
func procStatus(field string) uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func rssNoFail() uint64 { return procStatus("VmRSS") }

func rssBytes(t *testing.T) uint64 {
	rss := procStatus("VmRSS")
	if rss == 0 {
		t.Skip("process RSS is only readable on Linux")
	}
	return rss
}

// resetPeakRSS resets the kernel's high-water mark (VmHWM) so it covers only what follows.
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

func peakRSSFromKernel() uint64 { return procStatus("VmHWM") }

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}
