package site

import (
	"bytes"
	"context"
	"encoding/xml"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// feedEntries is how many posts the Atom feed carries.
const feedEntries = 20

// atomFeed is an Atom 1.0 feed (RFC 4287): id, title and updated are required on the feed and on
// every entry; an entry needs an author unless the feed has one (it does: the company).
type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Lang    string      `xml:"xml:lang,attr,omitempty"`
	ID      string      `xml:"id"`
	Title   string      `xml:"title"`
	Updated string      `xml:"updated"`
	Links   []atomLink  `xml:"link"`
	Author  atomPerson  `xml:"author"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
	URI  string `xml:"uri,omitempty"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Body string `xml:",chardata"`
}

type atomEntry struct {
	ID         string         `xml:"id"`
	Title      string         `xml:"title"`
	Updated    string         `xml:"updated"`
	Published  string         `xml:"published"`
	Links      []atomLink     `xml:"link"`
	Authors    []atomPerson   `xml:"author"`
	Categories []atomCategory `xml:"category"`
	Summary    *atomText      `xml:"summary,omitempty"`
	Content    atomText       `xml:"content"`
}

type atomCategory struct {
	Term  string `xml:"term,attr"`
	Label string `xml:"label,attr"`
}

// blogFeed is /blog/feed.xml: the newest published posts as Atom, every address absolute, the body
// sanitized as on the post's page (escaped HTML content).
func (s *Site) blogFeed(ctx context.Context, r *http.Request) (*page, error) {
	if lang := langOf(ctx); lang != "" {
		return s.langBlogFeed(ctx, lang)
	}
	rows, err := records.LatestPosts(ctx, s.client, feedEntries)
	if err != nil {
		return nil, err
	}
	return s.atomFeed(rows, "", s.feedURL())
}

// langFeedPath is the address of the feed of the posts translated into lang: the Spanish feed's
// path under /<lang>/.
func langFeedPath(lang string) string { return "/" + lang + "/blog/feed.xml" }

// langBlogFeed is /<lang>/blog/feed.xml: the newest published posts with a published translation
// into lang, a language the site offers, in that language.
func (s *Site) langBlogFeed(ctx context.Context, lang string) (*page, error) {
	rows, err := records.LatestTranslatedPosts(ctx, s.client, lang, feedEntries)
	if err != nil {
		return nil, err
	}
	return s.atomFeed(rows, lang, s.baseURL+langFeedPath(lang))
}

// atomFeed writes posts (in lang, "" for Spanish) as the Atom feed at self.
func (s *Site) atomFeed(rows []records.Post, lang, self string) (*page, error) {
	postPath := blogPath
	feed := atomFeed{ID: s.absolute("/blog"), Title: "Blog de " + s.name,
		Links:  []atomLink{{Rel: "self", Type: "application/atom+xml", Href: self}, {Rel: "alternate", Type: "text/html", Href: s.absolute("/blog")}},
		Author: atomPerson{Name: s.name, URI: s.baseURL + "/"}}
	if lang != "" {
		// A language has no list of posts of its own: its feed is its own id and links itself only.
		postPath = func(slug string) string { return "/" + lang + blogPath(slug) }
		feed.ID, feed.Lang, feed.Links = self, lang, feed.Links[:1]
	}
	var latest time.Time
	for _, b := range rows {
		when := b.Published().UTC()
		if when.After(latest) {
			latest = when
		}
		e := atomEntry{ID: s.absolute(postPath(b.Slug)), Title: b.Titulo, Updated: when.Format(time.RFC3339), Published: when.Format(time.RFC3339),
			Links:   []atomLink{{Rel: "alternate", Type: "text/html", Href: s.absolute(postPath(b.Slug))}},
			Content: atomText{Type: "html", Body: absoluteLinks(string(cms.RenderBody(s.policy, b.Cuerpo)), s.baseURL)}}
		if b.AutorNombre != "" {
			p := atomPerson{Name: b.AutorNombre}
			if b.Autor != nil {
				p.URI = s.absolute(blogAuthorPath(*b.Autor))
			}
			e.Authors = []atomPerson{p}
		}
		if b.Extracto != "" {
			e.Summary = &atomText{Type: "text", Body: b.Extracto}
		}
		for _, t := range b.Tags {
			e.Categories = append(e.Categories, atomCategory{Term: t.Tag.Slug, Label: t.Tag.Nombre})
		}
		feed.Entries = append(feed.Entries, e)
	}
	if latest.IsZero() {
		latest = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) // an empty blog: a fixed, valid date
	}
	feed.Updated = latest.Format(time.RFC3339)
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(feed); err != nil {
		return nil, wrap("encode the feed", err)
	}
	return &page{status: http.StatusOK, contentType: "application/atom+xml; charset=utf-8", body: buf.Bytes()}, nil
}
