package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/records"
)

type freePageView struct {
	Title       string
	Blocks      []blockView
	Breadcrumbs []navLink // the parent page of a nested page
}

// freePage renders /<slug> and /<parent>/<slug>. The site's own routes are more specific patterns,
// and pageblocks refuses their first segments as slugs, so a page never shadows them.
func (s *Site) freePage(ctx context.Context, r *http.Request) (*page, error) {
	parentSlug, slug := r.PathValue("parent"), r.PathValue("slug")
	if langOf(ctx) != "" {
		return s.translatedFreePage(ctx, parentSlug, slug)
	}
	var parent *records.Page
	if parentSlug != "" {
		p, err := s.readFreePage(ctx, parentSlug, nil)
		if err != nil {
			return nil, err
		}
		parent = p
	}
	var parentID *int64
	if parent != nil {
		parentID = &parent.ID
	}
	row, err := s.readFreePage(ctx, slug, parentID)
	if err != nil {
		return nil, err
	}
	path := freePagePath(row, parent)
	return s.renderFreePage(ctx, row, parent, path, false)
}

// readFreePage reads the published page with slug under parent (nil: top level); none is errNotFound.
func (s *Site) readFreePage(ctx context.Context, slug string, parent *int64) (*records.Page, error) {
	if pageblocks.CheckSlug(slug, false) != "" {
		return nil, errNotFound // not a slug any page can have: no request to the platform
	}
	row, err := records.PublishedPage(ctx, s.client, slug, parent)
	if err != nil {
		return nil, err
	}
	if row == nil {
		return nil, errNotFound
	}
	return row, nil
}

// homeFreePage reads the page chosen as the home page, or nil when none is (or it is not published).
func (s *Site) homeFreePage(ctx context.Context) (*records.Page, error) {
	home, err := records.HomePage(ctx, s.client)
	if err != nil || home == nil || langOf(ctx) == "" {
		return home, err
	}
	// In another language, its translation; the Spanish one when it has none (a site always has a home).
	if _, err := records.TranslateOne(ctx, s.client, "paginas", langOf(ctx), home.ID, home); err != nil {
		return nil, fromRecords(err)
	}
	return home, nil
}

func freePagePath(row, parent *records.Page) string {
	if parent != nil {
		return "/" + parent.Slug + "/" + row.Slug
	}
	return "/" + row.Slug
}

// renderFreePage renders a page's blocks in the site's layout at path (its canonical address); a
// preview (a preview link's) is marked as such and kept out of search engines.
func (s *Site) renderFreePage(ctx context.Context, row, parent *records.Page, path string, preview bool) (*page, error) {
	return s.renderFreePageWith(ctx, row, parent, path, preview, func(*layout) error { return nil })
}

// renderFreePageWith renders a free page, finish completing its layout.
func (s *Site) renderFreePageWith(ctx context.Context, row, parent *records.Page, path string, preview bool, finish func(*layout) error) (*page, error) {
	var cats *categoryTree
	var blocks []blockView
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { blocks, err = s.blockViews(ctx, row.Bloques); return err },
	)
	if err != nil {
		return nil, err
	}
	v := freePageView{Title: row.Titulo, Blocks: blocks}
	if parent != nil {
		v.Breadcrumbs = []navLink{{Href: "/" + parent.Slug, Label: parent.Titulo}}
	}
	title := row.Titulo
	if row.SEOTitulo != nil && *row.SEOTitulo != "" {
		title = *row.SEOTitulo
	}
	description := ""
	if row.SEODescripcion != nil {
		description = *row.SEODescripcion
	}
	if description == "" {
		description = blocksExcerpt(s, blocks)
	}
	l := s.layout(ctx, title, description, path, cats)
	if path == "/" {
		l.Title = title + " | " + s.siteName()
	}
	l.OGImage = firstImage(s, blocks)
	l.Preview = preview
	s.applyItemSEO(&l, row.ItemSEO)
	if parent != nil && !preview {
		l.Breadcrumbs = s.breadcrumbLD(ctx, crumb{parent.Titulo, "/" + parent.Slug}, crumb{row.Titulo, path})
	}
	if err := finish(&l); err != nil {
		return nil, err
	}
	return s.html("page", l, v)
}

// RenderPreview renders p exactly as the public site would show it (layout, blocks, data read as
// anon), marked as a preview as every other, without storing or caching anything: the page editor's
// preview.
func (s *Site) RenderPreview(ctx context.Context, p records.PreviewPage) ([]byte, error) {
	ctx, cancel := ctxTimeout(ctx)
	defer cancel()
	if err := s.ensureNav(ctx); err != nil {
		return nil, err
	}
	row := &records.Page{Titulo: p.Title, Bloques: p.Blocks, SEOTitulo: &p.SEOTitle, SEODescripcion: &p.SEODescription}
	pg, err := s.renderFreePage(ctx, row, nil, p.Path, true)
	if err != nil {
		return nil, err
	}
	return pg.body, nil
}
