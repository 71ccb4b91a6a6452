package categorias

import (
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// filteredCategory is a category the translation filter keeps: the table shows where it sits in the
// tree, since its parent may not be listed.
type filteredCategory struct {
	cms.Category
	Path         string // its ancestors' names, «Diseño › Web», "" at the first level
	Translations []translation.Status
}

// filtered are the categories of tree the translation filter keeps, in the tree's order, each with
// its ancestors' names.
func filtered(tree []cms.CategoryNode, statuses map[int64][]translation.Status, tl *translation.List) []filteredCategory {
	var out []filteredCategory
	ancestors := make([]string, 0, 8) // the names of the levels above the current node (depth-first order)
	for _, n := range tree {
		ancestors = append(ancestors[:min(n.Depth, len(ancestors))], n.Name)
		if tl.Keeps(statuses[n.ID]) {
			out = append(out, filteredCategory{Category: n.Category, Path: strings.Join(ancestors[:len(ancestors)-1], pathSeparator),
				Translations: statuses[n.ID]})
		}
	}
	return out
}

// pathSeparator joins a category's ancestors' names.
const pathSeparator = " › "
