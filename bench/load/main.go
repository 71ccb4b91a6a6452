// Command load drives a running Vitrina over HTTP with a fixed number of concurrent clients and
// reports throughput, latency percentiles (HdrHistogram), errors and the server's memory over time.
//
//	go run ./bench/load -url http://127.0.0.1:8080 -apikey $API_KEY -service-key $SERVICE_ROLE_KEY \
//	    -scenario list -c 32 -d 10s -pid $(pgrep -f 'vitrina serve')
//
// Scenarios: seed (inserts -rows testimonials), list, deep (list at a deep offset), point, insert,
// and mixed (mixed.go: public pages, /rest/v1 reads and writes, uploads and sign-ins, as the soak).
// It only talks to the address it is given; run it against a server on this machine.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
)

type options struct {
	url, apikey, serviceKey, scenario string
	concurrency, rows, pid            int
	attacks                           string // the hostile scenario's attacks to run, comma-separated ("" for all)
	duration                          time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.url, "url", "http://127.0.0.1:8080", "Vitrina base URL (this machine only)")
	flag.StringVar(&o.apikey, "apikey", "", "publishable key (API_KEY)")
	flag.StringVar(&o.serviceKey, "service-key", "", "service role key (SERVICE_ROLE_KEY), for seed and insert")
	flag.StringVar(&o.scenario, "scenario", "list", "seed, list, deep, point, insert, mixed or hostile")
	flag.IntVar(&o.concurrency, "c", 2, "concurrent clients")
	flag.DurationVar(&o.duration, "d", 10*time.Second, "duration of the run")
	flag.IntVar(&o.rows, "rows", 100_000, "testimonials in the table (seeded by -scenario seed)")
	flag.IntVar(&o.pid, "pid", 0, "server process id, to sample its resident memory")
	flag.StringVar(&o.attacks, "attacks", "", "hostile: the attacks to run, comma-separated (variant, search, form, not found, slow client, cut upload); all when empty")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func run(o options) error {
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: o.concurrency + 4}}
	switch o.scenario {
	case "seed":
		return seed(client, o)
	case "mixed":
		return runMixed(o)
	case "hostile":
		return runHostile(o)
	}
	req, err := scenario(o)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), o.duration)
	defer cancel()

	hist := hdrhistogram.New(1, int64(30*time.Second/time.Microsecond), 3) // microseconds
	var mu sync.Mutex
	var requests, failures, serverErrors atomic.Int64
	var rss []rssSample
	if o.pid > 0 {
		go sampleRSS(ctx, o.pid, 250*time.Millisecond, &mu, &rss)
	}
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < o.concurrency; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), uint64(start.UnixNano())))
			local := hdrhistogram.New(1, int64(30*time.Second/time.Microsecond), 3)
			for ctx.Err() == nil {
				r := req(rng)
				t0 := time.Now()
				res, err := client.Do(r)
				if err != nil {
					if ctx.Err() == nil {
						failures.Add(1)
					}
					continue
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				_ = local.RecordValue(time.Since(t0).Microseconds())
				requests.Add(1)
				if res.StatusCode >= 500 {
					serverErrors.Add(1)
				} else if res.StatusCode >= 400 {
					failures.Add(1)
				}
			}
			mu.Lock()
			hist.Merge(local)
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start)
	fmt.Printf("| %s | %d | %d | %.0f | %.3f | %.3f | %.3f | %d | %d |",
		o.scenario, o.concurrency, requests.Load(), float64(requests.Load())/elapsed.Seconds(),
		ms(hist.ValueAtQuantile(50)), ms(hist.ValueAtQuantile(99)), ms(hist.ValueAtQuantile(99.9)),
		failures.Load(), serverErrors.Load())
	if len(rss) > 0 {
		lo, hi := rss[0].bytes, rss[0].bytes
		for _, v := range rss {
			lo, hi = min(lo, v.bytes), max(hi, v.bytes)
		}
		fmt.Printf(" %.1f–%.1f MiB (first %.1f, last %.1f) |", mib(lo), mib(hi), mib(rss[0].bytes), mib(rss[len(rss)-1].bytes))
	}
	fmt.Println()
	return nil
}

func ms(us int64) float64 { return float64(us) / 1000 }
func mib(b int64) float64 { return float64(b) / (1 << 20) }

// scenario returns a function that builds the scenario's next request.
func scenario(o options) (func(*rand.Rand) *http.Request, error) {
	get := func(path string) *http.Request {
		r, _ := http.NewRequest(http.MethodGet, o.url+path, nil)
		r.Header.Set("apikey", o.apikey)
		r.Header.Set("Authorization", "Bearer "+o.apikey)
		return r
	}
	switch o.scenario {
	case "list":
		return func(rng *rand.Rand) *http.Request {
			return get(fmt.Sprintf("/rest/v1/testimoniales?order=created_at.desc&limit=10&offset=%d", rng.IntN(10)*10))
		}, nil
	case "deep":
		return func(rng *rand.Rand) *http.Request {
			return get(fmt.Sprintf("/rest/v1/testimoniales?order=created_at.desc&limit=10&offset=%d", o.rows/2+rng.IntN(o.rows/2-10)))
		}, nil
	case "point":
		return func(rng *rand.Rand) *http.Request {
			return get("/rest/v1/testimoniales?id=eq." + strconv.Itoa(rng.IntN(o.rows)+1))
		}, nil
	case "insert":
		if o.serviceKey == "" {
			return nil, errors.New("insert needs -service-key")
		}
		return func(rng *rand.Rand) *http.Request {
			body := fmt.Sprintf(`{"categoria":1,"testimonio":"Carga %d","empresa":"Load"}`, rng.Int())
			r, _ := http.NewRequest(http.MethodPost, o.url+"/rest/v1/testimoniales", strings.NewReader(body))
			r.Header.Set("apikey", o.serviceKey)
			r.Header.Set("Authorization", "Bearer "+o.serviceKey)
			r.Header.Set("Content-Type", "application/json")
			return r
		}, nil
	}
	return nil, fmt.Errorf("unknown scenario %q", o.scenario)
}

// seed inserts a category and o.rows testimonials with distinct creation times, 1000 per request.
func seed(client *http.Client, o options) error {
	post := func(table string, body []byte) error {
		r, _ := http.NewRequest(http.MethodPost, o.url+"/rest/v1/"+table, bytes.NewReader(body))
		r.Header.Set("apikey", o.serviceKey)
		r.Header.Set("Authorization", "Bearer "+o.serviceKey)
		r.Header.Set("Content-Type", "application/json")
		res, err := client.Do(r)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusCreated {
			msg, _ := io.ReadAll(res.Body)
			return fmt.Errorf("seed %s: %d %s", table, res.StatusCode, msg)
		}
		return nil
	}
	if err := post("categoria-servicios", []byte(`{"name":"Carga"}`)); err != nil {
		return err
	}
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < o.rows; done += 1000 {
		var b bytes.Buffer
		b.WriteByte('[')
		for i := 0; i < min(1000, o.rows-done); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			k := done + i
			fmt.Fprintf(&b, `{"categoria":1,"testimonio":"Testimonio %d, muy satisfechos con el servicio.","empresa":"Empresa %d","persona":"Persona %d","created_at":"%s"}`,
				k, k, k, base.Add(time.Duration(k)*time.Second).Format(time.RFC3339))
		}
		b.WriteByte(']')
		if err := post("testimoniales", b.Bytes()); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "\rseeded %d/%d testimonials", done+min(1000, o.rows-done), o.rows)
	}
	fmt.Fprintln(os.Stderr)
	return nil
}
