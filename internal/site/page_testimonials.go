package site

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// testimonialsPerPage is the page size of /testimonios (interface.md's rowsPerPage default).
const testimonialsPerPage = 10

type testimonialView struct {
	Text, Person, Role, Company, Category string
	Date                                  time.Time
	Untranslated                          bool // shown in Spanish in a page of another language
}

func testimonialOf(t records.Testimonial, cats *categoryTree) testimonialView {
	v := testimonialView{Text: t.Testimonio, Company: t.Empresa, Category: cats.name(t.Categoria), Date: t.CreatedAt}
	if t.Persona != nil {
		v.Person = *t.Persona
	}
	if t.Cargo != nil {
		v.Role = *t.Cargo
	}
	return v
}

type testimonialsView struct {
	Items      []testimonialView
	Categories []categoryOption
	Filtered   string // the selected category's name
	Pager      pager
}

// testimonialsPage lists testimonials newest first, ten per page (?page=), optionally of one
// category (?categoria=<id>). An unknown category or a page past the last is a 404.
func (s *Site) testimonialsPage(ctx context.Context, r *http.Request) (*page, error) {
	q := r.URL.Query()
	pageNo, ok := pageParam(q)
	if !ok {
		return nil, errNotFound
	}
	catID := 0
	if raw := q.Get("categoria"); raw != "" {
		id, err := strconv.ParseInt(raw, 10, 32)
		if err != nil || id <= 0 {
			return nil, errNotFound
		}
		catID = int(id)
	}
	var (
		cats  *categoryTree
		rows  []records.Testimonial
		total int64
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			rows, total, err = records.TestimonialsPage(ctx, s.client, catID, (pageNo-1)*testimonialsPerPage, testimonialsPerPage)
			return fromRecords(err)
		},
	)
	if err != nil {
		return nil, err
	}
	if catID > 0 && cats.byID[catID] == nil {
		return nil, errNotFound
	}
	base := url.Values{}
	if catID > 0 {
		base.Set("categoria", strconv.Itoa(catID))
	}
	pg, ok := newPager("/testimonios", base, pageNo, total, testimonialsPerPage)
	if !ok {
		return nil, errNotFound
	}
	v := testimonialsView{Pager: pg, Categories: cats.flat()}
	for i := range v.Categories {
		v.Categories[i].Selected = v.Categories[i].ID == catID
	}
	missing, err := translate(ctx, s, "testimoniales", rows, testimonialID)
	if err != nil {
		return nil, err
	}
	for _, t := range rows {
		v.Items = append(v.Items, testimonialIn(t, cats, missing))
	}
	title, desc := s.text(ctx, "Testimonios"), s.text(ctx, "Lo que dicen nuestros clientes de %s.", s.name)
	if catID > 0 {
		v.Filtered = cats.name(catID)
		title, desc = s.text(ctx, "Testimonios de %s", v.Filtered), s.text(ctx, "Lo que dicen nuestros clientes de %s.", v.Filtered)
	}
	if pageNo > 1 {
		title = s.text(ctx, "%s (página %d)", title, pageNo)
	}
	return s.html("testimonials", s.layout(ctx, title, desc, pg.Current, cats), v)
}
