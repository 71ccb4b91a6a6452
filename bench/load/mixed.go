package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
)

// The mixed scenario: each client is a signed-in editor who browses the public site, reads and
// writes through /rest/v1, uploads pictures and signs in again now and then. Every client has its
// own account and its own loopback source address (127.0.0.2, 127.0.0.3, …), so the per-address and
// per-account sign-in limits see 64 people, not one. Rows a client inserts it later deletes, and
// uploads replace a fixed set of names, so the data stays bounded however long the run.

// op is one kind of request of the mixed workload.
type op struct {
	name   string
	weight int
}

var mixedOps = []op{{"page", 35}, {"rest read", 30}, {"rest write", 15}, {"upload", 10}, {"sign-in", 0}}

// signInEvery is how often a client signs in again: within the platform's limits per account
// (60 per 5 minutes) and per address (150 per 5 minutes).
const signInEvery = 10 * time.Second

// opStats are one operation's figures.
type opStats struct {
	hist                       *hdrhistogram.Histogram
	count, client, server, net int64
}

type mixedRun struct {
	o        options
	password string // every account's
	pages    []string
	mu       sync.Mutex
	stats    map[string]*opStats
	kept     []int // testimonials the clients inserted (acknowledged) and did not delete
	requests atomic.Int64
}

func newHist() *hdrhistogram.Histogram {
	return hdrhistogram.New(1, int64(60*time.Second/time.Microsecond), 3)
}

// runMixed prepares accounts and the page list, runs o.concurrency clients for o.duration and prints
// the figures and the server's memory over time.
func runMixed(o options) error {
	m, err := newMixed(o)
	if err != nil {
		return err
	}
	m.run(nil)
	return nil
}

// newMixed prepares a mixed run: the pages to browse and one account per client.
func newMixed(o options) (*mixedRun, error) {
	if o.serviceKey == "" || o.apikey == "" {
		return nil, fmt.Errorf("mixed needs -apikey and -service-key")
	}
	m := &mixedRun{o: o}
	setup := &http.Client{Timeout: 60 * time.Second}
	if err := m.loadPages(setup); err != nil {
		return nil, err
	}
	m.password = fmt.Sprintf("soak-%d-password", time.Now().UnixNano())
	for w := range o.concurrency {
		if err := m.createUser(setup, m.email(w), m.password); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// run runs the clients for o.duration, and beside them alongside (when not nil) until the same
// end, then prints the clients' figures and the server's memory over time; it returns the
// memory samples. A mixed run can run again (its accounts stay).
func (m *mixedRun) run(alongside func(ctx context.Context)) []rssSample {
	m.stats = map[string]*opStats{}
	for _, op := range mixedOps {
		m.stats[op.name] = &opStats{hist: newHist()}
	}
	m.requests.Store(0)
	ctx, cancel := context.WithTimeout(context.Background(), m.o.duration)
	defer cancel()
	var rssMu sync.Mutex
	var rss []rssSample
	if m.o.pid > 0 {
		go sampleRSS(ctx, m.o.pid, time.Second, &rssMu, &rss)
	}
	go m.progress(ctx, &rssMu, &rss)
	start := time.Now()
	var wg sync.WaitGroup
	for w := range m.o.concurrency {
		wg.Go(func() { m.client(ctx, w) })
	}
	if alongside != nil {
		wg.Go(func() { alongside(ctx) })
	}
	wg.Wait()
	rssMu.Lock()
	defer rssMu.Unlock()
	m.report(time.Since(start), rss)
	return rss
}

func (m *mixedRun) email(w int) string { return fmt.Sprintf("soak%02d@vitrina.test", w) }

// loadPages lists the public pages to browse: the fixed ones, every content item and category.
func (m *mixedRun) loadPages(c *http.Client) error {
	m.pages = []string{"/", "/testimonios", "/clientes", "/sitemap.xml"}
	var items []struct{ ID int }
	if err := m.getJSON(c, "/rest/v1/contenido?select=id&limit=200", &items); err != nil {
		return err
	}
	for _, it := range items {
		m.pages = append(m.pages, fmt.Sprintf("/contenido/%d", it.ID))
	}
	var cats []struct{ Slug string }
	if err := m.getJSON(c, "/rest/v1/categoria-servicios?select=slug&limit=200", &cats); err != nil {
		return err
	}
	for _, cat := range cats {
		m.pages = append(m.pages, "/servicios/"+url.PathEscape(cat.Slug))
	}
	return nil
}

func (m *mixedRun) getJSON(c *http.Client, path string, out any) error {
	r, _ := http.NewRequest(http.MethodGet, m.o.url+path, nil)
	r.Header.Set("apikey", m.o.apikey)
	res, err := c.Do(r)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %d", path, res.StatusCode)
	}
	return json.NewDecoder(res.Body).Decode(out)
}

// createUser makes a confirmed account with the admin API: an administrator of the CMS
// (user_metadata.admin), who may read and write every table the workload uses.
func (m *mixedRun) createUser(c *http.Client, email, password string) error {
	body, _ := json.Marshal(map[string]any{"email": email, "password": password, "email_confirm": true,
		"user_metadata": map[string]any{"admin": true}})
	r, _ := http.NewRequest(http.MethodPost, m.o.url+"/auth/v1/admin/users", bytes.NewReader(body))
	r.Header.Set("apikey", m.o.serviceKey)
	r.Header.Set("Authorization", "Bearer "+m.o.serviceKey)
	r.Header.Set("Content-Type", "application/json")
	res, err := c.Do(r)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	msg, _ := io.ReadAll(res.Body)
	switch {
	case res.StatusCode == http.StatusOK || res.StatusCode == http.StatusCreated:
		return nil
	case res.StatusCode == http.StatusUnprocessableEntity && strings.Contains(string(msg), "email_exists"):
		return fmt.Errorf("user %s exists from an earlier run: use a fresh data directory", email)
	}
	return fmt.Errorf("create user %s: %d %s", email, res.StatusCode, msg)
}

// client is one editor's loop.
func (m *mixedRun) client(ctx context.Context, w int) {
	transport := &http.Transport{MaxIdleConnsPerHost: 2, DialContext: (&net.Dialer{
		LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, byte(w/250), byte(2+w%250))}, Timeout: 10 * time.Second}).DialContext}
	c := &http.Client{Timeout: 60 * time.Second, Transport: transport}
	defer transport.CloseIdleConnections()
	rng := rand.New(rand.NewPCG(uint64(w), uint64(time.Now().UnixNano())))
	local := map[string]*opStats{}
	for _, op := range mixedOps {
		local[op.name] = &opStats{hist: newHist()}
	}
	var token string
	var lastSignIn time.Time
	var mine []int // testimonial ids this client inserted and has not deleted yet
	total := 0
	for _, op := range mixedOps {
		total += op.weight
	}
	for ctx.Err() == nil {
		name := "sign-in"
		if token != "" && time.Since(lastSignIn) < signInEvery {
			k := rng.IntN(total)
			for _, op := range mixedOps {
				if k < op.weight {
					name = op.name
					break
				}
				k -= op.weight
			}
		}
		req := m.request(name, w, rng, token, &mine)
		t0 := time.Now()
		res, err := c.Do(req) // not ctx: a request in flight at the end finishes, as a real client's would
		s := local[name]
		if err != nil {
			s.net++
			continue
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		_ = s.hist.RecordValue(time.Since(t0).Microseconds())
		s.count++
		m.requests.Add(1)
		switch {
		case res.StatusCode >= 500:
			s.server++
			fmt.Fprintf(os.Stderr, "5xx: %s %s: %d %.200s\n", req.Method, req.URL.Path, res.StatusCode, body)
		case res.StatusCode >= 400:
			s.client++
			if s.client <= 3 {
				fmt.Fprintf(os.Stderr, "4xx: %s %s: %d %.200s\n", req.Method, req.URL.Path, res.StatusCode, body)
			}
		default:
			m.observe(name, req, body, &token, &lastSignIn, &mine)
		}
	}
	m.mu.Lock()
	m.kept = append(m.kept, mine...)
	for name, s := range local {
		g := m.stats[name]
		g.hist.Merge(s.hist)
		g.count += s.count
		g.client += s.client
		g.server += s.server
		g.net += s.net
	}
	m.mu.Unlock()
}

// observe keeps what a successful answer tells the client: its token, the rows it inserted.
func (m *mixedRun) observe(name string, req *http.Request, body []byte, token *string, lastSignIn *time.Time, mine *[]int) {
	switch {
	case name == "sign-in":
		var s struct {
			AccessToken string `json:"access_token"`
		}
		if json.Unmarshal(body, &s) == nil && s.AccessToken != "" {
			*token, *lastSignIn = s.AccessToken, time.Now()
		}
	case name == "rest write" && req.Method == http.MethodPost:
		var rows []struct{ ID int }
		if json.Unmarshal(body, &rows) == nil && len(rows) == 1 {
			*mine = append(*mine, rows[0].ID)
		}
	case name == "rest write" && req.Method == http.MethodDelete:
		*mine = (*mine)[1:]
	}
}

// request builds the next request of an operation.
func (m *mixedRun) request(name string, w int, rng *rand.Rand, token string, mine *[]int) *http.Request {
	newReq := func(method, path, ctype string, body []byte) *http.Request {
		r, _ := http.NewRequest(method, m.o.url+path, bytes.NewReader(body))
		if ctype != "" {
			r.Header.Set("Content-Type", ctype)
		}
		if strings.HasPrefix(path, "/rest/") || strings.HasPrefix(path, "/auth/") || strings.HasPrefix(path, "/storage/") {
			r.Header.Set("apikey", m.o.apikey)
		}
		if token != "" && !strings.HasPrefix(path, "/auth/") {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		return r
	}
	switch name {
	case "sign-in":
		body, _ := json.Marshal(map[string]string{"email": m.email(w), "password": m.password})
		return newReq(http.MethodPost, "/auth/v1/token?grant_type=password", "application/json", body)
	case "page":
		return newReq(http.MethodGet, m.pages[rng.IntN(len(m.pages))], "", nil)
	case "rest read":
		switch rng.IntN(3) {
		case 0:
			return newReq(http.MethodGet, fmt.Sprintf("/rest/v1/testimoniales?select=*&order=created_at.desc&limit=10&offset=%d", rng.IntN(5)*10), "", nil)
		case 1:
			return newReq(http.MethodGet, "/rest/v1/contenido?select=id,titulo,categoria&order=created_at.desc&limit=20", "", nil)
		default:
			return newReq(http.MethodGet, "/rest/v1/clientes?select=id,nombre,logo_url&order=nombre", "", nil)
		}
	case "rest write":
		ids := *mine
		switch k := rng.IntN(4); {
		case k == 0 && len(ids) > 0:
			r := newReq(http.MethodPatch, fmt.Sprintf("/rest/v1/testimoniales?id=eq.%d", ids[len(ids)-1]), "application/json",
				[]byte(fmt.Sprintf(`{"testimonio":"Editado %d"}`, rng.Int())))
			return r
		case k == 1 && len(ids) > 0:
			return newReq(http.MethodDelete, fmt.Sprintf("/rest/v1/testimoniales?id=eq.%d", ids[0]), "", nil)
		}
		r := newReq(http.MethodPost, "/rest/v1/testimoniales", "application/json",
			[]byte(fmt.Sprintf(`{"categoria":1,"testimonio":"Carga %d","empresa":"Soak %d"}`, rng.Int(), w)))
		r.Header.Set("Prefer", "return=representation")
		return r
	default: // upload: replace one of 8 names per client with 16–64 KiB
		size := (16 + rng.IntN(49)) << 10
		body := make([]byte, size)
		copy(body, "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
		for i := 16; i < size; i++ {
			body[i] = byte(rng.IntN(256))
		}
		r := newReq(http.MethodPost, fmt.Sprintf("/storage/v1/object/contenido/soak/w%02d-%d.png", w, rng.IntN(8)), "image/png", body)
		r.Header.Set("x-upsert", "true")
		return r
	}
}
