package site_test

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// blogFixture seeds an employee, tags and posts in every state through /rest/v1.
func blogFixture(t *testing.T, opts ...fixtureOption) (*fixture, string) {
	f := newFixture(t, false, opts...)
	author := "6f1c2a4e-0000-4000-8000-000000000001"
	f.rest(http.MethodPost, "/rest/v1/Empleados", `{"id":"`+author+`","nombre":"Ana Ruiz","email":"ana@example.com"}`, 201)
	f.rest(http.MethodPost, "/rest/v1/etiquetas", `[{"id":1,"nombre":"Diseño","slug":"diseno"},{"id":2,"nombre":"Móviles","slug":"moviles"}]`, 201)
	var posts []string
	for i := 1; i <= 12; i++ {
		posts = append(posts, fmt.Sprintf(`{"id":%d,"titulo":"Entrada %02d","slug":"entrada-%02d","extracto":"Resumen %d","cuerpo":"<p>Texto <a href=\"/clientes\">enlace</a></p><script>x()</script>","autor":%s,"autor_nombre":%q,"tiempo_lectura":4,"created_at":"2026-01-%02dT10:00:00Z","estado":"publicado","publicar_en":null}`,
			i, i, i, i, map[bool]string{true: `"` + author + `"`, false: "null"}[i%2 == 0], map[bool]string{true: "Ana Ruiz", false: ""}[i%2 == 0], i))
	}
	posts = append(posts,
		`{"id":13,"titulo":"Borrador secreto","slug":"borrador","extracto":"","cuerpo":"","autor":null,"autor_nombre":"","tiempo_lectura":1,"created_at":"2026-02-01T10:00:00Z","estado":"borrador","publicar_en":null}`,
		`{"id":14,"titulo":"Programada futura","slug":"futura","extracto":"","cuerpo":"","autor":null,"autor_nombre":"","tiempo_lectura":1,"created_at":"2026-02-02T10:00:00Z","estado":"programado","publicar_en":"`+time.Now().Add(time.Hour).UTC().Format(time.RFC3339)+`"}`)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas", "["+strings.Join(posts, ",")+"]", 201)
	f.rest(http.MethodPost, "/rest/v1/blog_entradas_etiquetas",
		`[{"entrada":12,"etiqueta":1},{"entrada":11,"etiqueta":1},{"entrada":10,"etiqueta":2},{"entrada":13,"etiqueta":1},{"entrada":3,"etiqueta":1}]`, 201)
	return f, author
}

// TestBlogPublicPages: the list is paged newest first and shows only published posts; a post shows
// its sanitized body, tags, author and related posts; tag and author lists; unknown addresses 404.
func TestBlogPublicPages(t *testing.T) {
	t.Parallel()
	f, author := blogFixture(t)
	list := f.page("/blog", 200)
	mustContain(t, "/blog", list, "Entrada 12", "Entrada 03", `href="/blog?page=2"`, "4 min de lectura", `href="/blog/autor/`+author+`"`)
	mustNotContain(t, "/blog", list, "Entrada 02", "Borrador secreto", "Programada futura")
	if i, j := strings.Index(list, "Entrada 12"), strings.Index(list, "Entrada 11"); i < 0 || i > j {
		t.Error("/blog is not newest first")
	}
	mustContain(t, "/blog?page=2", f.page("/blog?page=2", 200), "Entrada 02", "Entrada 01")
	f.page("/blog?page=3", 404)
	f.page("/blog?page=x", 404)

	post := f.page("/blog/entrada-12", 200)
	mustContain(t, "post", post, "<h1>Entrada 12</h1>", `href="/blog/etiqueta/diseno"`, "Ana Ruiz", "Entradas relacionadas",
		`href="/blog/entrada-11"`, `href="/blog/entrada-03"`, `<link rel="canonical" href="http://vitrina.test/blog/entrada-12">`,
		`<link rel="alternate" type="application/atom+xml"`)
	mustNotContain(t, "post", post, "<script>x()", "Borrador secreto")
	f.page("/blog/borrador", 404)
	f.page("/blog/futura", 404)
	f.page("/blog/no-existe", 404)

	tag := f.page("/blog/etiqueta/diseno", 200)
	mustContain(t, "tag", tag, "Etiqueta: Diseño", "Entrada 12", "Entrada 11", "Entrada 03")
	mustNotContain(t, "tag", tag, "Entrada 10", "Borrador secreto")
	f.page("/blog/etiqueta/nada", 404)
	byAuthor := f.page("/blog/autor/"+author, 200)
	mustContain(t, "author", byAuthor, "Entradas de Ana Ruiz", "Entrada 12", "Entrada 02")
	mustNotContain(t, "author", byAuthor, "Entrada 11")
	f.page("/blog/autor/no-es-un-id", 404)
	f.page("/blog/autor/6f1c2a4e-0000-4000-8000-000000000009", 404)

	// Every page links the feed; the sitemap lists the blog's pages.
	mustContain(t, "home", f.page("/", 200), `href="http://vitrina.test/blog/feed.xml"`)
	sitemap := f.page("/sitemap.xml", 200)
	mustContain(t, "sitemap", sitemap, "http://vitrina.test/blog</loc>", "http://vitrina.test/blog?page=2</loc>",
		"http://vitrina.test/blog/entrada-01</loc>", "http://vitrina.test/blog/etiqueta/diseno</loc>", "http://vitrina.test/blog/autor/"+author+"</loc>")
	mustNotContain(t, "sitemap", sitemap, "/blog/borrador", "/blog/futura")
}

// TestBlogPostingJSONLD parses the post's JSON-LD and checks the properties Google requires of a
// BlogPosting (headline, datePublished, author, image when there is one) and absolute addresses.
func TestBlogPostingJSONLD(t *testing.T) {
	t.Parallel()
	f, author := blogFixture(t)
	f.rest(http.MethodPatch, "/rest/v1/blog_entradas?id=eq.12", `{"portada":"blog/portada.png","titulo":"Entrada 12 </script><b>"}`, 200)
	body := f.page("/blog/entrada-12", 200)
	m := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no JSON-LD: %s", excerptOf(body))
	}
	var doc struct {
		Context       string `json:"@context"`
		Type          string `json:"@type"`
		Headline      string `json:"headline"`
		DatePublished string `json:"datePublished"`
		Image         string `json:"image"`
		URL           string `json:"url"`
		Author        struct {
			Type, Name, URL string
		} `json:"author"`
		Publisher struct{ Name string } `json:"publisher"`
	}
	if err := json.Unmarshal([]byte(m[1]), &doc); err != nil {
		t.Fatalf("JSON-LD does not parse: %v\n%s", err, m[1])
	}
	if doc.Context != "https://schema.org" || doc.Type != "BlogPosting" || doc.Headline != "Entrada 12 </script><b>" ||
		doc.Author.Name != "Ana Ruiz" || doc.Author.URL != "http://vitrina.test/blog/autor/"+author || doc.URL != "http://vitrina.test/blog/entrada-12" ||
		!strings.HasPrefix(doc.Image, "http://vitrina.test/storage/v1/object/public/contenido/blog/portada.png") || doc.Publisher.Name == "" {
		t.Errorf("JSON-LD %+v", doc)
	}
	if _, err := time.Parse(time.RFC3339, doc.DatePublished); err != nil {
		t.Errorf("datePublished %q: %v", doc.DatePublished, err)
	}
}

// TestBlogAtomFeed parses the feed with an XML parser and checks RFC 4287's required elements: the
// feed's id, title, updated and an author (on the feed or on every entry); each entry's id, title,
// updated and alternate link; absolute addresses; only published posts; escaped HTML content.
func TestBlogAtomFeed(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	res, body := f.get("/blog/feed.xml")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/atom+xml") {
		t.Fatalf("feed: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	type link struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
	}
	var feed struct {
		XMLName xml.Name
		ID      string   `xml:"id"`
		Title   string   `xml:"title"`
		Updated string   `xml:"updated"`
		Authors []string `xml:"author>name"`
		Links   []link   `xml:"link"`
		Entries []struct {
			ID      string `xml:"id"`
			Title   string `xml:"title"`
			Updated string `xml:"updated"`
			Links   []link `xml:"link"`
			Content struct {
				Type string `xml:"type,attr"`
				Body string `xml:",chardata"`
			} `xml:"content"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal([]byte(body), &feed); err != nil {
		t.Fatalf("feed does not parse: %v", err)
	}
	if feed.XMLName.Space != "http://www.w3.org/2005/Atom" || feed.XMLName.Local != "feed" {
		t.Fatalf("root %v", feed.XMLName)
	}
	abs := func(u string) bool { return strings.HasPrefix(u, "http://vitrina.test/") }
	if !abs(feed.ID) || feed.Title == "" || len(feed.Authors) != 1 || feed.Authors[0] == "" {
		t.Errorf("feed head: id %q title %q authors %q", feed.ID, feed.Title, feed.Authors)
	}
	if _, err := time.Parse(time.RFC3339, feed.Updated); err != nil {
		t.Errorf("feed updated %q: %v", feed.Updated, err)
	}
	self := false
	for _, l := range feed.Links {
		self = self || l.Rel == "self" && l.Href == "http://vitrina.test/blog/feed.xml"
	}
	if !self {
		t.Errorf("no rel=self link: %+v", feed.Links)
	}
	if len(feed.Entries) != 12 {
		t.Fatalf("%d entries, want the 12 published", len(feed.Entries))
	}
	for _, e := range feed.Entries {
		if _, err := time.Parse(time.RFC3339, e.Updated); err != nil || !abs(e.ID) || e.Title == "" || len(e.Links) == 0 || !abs(e.Links[0].Href) {
			t.Errorf("entry %+v", e)
		}
		if e.Content.Type != "html" || strings.Contains(e.Content.Body, "<script") || !strings.Contains(e.Content.Body, `href="http://vitrina.test/clientes"`) {
			t.Errorf("entry content %+v", e.Content)
		}
	}
}

// TestBlogCacheFollowsWrites: a cached blog page changes at once when a post is published.
func TestBlogCacheFollowsWrites(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t, func(o *site.Options) { o.CacheTTL = time.Hour })
	mustNotContain(t, "before", f.page("/blog", 200), "Recién publicada")
	f.rest(http.MethodPatch, "/rest/v1/blog_entradas?id=eq.13", `{"estado":"publicado","titulo":"Recién publicada","created_at":"2026-03-01T00:00:00Z"}`, 200)
	mustContain(t, "after", f.page("/blog", 200), "Recién publicada")
	mustContain(t, "feed after", f.page("/blog/feed.xml", 200), "Recién publicada")
}
