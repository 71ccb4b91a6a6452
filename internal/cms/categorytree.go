package cms

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The service categories as every module picks them (content, testimonials, and later blog and
// projects): the whole list in one read, and the tree that orders it. Creating, renaming, moving and
// deleting them is the categorias module's.

// TableCategories is the service categories' table (view `categorias`).
const TableCategories = "categoria-servicios"

// Category is a row of categoria-servicios as the admin reads it.
type Category struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Slug    string `json:"slug"`
	IDPadre *int64 `json:"id_padre"`
	// TextsVersion is version_textos (its translations' status).
	TextsVersion int64 `json:"version_textos"`
}

// CategoryNode is a category placed in the tree: Depth 0 is the first level.
type CategoryNode struct {
	Category
	Depth       int
	HasChildren bool
}

// CategoryList reads every category in one request (the tree needs them all).
func (s *Service) CategoryList(ctx context.Context, token string) ([]Category, error) {
	cats := []Category{}
	if _, err := s.client.From(TableCategories, platformclient.AsUser(token)).Select("id,name,slug,id_padre,version_textos").
		Order("id", false).Get(ctx, &cats); err != nil {
		return nil, PlatformFailure(err)
	}
	return cats, nil
}

// CategoryTree orders categories depth-first by id_padre, siblings by name case-insensitively
// (Spanish collation, so "Ámbar" sits with the a's; numbers by value, "Paso 2" before "Paso 10").
// It is iterative, so any depth works, and a
// category whose parent is missing — or that sits in a cycle written behind the platform's back —
// still appears, as a first-level entry.
func CategoryTree(cats []Category) []CategoryNode {
	col := collate.New(language.Spanish, collate.IgnoreCase, collate.Numeric)
	var buf collate.Buffer
	keys := make(map[int64][]byte, len(cats))
	byID := make(map[int64]int, len(cats))
	for i, c := range cats {
		byID[c.ID] = i
		// Keys are copied: the buffer is reused.
		keys[c.ID] = slices.Clone(col.KeyFromString(&buf, c.Name))
		buf.Reset()
	}
	children := make(map[int64][]int64, len(cats))
	var roots []int64
	for _, c := range cats {
		if c.IDPadre != nil && *c.IDPadre != c.ID {
			if _, ok := byID[*c.IDPadre]; ok {
				children[*c.IDPadre] = append(children[*c.IDPadre], c.ID)
				continue
			}
		}
		roots = append(roots, c.ID)
	}
	bySortKey := func(a, b int64) int {
		if c := compareBytes(keys[a], keys[b]); c != 0 {
			return c
		}
		if c := strings.Compare(cats[byID[a]].Name, cats[byID[b]].Name); c != 0 {
			return c
		}
		return int(a - b)
	}
	slices.SortFunc(roots, bySortKey)
	for _, ids := range children {
		slices.SortFunc(ids, bySortKey)
	}

	out := make([]CategoryNode, 0, len(cats))
	seen := make(map[int64]bool, len(cats))
	type frame struct {
		id    int64
		depth int
	}
	walk := func(start int64) {
		stack := []frame{{start, 0}}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[f.id] {
				continue
			}
			seen[f.id] = true
			kids := children[f.id]
			out = append(out, CategoryNode{Category: cats[byID[f.id]], Depth: f.depth, HasChildren: len(kids) > 0})
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, frame{kids[i], f.depth + 1})
			}
		}
	}
	for _, id := range roots {
		walk(id)
	}
	// Categories only reachable through a cycle: show them rather than lose them.
	for _, c := range cats {
		if !seen[c.ID] {
			walk(c.ID)
		}
	}
	// A node whose children were all shown elsewhere has none under it here.
	for i := range out {
		if out[i].HasChildren && (i+1 == len(out) || out[i+1].Depth <= out[i].Depth) {
			out[i].HasChildren = false
		}
	}
	return out
}

func compareBytes(a, b []byte) int { return strings.Compare(string(a), string(b)) }

// Descendants returns the ids under id in the tree (not id itself).
func Descendants(tree []CategoryNode, id int64) map[int64]bool {
	out := map[int64]bool{}
	for i, n := range tree {
		if n.ID != id {
			continue
		}
		for _, d := range tree[i+1:] {
			if d.Depth <= n.Depth {
				break
			}
			out[d.ID] = true
		}
		break
	}
	return out
}

// ListedID parses a posted id and reports whether it is one of the listed categories.
func ListedID(listed []Category, raw string) (int64, bool) {
	raw = strings.TrimSpace(raw)
	for _, c := range listed {
		if strconv.FormatInt(c.ID, 10) == raw {
			return c.ID, true
		}
	}
	return 0, false
}
