package site

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

type contentView struct {
	Title       string
	Layout      int
	Body        template.HTML
	Image       string
	ImageAlt    string // the library's alt text of the image, else the title
	Published   time.Time
	Category    *category
	Breadcrumbs []*category
	Related     []card // layout 2's sidebar: the other items of the category
}

// contentPage renders /contenido/<id>-<slug> in the item's layout; any other slug (or none) is
// redirected permanently to the canonical address.
func (s *Site) contentPage(ctx context.Context, r *http.Request) (*page, error) {
	ref := r.PathValue("ref")
	idPart, slug, _ := strings.Cut(ref, "-")
	id, err := strconv.ParseInt(idPart, 10, 32)
	if err != nil || id <= 0 || idPart != strconv.FormatInt(id, 10) {
		return nil, errNotFound
	}
	var (
		cats *categoryTree
		item records.ContentItem
	)
	err = parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { item, err = s.readContent(ctx, id); return err },
	)
	if err != nil {
		return nil, err
	}
	spanish := item.Titulo
	items := []records.ContentItem{item}
	missing, err := translate(ctx, s, "contenido", items, contentID)
	if err != nil {
		return nil, err
	}
	item = items[0]
	untranslated, err := s.untranslatedPage(ctx, missing[contentID(item)])
	if err != nil {
		return nil, err
	}
	if canonical := contentPath(item.ID, item.Titulo); slug != titleSlug(item.Titulo) {
		return redirect(langPath(langOf(ctx), canonical)), nil
	}
	p, err := s.renderContentIn(ctx, item, spanish, cats, untranslated)
	return p, err
}

// readContent reads a published content item; errNotFound when the public cannot see it.
func (s *Site) readContent(ctx context.Context, id int64) (records.ContentItem, error) {
	item, err := records.ContentItemByID(ctx, s.client, id)
	if errors.Is(err, records.ErrNotFound) {
		return item, errNotFound
	}
	return item, err
}

// renderContent renders a content item in its layout: the public page, or (preview) the page of an
// item not published as it is — kept out of search engines, without its canonical address.
func (s *Site) renderContent(ctx context.Context, item records.ContentItem, cats *categoryTree, preview bool) (*page, error) {
	return s.renderContentWith(ctx, item, cats, preview, func(*layout) error { return nil })
}

// renderContentIn renders the public page of a content item in the request's language, whose
// Spanish title is spanish; untranslated, when set, is the language whose page shows the Spanish.
func (s *Site) renderContentIn(ctx context.Context, item records.ContentItem, spanish string, cats *categoryTree, untranslated *records.Language) (*page, error) {
	return s.renderContentWith(ctx, item, cats, false, func(l *layout) (err error) {
		if untranslated != nil {
			l.Canonical, l.Untranslated = s.baseURL+contentPath(item.ID, item.Titulo), untranslated
			return nil
		}
		l.Alternates, err = s.itemAlternates(ctx, "contenido", "titulo", int64(item.ID), spanish, func(title string) string { return contentPath(item.ID, title) })
		return err
	})
}

// renderContentWith renders a content item, finish completing its layout.
func (s *Site) renderContentWith(ctx context.Context, item records.ContentItem, cats *categoryTree, preview bool, finish func(*layout) error) (*page, error) {
	v := contentView{Title: item.Titulo, Layout: item.Descripcion.Layout, Body: s.richText(item.Descripcion.Body),
		Image: s.imageURL("contenido", item.ImagenPrincipal), Published: item.CreatedAt, Category: cats.byID[item.Categoria],
		ImageAlt: s.libraryAlt(ctx, "", "contenido", item.ImagenPrincipal, item.Titulo)}
	if v.Category != nil {
		v.Breadcrumbs = cats.path(v.Category)
	}
	if v.Layout == 2 {
		// Titles only: the sidebar links to the items, it shows no body or picture.
		others, err := records.RelatedContent(ctx, s.client, item.Categoria, item.ID, 10)
		if err != nil {
			return nil, err
		}
		missing, err := translate(ctx, s, "contenido", others, contentID)
		if err != nil {
			return nil, err
		}
		for _, o := range others {
			v.Related = append(v.Related, s.cardIn(ctx, o, cats, missing))
		}
	}
	path := contentPath(item.ID, item.Titulo)
	l := s.itemLayout(ctx, item.Titulo, excerpt(plainText(s.strict, item.Descripcion.Body), 160), path, cats, preview)
	l.OGType = "article"
	l.OGImage = s.absoluteImage("contenido", item.ImagenPrincipal)
	s.applyItemSEO(&l, item.ItemSEO)
	if !preview {
		var steps []crumb
		for _, c := range v.Breadcrumbs {
			steps = append(steps, crumb{c.Name, categoryPath(c.Slug)})
		}
		l.Breadcrumbs = s.breadcrumbLD(ctx, append(steps, crumb{item.Titulo, path})...)
	}
	if err := finish(&l); err != nil {
		return nil, err
	}
	return s.html("content", l, v)
}
