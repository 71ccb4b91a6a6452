package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
)

// The hostile scenario: the mixed workload's ordinary visitors, first alone (the idle run) and then
// for as long again beside attackers who each come from loopback addresses of their own (127.0.1.x
// and above):
//   - variant: new widths of two 6 300 × 6 300 pictures (8- and 16-bit PNGs of 170 and 320 KB),
//     anonymously, so that every request asks for a render;
//   - search: searches of several words, deep into the results;
//   - form: the contact form filled in properly (its token, its minimum fill time) from 200
//     addresses in turn;
//   - not found: probes for paths that do not exist;
//   - slow client: connections that send their headers a byte a second;
//   - cut upload: 8 MiB uploads (as the service role: the costliest path) cut off after 1 MiB.
// It prints both runs' figures, the attackers' answers by kind, and whether every row the ordinary
// visitors were told was stored is there afterwards.

// attack is one kind of attacker: how many run at once and what one request is.
type attack struct {
	name    string
	workers int
	do      func(h *hostileRun, ctx context.Context, c *http.Client, rng *rand.Rand, addr net.IP) (status int, err error)
}

var attacks = []attack{
	{"variant", 3, (*hostileRun).variant},
	{"search", 2, (*hostileRun).search},
	{"form", 8, (*hostileRun).form},
	{"not found", 2, (*hostileRun).notFound},
	{"slow client", 16, (*hostileRun).slowClient},
	{"cut upload", 2, (*hostileRun).cutUpload},
}

type hostileRun struct {
	o     options
	mu    sync.Mutex
	tally map[string]map[string]int64 // attack → answer class → count
}

func runHostile(o options) error {
	m, err := newMixed(o)
	if err != nil {
		return err
	}
	h := &hostileRun{o: o, tally: map[string]map[string]int64{}}
	if err := h.upload(); err != nil {
		return err
	}
	fmt.Println("## Ordinary visitors alone")
	fmt.Println()
	m.run(nil)
	fmt.Println()
	fmt.Println("## Ordinary visitors beside the attackers")
	fmt.Println()
	m.run(h.attack)
	h.report()
	return m.verifyKept()
}

// upload stores the pictures the variant attackers ask for.
func (h *hostileRun) upload() error {
	for _, p := range []struct {
		name    string
		sixteen bool
	}{{"bomba.png", false}, {"bomba16.png", true}} {
		body, err := imagingtest.PlainPNGBytes(6300, 6300, p.sixteen)
		if err != nil {
			return err
		}
		r, _ := http.NewRequest(http.MethodPost, h.o.url+"/storage/v1/object/contenido/hostil/"+p.name, bytes.NewReader(body))
		r.Header.Set("apikey", h.o.serviceKey)
		r.Header.Set("Authorization", "Bearer "+h.o.serviceKey)
		r.Header.Set("Content-Type", "image/png")
		r.Header.Set("x-upsert", "true")
		res, err := http.DefaultClient.Do(r)
		if err != nil {
			return err
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("upload %s: %d", p.name, res.StatusCode)
		}
	}
	return nil
}

// attack runs every attacker until ctx ends.
func (h *hostileRun) attack(ctx context.Context) {
	var wg sync.WaitGroup
	n := 0
	for _, a := range attacks {
		if h.o.attacks != "" && !slices.Contains(strings.Split(h.o.attacks, ","), a.name) {
			continue
		}
		for range a.workers {
			n++
			addr := net.IPv4(127, 0, byte(1+n/250), byte(2+n%250))
			wg.Go(func() {
				transport := &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: addr}, Timeout: 10 * time.Second}).DialContext}
				defer transport.CloseIdleConnections()
				c := &http.Client{Timeout: 60 * time.Second, Transport: transport,
					CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
				rng := rand.New(rand.NewPCG(uint64(n), uint64(time.Now().UnixNano())))
				for ctx.Err() == nil {
					status, err := a.do(h, ctx, c, rng, addr)
					if ctx.Err() != nil && err != nil {
						return // cut by the end of the run
					}
					h.count(a.name, status, err)
				}
			})
		}
	}
	wg.Wait()
}

func (h *hostileRun) count(attack string, status int, err error) {
	class := "network error"
	switch {
	case err != nil:
	case status == http.StatusTooManyRequests:
		class = "429"
	case status == http.StatusServiceUnavailable:
		class = "503"
	case status == http.StatusRequestEntityTooLarge:
		class = "413"
	case status >= 500:
		class = "other 5xx"
	default:
		class = strconv.Itoa(status/100) + "xx"
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.tally[attack] == nil {
		h.tally[attack] = map[string]int64{}
	}
	h.tally[attack][class]++
}

func (h *hostileRun) report() {
	h.mu.Lock()
	defer h.mu.Unlock()
	classes := []string{"2xx", "3xx", "4xx", "413", "429", "503", "other 5xx", "network error"}
	fmt.Printf("\n| attack | %s |\n|---|%s\n", strings.Join(classes, " | "), strings.Repeat("---|", len(classes)))
	for _, a := range attacks {
		fmt.Printf("| %s |", a.name)
		for _, c := range classes {
			fmt.Printf(" %d |", h.tally[a.name][c])
		}
		fmt.Println()
	}
}

func (h *hostileRun) get(ctx context.Context, c *http.Client, path string, header ...string) (int, []byte, error) {
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, h.o.url+path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	res, err := c.Do(r)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return res.StatusCode, body, err
}

func (h *hostileRun) variant(ctx context.Context, c *http.Client, rng *rand.Rand, _ net.IP) (int, error) {
	file := [...]string{"bomba.png", "bomba16.png"}[rng.IntN(2)]
	status, _, err := h.get(ctx, c, fmt.Sprintf("/storage/v1/render/image/public/contenido/hostil/%s?width=%d", file, 100+rng.IntN(2400)), "Accept", "image/webp")
	return status, err
}

var searchWords = strings.Fields("consultoría estrategia datos equipo proyecto cliente diseño marca web digital oficina empleo servicio calidad")

func (h *hostileRun) search(ctx context.Context, c *http.Client, rng *rand.Rand, _ net.IP) (int, error) {
	words := make([]string, 2+rng.IntN(3))
	for i := range words {
		words[i] = searchWords[rng.IntN(len(searchWords))]
	}
	status, _, err := h.get(ctx, c, fmt.Sprintf("/buscar?q=%s&page=%d", strings.Join(words, "+"), 1+rng.IntN(60)))
	return status, err
}

var formToken = regexp.MustCompile(`name="formulario" value="([^"]+)"`)

// form fills the contact form in as a person would, from one of 200 addresses in turn.
func (h *hostileRun) form(ctx context.Context, _ *http.Client, rng *rand.Rand, _ net.IP) (int, error) {
	addr := net.IPv4(127, 0, byte(10+rng.IntN(2)), byte(2+rng.IntN(100)))
	transport := &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: addr}}).DialContext}
	defer transport.CloseIdleConnections()
	c := &http.Client{Timeout: 30 * time.Second, Transport: transport,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	status, page, err := h.get(ctx, c, "/contacto")
	if err != nil || status != http.StatusOK {
		return status, err
	}
	m := formToken.FindSubmatch(page)
	if m == nil {
		return 0, fmt.Errorf("no form token on /contacto")
	}
	select { // the form's minimum fill time
	case <-ctx.Done():
		return 0, ctx.Err()
	case <-time.After(3200 * time.Millisecond):
	}
	n := rng.Int()
	form := fmt.Sprintf("formulario=%s&nombre=Spam+%d&email=spam%d%%40ejemplo.com&asunto=Oferta&mensaje=Compre+ya+%d&consentimiento=1", m[1], n, n, n)
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, h.o.url+"/contacto", strings.NewReader(form))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := c.Do(r)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, nil
}

var probes = []string{"/wp-login.php", "/.env", "/wp-admin/setup-config.php", "/xmlrpc.php", "/admin.php", "/.git/config", "/old-page-", "/catalogo/"}

func (h *hostileRun) notFound(ctx context.Context, c *http.Client, rng *rand.Rand, _ net.IP) (int, error) {
	p := probes[rng.IntN(len(probes))]
	if strings.HasSuffix(p, "-") || strings.HasSuffix(p, "/") {
		p += strconv.Itoa(rng.IntN(1_000_000))
	}
	status, _, err := h.get(ctx, c, p)
	return status, err
}

// slowClient sends a request's headers a byte a second and reports what the server answered when
// it gave up on them (its status, or 0 when it closed the connection without one).
func (h *hostileRun) slowClient(ctx context.Context, _ *http.Client, _ *rand.Rand, addr net.IP) (int, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: addr}}
	conn, err := d.DialContext(ctx, "tcp", strings.TrimPrefix(h.o.url, "http://"))
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	go func() { <-ctx.Done(); conn.Close() }()
	headers := "GET / HTTP/1.1\r\nHost: vitrina\r\nUser-Agent: slow\r\nX-Padding: " + strings.Repeat("a", 600) + "\r\n\r\n"
	answer := make(chan int, 1)
	go func() {
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			answer <- 0
			return
		}
		res.Body.Close()
		answer <- res.StatusCode
	}()
	for i := range len(headers) {
		if _, err := conn.Write([]byte{headers[i]}); err != nil {
			break // the server closed it
		}
		select {
		case status := <-answer:
			return status, nil
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return <-answer, nil
}

// cutUpload announces an 8 MiB upload and stops after 1 MiB.
func (h *hostileRun) cutUpload(ctx context.Context, _ *http.Client, rng *rand.Rand, addr net.IP) (int, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: addr}}
	conn, err := d.DialContext(ctx, "tcp", strings.TrimPrefix(h.o.url, "http://"))
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /storage/v1/object/contenido/hostil/cortada-%d.png HTTP/1.1\r\nHost: vitrina\r\napikey: %s\r\nAuthorization: Bearer %s\r\nContent-Type: image/png\r\nContent-Length: %d\r\nx-upsert: true\r\n\r\n",
		rng.IntN(16), h.o.serviceKey, h.o.serviceKey, 8<<20)
	chunk := bytes.Repeat([]byte{0x5a}, 64<<10)
	copy(chunk, "\x89PNG\r\n\x1a\n")
	for range 16 {
		if _, err := conn.Write(chunk); err != nil {
			break // refused before the end
		}
	}
	// Cut: no more bytes will come. The server's answer (a refusal, or its verdict on the cut
	// body) is read for a moment; without one the upload counts as a network error.
	if tc, ok := conn.(*net.TCPConn); ok {
		_ = tc.CloseWrite()
	}
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// verifyKept checks that every testimonial the ordinary visitors were told was stored (and did not
// delete) is there.
func (m *mixedRun) verifyKept() error {
	m.mu.Lock()
	ids := slices.Clone(m.kept)
	m.mu.Unlock()
	missing := 0
	for chunk := range slices.Chunk(ids, 200) {
		list := make([]string, len(chunk))
		for i, id := range chunk {
			list[i] = strconv.Itoa(id)
		}
		var found []struct{ ID int }
		r, _ := http.NewRequest(http.MethodGet, m.o.url+"/rest/v1/testimoniales?select=id&id=in.("+strings.Join(list, ",")+")", nil)
		r.Header.Set("apikey", m.o.serviceKey)
		r.Header.Set("Authorization", "Bearer "+m.o.serviceKey)
		res, err := http.DefaultClient.Do(r)
		if err != nil {
			return err
		}
		err = json.NewDecoder(res.Body).Decode(&found)
		res.Body.Close()
		if err != nil {
			return err
		}
		missing += len(chunk) - len(found)
	}
	fmt.Printf("\nacknowledged rows kept by the ordinary visitors: %d, missing afterwards: %d\n", len(ids), missing)
	if missing > 0 {
		return fmt.Errorf("%d acknowledged rows are missing", missing)
	}
	return nil
}
