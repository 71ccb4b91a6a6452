package site

import (
	"net/http"
	"testing"
	"testing/synctest"
	"time"
)

// The search gate: an address past its share of the minute is refused at once (429 with the time
// left); with every place taken a search waits, gets a place given back, or is refused with a 503
// once the wait has passed (the bubble's clock runs ahead when everyone waits).
func TestSearchGate(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		g := &searchGate{byAddress: newSubmissionLimiter(2, time.Minute), slots: newSlotGate(1, searchWait, searchBusyRetry)}
		now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
		first, status, _ := g.enter(t.Context(), "a", now)
		if first == nil || status != 0 {
			t.Fatalf("the first search: %d", status)
		}
		done := make(chan int, 1)
		go func() {
			release, status, _ := g.enter(t.Context(), "b", now)
			if release != nil {
				release()
			}
			done <- status
		}()
		synctest.Wait()
		first() // the place is given back: the waiting search takes it
		if status := <-done; status != 0 {
			t.Fatalf("the search waiting for a place: %d", status)
		}
		held, _, _ := g.enter(t.Context(), "a", now)
		if _, status, retry := g.enter(t.Context(), "c", now); status != http.StatusServiceUnavailable || retry != searchBusyRetry {
			t.Fatalf("every place taken past the wait: %d %s, want 503", status, retry)
		}
		held()
		if _, status, retry := g.enter(t.Context(), "a", now.Add(10*time.Second)); status != http.StatusTooManyRequests || retry != 50*time.Second {
			t.Fatalf("a third search in the minute from one address: %d %s, want 429 in 50 s", status, retry)
		}
	})
}
