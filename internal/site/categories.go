package site

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// category is a service category in the tree, with its children and depth.
type category struct {
	records.Category
	Children    []*category
	depth       int
	spanishSlug string // its Spanish address's slug (Slug is the page's language's)
}

// categoryTree is the whole category table, read once per language and kept with the navigation
// (it is small, every page's menu needs it, and it spares the pages one embedding per list). It is
// shared by the requests that render at once, so nothing changes it once built.
type categoryTree struct {
	byID   map[int]*category
	bySlug map[string]*category
	top    []*category
	// untranslated are the categories without a translation into the page's language (their name
	// and address are the Spanish ones); nil on a Spanish page.
	untranslated map[int64]bool
}

// loadCategories is the category tree in the request's language: the one kept with the
// navigation, or read (and kept) the first time a page in the language asks after a change.
func (s *Site) loadCategories(ctx context.Context) (*categoryTree, error) {
	lang := langOf(ctx)
	n := s.nav
	n.mu.Lock()
	t, ok := n.categories[lang]
	gen := n.gen
	n.mu.Unlock()
	if ok {
		return t, nil
	}
	t, err := s.readCategories(ctx, lang)
	if err != nil {
		return nil, err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.gen == gen && n.categories != nil {
		n.categories[lang] = t
	}
	return t, nil
}

// readCategories reads the category tree in lang ("" is Spanish).
func (s *Site) readCategories(ctx context.Context, lang string) (*categoryTree, error) {
	read, spanish, untranslated, err := records.CategoriesIn(ctx, s.client, lang)
	if err != nil {
		return nil, fromRecords(err)
	}
	rows := make([]*category, len(read))
	for i, c := range read {
		rows[i] = &category{Category: c, spanishSlug: spanish[c.ID]}
	}
	t := &categoryTree{byID: map[int]*category{}, bySlug: map[string]*category{}, untranslated: untranslated}
	for _, c := range rows {
		t.byID[c.ID] = c
		t.bySlug[c.Slug] = c
	}
	// Siblings are sorted by name case-insensitively (interface.md).
	slices.SortStableFunc(rows, func(a, b *category) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	for _, c := range rows {
		if c.IDPadre != nil {
			if p, ok := t.byID[*c.IDPadre]; ok {
				p.Children = append(p.Children, c)
				continue
			}
		}
		t.top = append(t.top, c)
	}
	var setDepth func(cs []*category, d int)
	setDepth = func(cs []*category, d int) {
		for _, c := range cs {
			if c.depth = d; d < 64 { // depth is unlimited, but a cycle must not recurse forever
				setDepth(c.Children, d+1)
			}
		}
	}
	setDepth(t.top, 0)
	return t, nil
}

func (t *categoryTree) roots() []*category { return t.top }

// bySpanishSlug is the category whose Spanish address has slug, nil when there is none.
func (t *categoryTree) bySpanishSlug(slug string) *category {
	for _, c := range t.byID {
		if c.spanishSlug == slug {
			return c
		}
	}
	return nil
}

// name returns a category's name, or "" for an unknown id.
func (t *categoryTree) name(id int) string {
	if c, ok := t.byID[id]; ok {
		return c.Name
	}
	return ""
}

// path returns the ancestors of c from the root, c included.
func (t *categoryTree) path(c *category) []*category {
	var out []*category
	for seen := 0; c != nil && seen < 64; seen++ {
		out = append([]*category{c}, out...)
		if c.IDPadre == nil {
			break
		}
		c = t.byID[*c.IDPadre]
	}
	return out
}

// subtree returns the ids of c and all its descendants.
func (t *categoryTree) subtree(c *category) []string {
	var ids []string
	var walk func(c *category, d int)
	walk = func(c *category, d int) {
		ids = append(ids, strconv.Itoa(c.ID))
		if d < 64 {
			for _, ch := range c.Children {
				walk(ch, d+1)
			}
		}
	}
	walk(c, 0)
	return ids
}

// flat lists every category in tree order with its depth (for the testimonials filter).
func (t *categoryTree) flat() []categoryOption {
	var out []categoryOption
	var walk func(cs []*category)
	walk = func(cs []*category) {
		for _, c := range cs {
			out = append(out, categoryOption{ID: c.ID, Label: strings.Repeat("— ", c.depth) + c.Name})
			if c.depth < 64 {
				walk(c.Children)
			}
		}
	}
	walk(t.top)
	return out
}

type categoryOption struct {
	ID       int
	Label    string
	Selected bool
}

func categoryPath(slug string) string { return "/servicios/" + slug }
