package shell

import (
	"html"
	"html/template"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// maxIndent caps the indentation of a category in a <select>: deeper levels stay readable and a
// pathological chain cannot blow up the page.
const maxIndent = 12

// CategoryOption is one category in a <select>, indented by its depth in the tree.
type CategoryOption struct {
	ID    int64
	Label string
}

// CategoryOptions lists the tree for a picker, leaving out the ids in skip (a category and its
// descendants, which cannot become its parent).
func CategoryOptions(tree []cms.CategoryNode, skip map[int64]bool) []CategoryOption {
	out := make([]CategoryOption, 0, len(tree))
	for _, n := range tree {
		if skip[n.ID] {
			continue
		}
		out = append(out, CategoryOption{ID: n.ID, Label: strings.Repeat("\u00a0\u00a0\u00a0", min(n.Depth, maxIndent)) + n.Name})
	}
	return out
}

// OptionsHTML writes a picker's <option>s (the selected one marked), for the same reason as
// treeHTML: a select of 10 000 categories.
func OptionsHTML(opts []CategoryOption, selected string) template.HTML {
	var b strings.Builder
	b.Grow(len(opts) * 48)
	for _, o := range opts {
		id := strconv.FormatInt(o.ID, 10)
		b.WriteString(`<option value="` + id + `"`)
		if id == selected {
			b.WriteString(" selected")
		}
		b.WriteString(">" + html.EscapeString(o.Label) + "</option>")
	}
	return template.HTML(b.String()) // #nosec G203: labels are escaped, ids numeric
}
