package site_test

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestBlogFeedBounded: a blog with more published posts than the feed carries gets a feed of the
// newest 20, whatever the number of posts, so a large site's feed costs what a small one's does.
func TestBlogFeedBounded(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t) // 12 published posts of January
	var posts []string
	for i := 1; i <= 30; i++ {
		posts = append(posts, fmt.Sprintf(`{"id":%d,"titulo":"Reciente %02d","slug":"reciente-%02d","extracto":"","cuerpo":"<p>Texto</p>","autor":null,"autor_nombre":"","tiempo_lectura":1,"created_at":"2026-03-%02dT10:00:00Z","estado":"publicado","publicar_en":null}`,
			100+i, i, i, i))
	}
	f.rest(http.MethodPost, "/rest/v1/blog_entradas", "["+strings.Join(posts, ",")+"]", 201)
	f.site.Changed("blog_entradas")
	var feed struct {
		Entries []struct {
			Title string `xml:"title"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal([]byte(f.page("/blog/feed.xml", http.StatusOK)), &feed); err != nil {
		t.Fatal(err)
	}
	if len(feed.Entries) != 20 {
		t.Fatalf("the feed of 42 published posts has %d entries, want the newest 20", len(feed.Entries))
	}
	if first, last := feed.Entries[0].Title, feed.Entries[19].Title; first != "Reciente 30" || last != "Reciente 11" {
		t.Errorf("entries from %q to %q, want Reciente 30 to Reciente 11", first, last)
	}
}
