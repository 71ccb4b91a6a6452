package budgetprobe_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/processtest"
)

// The budget the image probes hold the process to: peak resident memory at most this much above
// idle while anonymous visitors ask for variants of the largest images an editor may upload, and
// back within returnedWithin of idle afterwards.
const (
	peakGrowth     = 256 << 20
	returnedWithin = 64 << 20
)

// TestImageBombProbes uploads the pictures of the probe (6 300 × 6 300 pixels, under the
// 40-megapixel limit: about 170 KB as an 8-bit PNG, 320 KB as a 16-bit one), then asks for three
// variant widths of each at once, anonymously, while /healthz is asked all along. The 8-bit
// picture's variants are made (or, past the wait for memory, refused with a 503 to retry); the
// 16-bit one needs more than the whole budget and is refused with a 413; a browser that takes WebP
// gets the 8-bit one's variants as PNG, since WebP of them would not fit; the process's peak stays
// within peakGrowth of idle, and its memory comes back.
func TestImageBombProbes(t *testing.T) {
	platformtest.SQLiteOnly(t, "image variants' memory does not depend on where rows are kept")
	work := t.TempDir()
	bin := processtest.Build(t, work)
	dataDir := filepath.Join(work, "data")
	p := processtest.Start(t, bin, dataDir, filepath.Join(work, "log"))
	defer p.Stop(t)
	key := processtest.ServiceKey(t, bin, dataDir)
	api := client{base: p.Base, key: key}
	api.must(t, "POST", "/storage/v1/bucket", "application/json", []byte(`{"id":"fotos","name":"fotos","public":true}`), http.StatusOK)
	api.must(t, "POST", "/storage/v1/object/fotos/pequena.png", "image/png", imagingtest.Encoded(t, 64, 48, "png"), http.StatusOK)
	api.must(t, "POST", "/storage/v1/object/fotos/bomba.png", "image/png", imagingtest.PlainPNG(t, 6300, 6300, false), http.StatusOK)
	api.must(t, "POST", "/storage/v1/object/fotos/bomba16.png", "image/png", imagingtest.PlainPNG(t, 6300, 6300, true), http.StatusOK)

	// Idle: after one ordinary variant (the encoders loaded), as a visitor's first page leaves it.
	if got := api.variant(t, "pequena.png", 32); got != http.StatusOK {
		t.Fatalf("an ordinary variant: %d", got)
	}
	idle, _ := p.Memory(t)
	p.ResetPeak(t)

	type answer struct {
		file   string
		status int
	}
	answers := make(chan answer, 6)
	var wg sync.WaitGroup
	for _, file := range []string{"bomba.png", "bomba16.png"} {
		for _, width := range []int{320, 640, 1280} {
			wg.Go(func() { answers <- answer{file, api.variant(t, file, width)} })
		}
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	health := 0
	for waiting := true; waiting; {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if err := processtest.Healthy(ctx, p.Base); err != nil {
			t.Errorf("/healthz while the variants were made: %v", err)
		}
		cancel()
		health++
		select {
		case <-done:
			waiting = false
		case <-time.After(50 * time.Millisecond): // the pace of the health checks, not a timing assumption
		}
	}
	close(answers)
	made := 0
	for a := range answers {
		switch {
		case a.file == "bomba16.png" && a.status != http.StatusRequestEntityTooLarge && a.status != http.StatusBadRequest:
			t.Errorf("a variant of the 16-bit picture: %d, want the budget's refusal", a.status)
		case a.file == "bomba.png" && a.status == http.StatusOK:
			made++
		case a.file == "bomba.png" && a.status != http.StatusServiceUnavailable:
			t.Errorf("a variant of the 8-bit picture: %d, want 200 or the budget's 503", a.status)
		}
	}
	if made == 0 {
		t.Error("no variant of the 8-bit picture was made")
	}
	_, peak := p.Memory(t)
	t.Logf("idle %d MiB, peak %d MiB (+%d MiB), %d of 3 variants made, %d health checks", idle>>20, peak>>20, (peak-idle)>>20, made, health)
	if peak-idle > peakGrowth {
		t.Errorf("peak resident memory grew by %d MiB, over the %d MiB budget", (peak-idle)>>20, peakGrowth>>20)
	}

	// The memory comes back: polled until it is within returnedWithin of idle (a minute at most).
	deadline := time.Now().Add(time.Minute)
	for {
		rss, _ := p.Memory(t)
		if rss-idle <= returnedWithin {
			t.Logf("back to %d MiB", rss>>20)
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("a minute later the process holds %d MiB, %d MiB above idle", rss>>20, (rss-idle)>>20)
			break
		}
		time.Sleep(100 * time.Millisecond) // poll interval, not a timing assumption
	}
}

// client talks to the process's /storage/v1.
type client struct{ base, key string }

func (c client) must(t *testing.T, method, path, contentType string, body []byte, want int) {
	t.Helper()
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("apikey", c.key)
	req.Header.Set("Content-Type", contentType)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != want {
		t.Fatalf("%s %s: %d, want %d", method, path, res.StatusCode, want)
	}
}

// variant asks for a variant of a picture of the public bucket as an anonymous visitor whose
// browser takes WebP, and returns the answer's status.
func (c client) variant(t *testing.T, file string, width int) int {
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/storage/v1/render/image/public/fotos/%s?width=%d", c.base, file, width), nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "image/webp,image/*") // as browsers ask
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Errorf("variant %s %d: %v", file, width, err)
		return 0
	}
	res.Body.Close()
	// Encoding a large picture's variant as WebP would not fit the budget: the original's format comes.
	if res.StatusCode == http.StatusOK && file != "pequena.png" && res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("variant %s %d: %s, want the original's format", file, width, res.Header.Get("Content-Type"))
	}
	if res.StatusCode == http.StatusServiceUnavailable && res.Header.Get("Retry-After") == "" {
		t.Errorf("variant %s %d: a 503 without Retry-After", file, width)
	}
	return res.StatusCode
}
