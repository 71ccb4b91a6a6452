package shell

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/searchtext"
)

// adminSearchPerPage is the page size of the admin search.
const adminSearchPerPage = 20

// adminHit is a result of the admin search as the page shows it.
type adminHit struct {
	Href, View     string
	Title, Snippet template.HTML // escaped, the matching words in <mark>
}

// adminSearchData is the admin search page.
type adminSearchData struct {
	Query    string
	Searched bool
	Total    int64
	Hits     []adminHit
	Paging   Paging
	Pager    Pager
}

// searchPage serves GET /admin/buscar?q=: the items, in any state, of the modules the user may open
// (their navigation), whose title or text has every word of the query, best first.
func (a *App) searchPage(w http.ResponseWriter, r *http.Request) {
	u := UserOf(r)
	q := r.URL.Query()
	pg := ParsePaging(q)
	pg.RowsPerPage = adminSearchPerPage
	data := adminSearchData{Query: strings.TrimSpace(q.Get("q"))}
	data.Searched = len(searchtext.Terms(data.Query)) > 0
	if data.Searched {
		var views []string
		for _, n := range u.Nav {
			views = append(views, n.Slug)
		}
		found, err := a.svc.Search(r.Context(), u.Token, data.Query, views, pg.RowsPerPage, pg.Offset())
		if err != nil {
			a.FailurePage(w, r, err)
			return
		}
		data.Total = found.Total
		terms := searchtext.Terms(data.Query)
		for _, h := range found.Resultados {
			data.Hits = append(data.Hits, adminHit{Title: searchtext.Snippet(h.Titulo, terms, 100), Href: "/admin/" + h.Vista + "/" + h.Registro,
				View: cms.ViewTitle(h.Vista), Snippet: searchtext.Snippet(h.Texto, terms, 24)})
		}
	}
	pg.Total = int(data.Total)
	data.Paging, data.Pager = pg, PagerOf(pg)
	v := a.AdminView(r, "", cms.MsgSearchTitle)
	v.Data = data
	a.render(w, r, http.StatusOK, "search", v)
}
