package storage

import (
	"testing"
	"testing/synctest"
)

// close waits for the renders under way and lets no new one start. In a synctest bubble Wait
// returns once close is blocked (or done), so the test knows without sleeping.
func TestRendererCloseWaitsForRenders(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		r, err := newRenderer(nil, 0)
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
