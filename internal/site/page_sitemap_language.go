package site

import "cmp"

// siteMapLink is a link of the human site map in the page's language; Untranslated marks an item
// shown with its Spanish title (lang="es") for want of a published translation into it.
type siteMapLink struct {
	Path, Title  string
	Depth        int
	Untranslated bool
}

// siteMapLinkIn is entry e of the site map in lang ("" is Spanish): a page every language has at
// its address in lang with its interface text; an item with a published translation into lang at
// the translation's address with its title (as sitemap.xml lists it); any other item with its
// Spanish title, leading where untranslatedHref says.
func (s *Site) siteMapLinkIn(lang string, e siteMapEntry) siteMapLink {
	out := siteMapLink{Path: e.Path, Title: e.Title, Depth: e.Depth}
	if lang == "" {
		return out
	}
	if e.Interface {
		out.Path, out.Title = langPath(lang, e.Path), textIn(lang, e.Title)
		return out
	}
	for _, v := range e.Versions {
		if v.Lang == lang {
			out.Path, out.Title = v.Path, cmp.Or(v.Title, e.Title)
			return out
		}
	}
	out.Path, out.Untranslated = s.untranslatedHref(lang, e.Path), true
	return out
}
