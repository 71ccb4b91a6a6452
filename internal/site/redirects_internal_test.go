package site

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"
)

// BenchmarkRedirectLookup is the in-memory part of answering a redirect: one lookup in the loaded
// map (a hit and a miss), with 1 000 and 100 000 redirects.
func BenchmarkRedirectLookup(b *testing.B) {
	for _, n := range []int{1_000, 100_000} {
		byPath := make(map[string]redirectTarget, n)
		for i := range n {
			byPath[fmt.Sprintf("/antigua/%d", i)] = redirectTarget{to: "/blog", status: http.StatusMovedPermanently}
		}
		m := &redirectMap{now: time.Now, read: func(context.Context) (map[string]redirectTarget, error) { return byPath, nil }}
		ctx := context.Background()
		for _, c := range []struct{ name, path string }{{"hit", "/antigua/77/"}, {"miss", "/no-existe"}} {
			b.Run(fmt.Sprintf("%s/redirects=%d", c.name, n), func(b *testing.B) {
				for b.Loop() {
					if _, ok, err := m.lookup(ctx, c.path); err != nil || ok != (c.name == "hit") {
						b.Fatal(ok, err)
					}
				}
			})
		}
	}
}
