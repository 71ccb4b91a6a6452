package storage

import (
	"errors"
	"testing"
	"testing/synctest"
)

// The upload gate: an address past its share is refused at once (429); past the overall bound an
// upload waits for a place, gets it when one is given back, or is refused with a 503 to retry once
// uploadWait has passed (the bubble's clock runs ahead when everyone waits).
func TestUploadGate(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		g := newUploadGate(3, 2)
		var held []func()
		for _, addr := range []string{"a", "a", "b"} {
			release, err := g.admit(t.Context(), addr)
			if err != nil {
				t.Fatalf("upload from %s within the bounds: %v", addr, err)
			}
			held = append(held, release)
		}
		var se *Error
		if _, err := g.admit(t.Context(), "a"); !errors.As(err, &se) || se.Status != 429 || se.RetryAfter == 0 {
			t.Fatalf("a third upload at once from one address: %v, want a 429", err)
		}
		waiting := make(chan error, 1)
		go func() {
			release, err := g.admit(t.Context(), "c")
			if err == nil {
				release()
			}
			waiting <- err
		}()
		synctest.Wait()
		held[0]() // a place is given back: the waiting upload takes it
		if err := <-waiting; err != nil {
			t.Fatalf("the upload waiting for a place: %v", err)
		}
		if _, err := g.admit(t.Context(), "d"); err != nil {
			t.Fatalf("a place was free again: %v", err)
		}
		if _, err := g.admit(t.Context(), "e"); !errors.As(err, &se) || se.Status != 503 || se.Code != "SlowDown" || se.RetryAfter == 0 {
			t.Fatalf("every place taken past the wait: %v, want a 503 SlowDown", err)
		}
	})
}
