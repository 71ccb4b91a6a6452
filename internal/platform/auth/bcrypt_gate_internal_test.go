package auth

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
)

func admitted(ready chan struct{}) bool {
	select {
	case <-ready:
		return true
	default:
		return false
	}
}

func TestBcryptGateCapsConcurrencyWhenIdle(t *testing.T) {
	g := newBcryptGate(2, 1, func() bool { return false })
	a, b, c := g.join(), g.join(), g.join()
	if !admitted(a) || !admitted(b) || admitted(c) {
		t.Fatalf("admitted %v %v %v, want the first two only", admitted(a), admitted(b), admitted(c))
	}
	g.release()
	if !admitted(c) {
		t.Fatal("a released slot did not go to the waiter")
	}
}

func TestBcryptGateLeavesACoreWhileOtherRequestsRun(t *testing.T) {
	var busy atomic.Bool
	busy.Store(true)
	g := newBcryptGate(2, 1, busy.Load)
	a, b := g.join(), g.join()
	if !admitted(a) || admitted(b) {
		t.Fatal("while busy, a second bcrypt started")
	}
	busy.Store(false) // the reads ended: the next arrival re-reads the signal
	c := g.join()
	if !admitted(b) || admitted(c) {
		t.Fatalf("once idle: second admitted %v, third %v; want the second only (first come, first served)", admitted(b), admitted(c))
	}
	busy.Store(true) // a read arrives: bcrypt drops back to one at a time as slots come free
	g.release()
	if admitted(c) {
		t.Fatal("a freed slot went to bcrypt while a read is in flight and another bcrypt runs")
	}
	g.release()
	if !admitted(c) {
		t.Fatal("the waiter was not admitted once nothing ran")
	}
}

func TestBcryptGateExplicitCapBelowCores(t *testing.T) {
	g := newBcryptGate(1, 3, func() bool { return false })
	if a, b := g.join(), g.join(); !admitted(a) || admitted(b) {
		t.Fatal("the cap of 1 was exceeded")
	}
}

func TestBcryptGateWaiterWhoGivesUpLeavesTheQueue(t *testing.T) {
	g := newBcryptGate(1, 1, func() bool { return false })
	release, err := g.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := g.acquire(ctx)
		done <- err
	}()
	g.mu.Lock() // wait until the waiter has queued, then let it give up
	for len(g.queue) == 0 {
		g.mu.Unlock()
		runtime.Gosched()
		g.mu.Lock()
	}
	g.mu.Unlock()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if len(g.queue) != 0 {
		t.Fatalf("queue holds %d after the waiter gave up", len(g.queue))
	}
	release()
	if ready := g.join(); !admitted(ready) || g.running != 1 {
		t.Fatalf("after the holder released: admitted %v, running %d; want a free slot", admitted(ready), g.running)
	}
}

func TestBcryptGateSlotGrantedToAWaiterWhoGaveUpPassesOn(t *testing.T) {
	g := newBcryptGate(1, 1, func() bool { return false })
	g.join()
	late, next := g.join(), g.join()
	g.release() // admits late …
	if !admitted(late) || g.leave(late) {
		t.Fatal("late was not admitted, or leave did not report it")
	}
	g.release() // … which gave up: what acquire does then
	if !admitted(next) {
		t.Fatal("the slot of a waiter who gave up was lost")
	}
	if _, err := g.acquire(canceled()); !errors.Is(err, context.Canceled) {
		t.Fatalf("acquire with an ended context: %v", err)
	}
}

func canceled() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}
