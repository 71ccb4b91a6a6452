package site

import (
	"context"
	"net/http"
)

// maxSiteMapLinks bounds one section of the human site map: past it the page says how many more
// there are (their lists and the search reach them; sitemap.xml names them all).
const maxSiteMapLinks = 300

// siteMapView is the human site map: its sections, each with the pages a visitor can open.
type siteMapView struct {
	Sections []siteMapPart
}

type siteMapPart struct {
	Title   string
	Entries []siteMapLink
	More    int // entries left out past maxSiteMapLinks
}

// siteMapPage is /mapa-del-sitio: the site's sections and pages as links, read from the same entries
// as sitemap.xml without the addresses only search engines need (further pages of a list, tags); in
// a language, its headings, titles and addresses are the language's (siteMapLinkIn).
func (s *Site) siteMapPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		sm   *siteMapData
		cats *categoryTree
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { sm, err = s.siteMap(ctx); return err },
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
	)
	if err != nil {
		return nil, err
	}
	var v siteMapView
	lang := langOf(ctx)
	for _, sec := range sm.sections {
		part := siteMapPart{Title: s.text(ctx, sec.Title)}
		for _, e := range sec.Entries {
			switch {
			case e.Title == "":
			case len(part.Entries) == maxSiteMapLinks:
				part.More++
			default:
				part.Entries = append(part.Entries, s.siteMapLinkIn(lang, e))
			}
		}
		if len(part.Entries) > 0 {
			v.Sections = append(v.Sections, part)
		}
	}
	l := s.layout(ctx, s.text(ctx, "Mapa del sitio"), s.text(ctx, "Todas las secciones y páginas de %s.", s.siteName()), siteMapPath, cats)
	return s.html("sitemap", l, v)
}
