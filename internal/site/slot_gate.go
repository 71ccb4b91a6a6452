package site

import (
	"context"
	"net/http"
	"time"
)

// slotGate bounds how many requests of one kind run at once: one past them waits up to wait for a
// place, then is refused with a 503 to retry after busyRetry.
type slotGate struct {
	slots     chan struct{}
	wait      time.Duration
	busyRetry time.Duration
}

func newSlotGate(n int, wait, busyRetry time.Duration) *slotGate {
	return &slotGate{slots: make(chan struct{}, n), wait: wait, busyRetry: busyRetry}
}

// enter takes a place: release gives it back; without one, status is 503 when every place stayed
// taken for the wait (retry says when to try again), or 0 when the client left.
func (g *slotGate) enter(ctx context.Context) (release func(), status int, retry time.Duration) {
	timer := time.NewTimer(g.wait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
		return func() { <-g.slots }, 0, 0
	case <-timer.C:
		return nil, http.StatusServiceUnavailable, g.busyRetry
	case <-ctx.Done():
		return nil, 0, 0
	}
}
