package site

import (
	"errors"
	"sync"
)

// flightGroup lets concurrent requests for the same uncached page share one render: right after a
// write drops the cache, a popular page is rendered once, not once per waiting visitor.
type flightGroup struct {
	mu    sync.Mutex
	calls map[string]*flightCall
}

type flightCall struct {
	done    chan struct{}
	waiters int // requests sharing this render (tests)
	page    *page
	err     error
}

// do runs render for key unless a render of key is already running, in which case it waits for
// that one and returns its result.
func (g *flightGroup) do(key string, render func() (*page, error)) (*page, error) {
	g.mu.Lock()
	if c, ok := g.calls[key]; ok {
		c.waiters++
		g.mu.Unlock()
		<-c.done
		return c.page, c.err
	}
	// Waiters see this error if render panics (the panic itself goes up the first caller's stack).
	c := &flightCall{done: make(chan struct{}), err: errors.New("page render panicked")}
	g.calls[key] = c
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		delete(g.calls, key)
		g.mu.Unlock()
		close(c.done)
	}()
	c.page, c.err = render()
	return c.page, c.err
}
