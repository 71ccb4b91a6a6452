package web

import (
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// maxIndent caps the indentation of a category in a <select>: deeper levels stay readable and a
// pathological chain cannot blow up the page.
const maxIndent = 12

// categoryOption is one category in a <select>, indented by its depth in the tree.
type categoryOption struct {
	ID    int64
	Label string
}

// categoryOptions lists the tree for a picker, leaving out the ids in skip (a category and its
// descendants, which cannot become its parent).
func categoryOptions(tree []cms.CategoryNode, skip map[int64]bool) []categoryOption {
	out := make([]categoryOption, 0, len(tree))
	for _, n := range tree {
		if skip[n.ID] {
			continue
		}
		out = append(out, categoryOption{ID: n.ID, Label: strings.Repeat("\u00a0\u00a0\u00a0", min(n.Depth, maxIndent)) + n.Name})
	}
	return out
}

// treeEntry is a category in the nested list of the categories page. The list is flat (no
// recursion in the template, so any depth renders): Close says how many open levels end before it.
type treeEntry struct {
	cms.CategoryNode
	Close []struct{}
}

// treeEntries prepares the nested list; the second result is the levels still open after the last.
func treeEntries(tree []cms.CategoryNode) ([]treeEntry, []struct{}) {
	out := make([]treeEntry, len(tree))
	prev := 0
	for i, n := range tree {
		out[i] = treeEntry{CategoryNode: n}
		if n.Depth < prev {
			out[i].Close = make([]struct{}, prev-n.Depth)
		}
		prev = n.Depth
	}
	return out, make([]struct{}, prev)
}
