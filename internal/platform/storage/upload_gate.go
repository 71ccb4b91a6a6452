package storage

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// The uploads being received at once are bounded, overall and per client address: bytes trickling
// in over many connections (or cut off after the first megabyte, again and again) would otherwise
// hold buffers, temporary files and the disk's bandwidth without bound, and slow every other
// request. A new upload past the address's share is refused at once (429); past the overall bound
// it waits a moment for a place, then is refused with a 503 to retry.

// Defaults of the gate (Options.UploadsAtOnce, Options.UploadsPerAddress).
const (
	DefaultUploadsAtOnce     = 32
	DefaultUploadsPerAddress = 8
)

// uploadWait is how long an upload waits for a place once every place is taken.
const uploadWait = 5 * time.Second

type uploadGate struct {
	places  chan struct{}
	perAddr int

	mu     sync.Mutex
	byAddr map[string]int
}

func newUploadGate(atOnce, perAddr int) *uploadGate {
	if atOnce <= 0 {
		atOnce = DefaultUploadsAtOnce
	}
	if perAddr <= 0 {
		perAddr = DefaultUploadsPerAddress
	}
	return &uploadGate{places: make(chan struct{}, atOnce), perAddr: perAddr, byAddr: map[string]int{}}
}

// admit takes a place for an upload from addr; release gives it back.
func (g *uploadGate) admit(ctx context.Context, addr string) (release func(), err error) {
	g.mu.Lock()
	if g.byAddr[addr] >= g.perAddr {
		g.mu.Unlock()
		return nil, &Error{Status: 429, Code: "TooManyRequests", Name: "too_many_requests", HTTPStatus: http.StatusTooManyRequests,
			Message: fmt.Sprintf("Too many uploads at once from one address: at most %d", g.perAddr), RetryAfter: 1}
	}
	g.byAddr[addr]++
	g.mu.Unlock()
	leave := func() {
		g.mu.Lock()
		if g.byAddr[addr]--; g.byAddr[addr] <= 0 {
			delete(g.byAddr, addr)
		}
		g.mu.Unlock()
	}
	wait := time.NewTimer(uploadWait)
	defer wait.Stop()
	select {
	case g.places <- struct{}{}:
		return func() { <-g.places; leave() }, nil
	case <-wait.C:
		leave()
		return nil, &Error{Status: 503, Code: "SlowDown", Name: "Service Unavailable", HTTPStatus: http.StatusServiceUnavailable,
			Message: "Too many uploads are being received at the moment; try again in a few seconds", RetryAfter: 5}
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}
