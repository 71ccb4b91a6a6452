package site

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
)

// categoryPerPage is the page size of a category's content list.
const categoryPerPage = 12

type categoryView struct {
	Category    *category
	Breadcrumbs []*category
	Children    []*category
	Items       []card
	Pager       pager
	FAQ         []faqEntry    // the category's published questions, in their order
	Projects    []projectCard // the newest projects of the category and its descendants
	MoreHref    string        // the projects' list of the category, when there are more
}

// categoryPage shows a service category by slug: its subcategories and the content of the category
// and of its descendants, newest first, in pages (?page=).
func (s *Site) categoryPage(ctx context.Context, r *http.Request) (*page, error) {
	pageNo, ok := pageParam(r.URL.Query())
	if !ok {
		return nil, errNotFound
	}
	cats, err := s.loadCategories(ctx)
	if err != nil {
		return nil, err
	}
	c := cats.bySlug[r.PathValue("slug")]
	if c == nil {
		return nil, errNotFound
	}
	var (
		rows  []records.ContentItem
		total int64
		faq   []records.Question
		projs []records.Project
		nProj int64
	)
	err = parallel(ctx,
		func(ctx context.Context) (err error) {
			rows, total, err = records.ContentInCategories(ctx, s.client, cats.subtree(c), (pageNo-1)*categoryPerPage, categoryPerPage)
			return fromRecords(err)
		},
		func(ctx context.Context) (err error) {
			faq, err = s.readFAQ(ctx, []string{strconv.Itoa(c.ID)})
			return err
		},
		func(ctx context.Context) (err error) {
			projs, nProj, err = s.readProjects(ctx, 0, relatedProjects, records.ProjectFilter{Categories: cats.subtree(c)})
			return err
		},
	)
	if err != nil {
		return nil, err
	}
	pg, ok := newPager(categoryPath(c.Slug), url.Values{}, pageNo, total, categoryPerPage)
	if !ok {
		return nil, errNotFound
	}
	v := categoryView{Category: c, Breadcrumbs: cats.path(c), Children: c.Children, Pager: pg}
	for _, row := range rows {
		v.Items = append(v.Items, s.card(row, cats))
	}
	for _, p := range projs {
		v.Projects = append(v.Projects, s.projectCard(p, cats))
	}
	if nProj > int64(len(projs)) {
		v.MoreHref = "/proyectos?" + url.Values{"categoria": {c.Slug}}.Encode()
	}
	for _, f := range faq {
		v.FAQ = append(v.FAQ, s.faqEntry(f))
	}
	title := c.Name
	if pageNo > 1 {
		title += " (página " + strconv.Itoa(pageNo) + ")"
	}
	l := s.layout(title, "Servicios de "+c.Name+" en "+s.siteName()+".", pg.Current, cats)
	for _, it := range rows {
		if it.ImagenPrincipal != nil {
			l.OGImage = s.absoluteImage("contenido", it.ImagenPrincipal)
			break
		}
	}
	l.JSONLD = s.faqPageLD(faq)
	return s.html("category", l, v)
}
