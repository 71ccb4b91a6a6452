package ratelimit

import (
	"testing"
	"time"
)

func TestMemoryEvicts(t *testing.T) {
	l := NewMemory(1, time.Minute, 1)
	l.maxKeys = 3
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if !l.Allow("a", now) || l.Allow("a", now) {
		t.Fatal("burst of 1")
	}
	for _, k := range []string{"b", "c", "d", "e"} {
		l.Allow(k, now)
	}
	if len(l.buckets) > 3 {
		t.Fatalf("buckets = %d, want at most 3", len(l.buckets))
	}
	later := now.Add(2 * time.Minute)
	l.Allow("z", later)
	if len(l.buckets) != 1 {
		t.Fatalf("idle buckets not evicted: %d", len(l.buckets))
	}
}
