package site

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// categoryPerPage is the page size of a category's content list, categoryTestimonials how many
// testimonials about the service its page quotes.
const (
	categoryPerPage      = 12
	categoryTestimonials = 3
)

type categoryView struct {
	Category    *category
	Intro       string // what the service page is about, under its title
	Breadcrumbs []*category
	Children    []*category
	Items       []card
	Pager       pager
	FAQ         []faqEntry    // the category's published questions, in their order
	Projects    []projectCard // the newest projects of the category and its descendants
	MoreHref    string        // the projects' list of the category, when there are more
	// Testimonials are the newest about the category or its subcategories (testimoniales.categoria);
	// none shows no section: a client's words about another service would not speak for this one.
	Testimonials     []testimonialView
	TestimonialsHref string // all the category's testimonials
}

// categoryPage shows a service category by slug: an introduction, its subcategories, the content of
// the category and of its descendants, newest first, in pages (?page=), its projects, what clients
// say of it, its questions and an invitation to get in touch. Each list is one bounded request, all
// made at once.
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
		if moved := cats.bySpanishSlug(r.PathValue("slug")); moved != nil && langOf(ctx) != "" {
			return redirect(langPath(langOf(ctx), categoryPath(moved.Slug))), nil // its translation's address
		}
		return nil, errNotFound
	}
	untranslated, err := s.untranslatedPage(ctx, cats.untranslated[int64(c.ID)])
	if err != nil {
		return nil, err
	}
	var (
		rows  []records.ContentItem
		total int64
		faq   []records.Question
		projs []records.Project
		nProj int64
		testi []records.Testimonial
		// the items without a translation into the page's language
		missingItems, missingFAQ, missingProjects, missingTestimonials records.Untranslated
	)
	err = parallel(ctx,
		func(ctx context.Context) (err error) {
			rows, missingItems, total, err = records.ContentInCategories(ctx, s.client, langOf(ctx), cats.subtree(c), (pageNo-1)*categoryPerPage, categoryPerPage)
			return fromRecords(err)
		},
		func(ctx context.Context) (err error) {
			faq, missingFAQ, err = s.readFAQ(ctx, []string{strconv.Itoa(c.ID)})
			return err
		},
		func(ctx context.Context) (err error) {
			projs, missingProjects, nProj, err = s.readProjects(ctx, 0, relatedProjects, records.ProjectFilter{Categories: cats.subtree(c)})
			return err
		},
		func(ctx context.Context) (err error) {
			testi, missingTestimonials, err = records.TestimonialsInCategories(ctx, s.client, langOf(ctx), cats.subtree(c), categoryTestimonials)
			return fromRecords(err)
		},
	)
	if err != nil {
		return nil, err
	}
	pg, ok := newPager(categoryPath(c.Slug), url.Values{}, pageNo, total, categoryPerPage)
	if !ok {
		return nil, errNotFound
	}
	v := categoryView{Category: c, Intro: categoryIntro(langOf(ctx), c, s.siteName()), Breadcrumbs: cats.path(c), Children: c.Children, Pager: pg}
	for _, t := range testi {
		v.Testimonials = append(v.Testimonials, testimonialIn(t, cats, missingTestimonials))
	}
	if len(testi) > 0 {
		v.TestimonialsHref = "/testimonios"
	}
	for _, t := range testi {
		if t.Categoria == c.ID { // the list filters by one category, not its subcategories
			v.TestimonialsHref = "/testimonios?" + url.Values{"categoria": {strconv.Itoa(c.ID)}}.Encode()
		}
	}
	for _, row := range rows {
		v.Items = append(v.Items, s.cardIn(ctx, row, cats, missingItems))
	}
	for _, p := range projs {
		v.Projects = append(v.Projects, s.projectCardIn(ctx, p, cats, missingProjects))
	}
	if nProj > int64(len(projs)) {
		v.MoreHref = "/proyectos?" + url.Values{"categoria": {c.Slug}}.Encode()
	}
	for _, f := range faq {
		v.FAQ = append(v.FAQ, s.faqEntryIn(f, missingFAQ))
	}
	title := c.Name
	if pageNo > 1 {
		title = s.text(ctx, "%s (página %d)", title, pageNo)
	}
	l := s.layout(ctx, title, s.text(ctx, "Servicios de %s en %s.", c.Name, s.siteName()), pg.Current, cats)
	for _, it := range rows {
		if it.ImagenPrincipal != nil {
			l.OGImage = s.absoluteImage("contenido", it.ImagenPrincipal)
			break
		}
	}
	l.JSONLD = s.faqPageLD(faq)
	if l.Untranslated = untranslated; untranslated != nil {
		l.Canonical, l.Alternates = s.baseURL+pg.Current, nil
	} else if pageNo == 1 {
		if l.Alternates, err = s.itemAlternates(ctx, "categoria-servicios", "slug", int64(c.ID), c.spanishSlug, categoryPath); err != nil {
			return nil, err
		}
	} else {
		l.Alternates = nil
	}
	return s.html("category", l, v)
}

// categoryIntro is the opening sentence of a service's page in lang. Categories carry no
// description of their own, so it says what the page gathers, with the subcategories' names when
// there are some.
func categoryIntro(lang string, c *category, siteName string) string {
	var names []string
	for _, ch := range c.Children {
		names = append(names, ch.Name)
	}
	what := c.Name
	if len(names) > 0 {
		what += " (" + joinNames(lang, names) + ")"
	}
	return textIn(lang, "En %[1]s le acompañamos en %[2]s: aquí encontrará lo que hacemos, los proyectos que hemos llevado a cabo y lo que opinan nuestros clientes.", siteName, what)
}

// joinNames joins names as a list in lang: «a, b y c», "a, b and c".
func joinNames(lang string, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return textIn(lang, "%[1]s y %[2]s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}
