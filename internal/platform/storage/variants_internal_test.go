package storage

import (
	"errors"
	"net/http"
	"testing"
	"testing/synctest"

	"github.com/vitrina/vitrina/internal/imaging"
)

// close waits for the renders under way and lets no new one start. In a synctest bubble Wait
// returns once close is blocked (or done), so the test knows without sleeping.
func TestRendererCloseWaitsForRenders(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		r, err := newRenderer(nil, 0, 0, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !r.start() {
			t.Fatal("a render before close was refused")
		}
		closed := make(chan struct{})
		go func() {
			r.close()
			close(closed)
		}()
		synctest.Wait()
		select {
		case <-closed:
			t.Fatal("close returned while a render was under way")
		default:
		}
		if r.start() {
			t.Error("a render started while closing")
		}
		r.running.Done() // the render under way ends
		<-closed
	})
}

// The memory budget: a render waits while others hold its share, gets it when they end, and is
// refused with a 503 to retry when they hold it past memoryWait (the bubble's clock runs ahead
// when everyone waits); an image that alone needs more than the budget is refused with a 413.
func TestRendererMemoryBudget(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		r, err := newRenderer(nil, 0, 100<<20, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		photo := imaging.Header{Format: imaging.PNG, Width: 4000, Height: 3750, BytesPerPixel: 4} // 60 MB decoded
		box := imaging.Box{Width: 320}
		if need := photo.Memory(box, imaging.PNG); need <= 50<<20 || need > 100<<20 {
			t.Fatalf("a 15-megapixel photo needs %d MiB: the test's budget no longer fits one and not two", need>>20)
		}
		first, err := r.admit(t.Context(), photo, box, imaging.PNG)
		if err != nil {
			t.Fatal(err)
		}
		second := make(chan error, 1)
		var releaseSecond func()
		go func() {
			var err error
			releaseSecond, err = r.admit(t.Context(), photo, box, imaging.PNG)
			second <- err
		}()
		synctest.Wait()
		select {
		case err := <-second:
			t.Fatalf("the second render was let in beside the first (%v)", err)
		default:
		}
		first()
		if err := <-second; err != nil {
			t.Fatalf("the second render, once the first ended: %v", err)
		}

		// Held past the wait: a 503 with Retry-After, in Storage's shape.
		_, err = r.admit(t.Context(), photo, box, imaging.PNG)
		var se *Error
		if !errors.As(err, &se) || se.httpStatus() != http.StatusServiceUnavailable || se.RetryAfter == 0 || se.Code != "SlowDown" {
			t.Fatalf("a render waiting past memoryWait: %v, want a 503 SlowDown with Retry-After", err)
		}
		releaseSecond()

		// Larger than the whole budget: refused at once.
		huge := imaging.Header{Format: imaging.PNG, Width: 6300, Height: 6300, BytesPerPixel: 8}
		if _, err := r.admit(t.Context(), huge, box, imaging.PNG); !errors.As(err, &se) || se.Status != 413 || se.Code != "EntityTooLarge" {
			t.Fatalf("an image over the budget: %v, want a 413", err)
		}
	})
}
