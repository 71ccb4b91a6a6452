package auth

import (
	"context"
	"fmt"
	"slices"
	"sync"
)

// bcryptGate admits bcrypt hashes and comparisons first come, first served: up to max at once while
// busy reports nothing else being served, and up to shared (a core fewer) while it does, so that a
// sign-in flood takes every core only when no other request needs one. Each arrival and each
// release re-reads busy; a bcrypt already running is never interrupted.
type bcryptGate struct {
	max, shared int
	busy        func() bool
	open        chan struct{} // closed: handed to callers admitted at once

	mu      sync.Mutex
	running int
	queue   []chan struct{} // waiters in arrival order; closing one admits it
}

func newBcryptGate(max, shared int, busy func() bool) *bcryptGate {
	g := &bcryptGate{max: max, shared: min(shared, max), busy: busy, open: make(chan struct{})}
	close(g.open)
	return g
}

// acquire waits for a slot; a caller whose context ends leaves the queue (a client that gives up
// costs no bcrypt).
func (g *bcryptGate) acquire(ctx context.Context) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("wait for bcrypt: %w", err)
	}
	ready := g.join()
	select {
	case <-ready:
		return g.release, nil
	case <-ctx.Done():
		if !g.leave(ready) { // admitted meanwhile: pass the slot on
			g.release()
		}
		return nil, fmt.Errorf("wait for bcrypt: %w", ctx.Err())
	}
}

// join queues the caller and returns a channel closed once it holds a slot.
func (g *bcryptGate) join() chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.queue) == 0 && g.running < g.limit() {
		g.running++
		return g.open
	}
	ready := make(chan struct{})
	g.queue = append(g.queue, ready)
	g.admit()
	return ready
}

// leave takes a waiter out of the queue; false means it was admitted already and holds a slot.
func (g *bcryptGate) leave(ready chan struct{}) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	i := slices.Index(g.queue, ready)
	if i < 0 {
		return false
	}
	g.queue = slices.Delete(g.queue, i, i+1)
	return true
}

func (g *bcryptGate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.running--
	g.admit()
}

// admit hands free slots to the oldest waiters; g.mu is held.
func (g *bcryptGate) admit() {
	limit := g.limit()
	for len(g.queue) > 0 && g.running < limit {
		close(g.queue[0])
		g.queue[0] = nil
		g.queue = g.queue[1:]
		g.running++
	}
}

func (g *bcryptGate) limit() int {
	if g.busy() {
		return g.shared
	}
	return g.max
}
