package imaging_test

import (
	"bytes"
	"io"
	"runtime"
	"runtime/metrics"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
)

// BenchmarkVariant4000x3000 makes the 1280-pixel-wide WebP variant of a 4000×3000 JPEG (decode,
// resize, encode at quality 80), as the render endpoint does on a variant's first request.
// peak-heap-MB is the largest Go heap above the starting one, sampled every millisecond while
// the renders run; B/op is what one render allocates in all.
func BenchmarkVariant4000x3000(b *testing.B) {
	data := imagingtest.Encoded(b, 4000, 3000, imaging.JPEG)
	if err := imaging.Encode(io.Discard, imagingtest.Picture(16, 16), imaging.WebP, 80); err != nil {
		b.Fatal(err) // starts the WebAssembly runtime outside the measurement
	}
	runtime.GC()
	base := heapBytes()
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if h := heapBytes(); h > peak.Load() {
					peak.Store(h)
				}
			}
		}
	}()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		img, _, err := imaging.Decode(bytes.NewReader(data), 0)
		if err != nil {
			b.Fatal(err)
		}
		if err := imaging.Encode(io.Discard, imaging.Resize(img, imaging.Box{Width: 1280}), imaging.WebP, imaging.DefaultQuality); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	close(stop)
	<-done
	b.ReportMetric(float64(peak.Load()-min(peak.Load(), base))/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(len(data))/(1<<20), "input-MB")
}

// heapBytes is the memory held by live and not yet swept heap objects.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
