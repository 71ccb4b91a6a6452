package site

import (
	"bytes"
	"context"
	"html/template"
	"net/http"
	"net/url"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/searchtext"
)

// Search results per page, and the words of a result's snippet.
const (
	searchPerPage  = 10
	snippetWords   = 30
	maxSearchPages = 100
	maxTitleWords  = 100 // a title is shown whole
	// maxSearchResults is the most results buscar counts and pages through (past it, it answers one
	// more: "más de 1000").
	maxSearchResults = 1000
)

// searchView is the results page.
type searchView struct {
	Query    string
	Searched bool // a query with words was given
	Total    int64
	More     bool // more than maxSearchResults found
	Results  []searchResult
	Pager    pager
}

type searchResult struct {
	Href, Kind     string
	Title, Snippet template.HTML // escaped, the matching words in <mark>
}

// kindOf names a result's table for the visitor.
func kindOf(table string) string {
	switch table {
	case "blog_entradas":
		return "Blog"
	case "contenido":
		return "Contenido"
	case "preguntas":
		return "Preguntas frecuentes"
	case "proyectos":
		return "Proyecto"
	}
	return ""
}

// searchPage is /buscar?q=…&page=…: the published items whose title or text has every word of the
// query, best first, with highlighted, escaped snippets; under a language's prefix, the items'
// published translations in that language, read by its rules, at their addresses in it. It is not cached (its queries are
// unbounded): each request is one platform call.
func (s *Site) searchPage(w http.ResponseWriter, r *http.Request) {
	if strings.TrimSpace(r.URL.Query().Get("q")) != "" { // the empty search form costs nothing
		release, ok := s.admitSearch(w, r)
		if !ok {
			return
		}
		defer release()
	}
	s.checkSchedule(r.Context())
	p, err := s.renderSearch(r.Context(), r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("X-Robots-Tag", "noindex")
	s.write(w, r, p)
}

func (s *Site) renderSearch(ctx context.Context, r *http.Request) (*page, error) {
	ctx, cancel := ctxTimeout(ctx)
	defer cancel()
	q := r.URL.Query()
	pageNo, ok := pageParam(q)
	if !ok || pageNo > maxSearchPages {
		return nil, errNotFound
	}
	query := strings.TrimSpace(q.Get("q"))
	if len(query) > searchtext.MaxQueryLen {
		query = strings.ToValidUTF8(query[:searchtext.MaxQueryLen], "")
	}
	lang := langOf(ctx)
	terms := searchtext.TermsIn(lang, query)
	v := searchView{Query: query, Searched: len(terms) > 0}
	var cats *categoryTree
	var answer records.SearchResults
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			if !v.Searched {
				return nil
			}
			answer, err = records.SearchIn(ctx, s.client, lang, query, (pageNo-1)*searchPerPage, searchPerPage)
			return fromRecords(err)
		},
	)
	if err != nil {
		return nil, err
	}
	v.Total, v.More = answer.Total, answer.Total > maxSearchResults
	pg, ok := newPager("/buscar", url.Values{"q": {query}}, pageNo, min(answer.Total, maxSearchResults), searchPerPage)
	if !ok {
		return nil, errNotFound
	}
	v.Pager = pg
	for _, hit := range answer.Resultados {
		v.Results = append(v.Results, searchResult{Title: searchtext.SnippetIn(lang, hit.Titulo, terms, maxTitleWords), Href: hit.Ruta,
			Kind: kindOf(hit.Tabla), Snippet: searchtext.SnippetIn(lang, hit.Texto, terms, snippetWords)})
	}
	title := "Buscar"
	if query != "" {
		title = "Resultados para «" + query + "»"
		if pageNo > 1 {
			title = s.text(ctx, "%s (página %d)", title, pageNo)
		}
	}
	l := s.layout(ctx, title, s.text(ctx, "Buscar en %s.", s.name), "", cats)
	l.Query = query
	var buf bytes.Buffer
	if err := s.renderPage(&buf, "search", l, v); err != nil {
		return nil, err
	}
	return &page{status: http.StatusOK, contentType: htmlType, body: buf.Bytes(), etag: etagOf(buf.Bytes())}, nil
}
