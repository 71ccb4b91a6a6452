package web

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

// treeHTML writes the categories page's nested list. It is built here rather than in the template
// because 10 000 categories through html/template's reflection took ~200 ms; every value is escaped
// (html.EscapeString) or a number, so the result is safe HTML. The list is flat in the loop (no
// recursion): each entry closes the levels it leaves and opens a <ul> when its children follow.
func treeHTML(tree []cms.CategoryNode) template.HTML {
	var b strings.Builder
	b.Grow(len(tree) * 320)
	prev := 0
	for _, n := range tree {
		for ; prev > n.Depth; prev-- {
			b.WriteString("</ul></li>")
		}
		prev = n.Depth
		id := strconv.FormatInt(n.ID, 10)
		name := html.EscapeString(n.Name)
		b.WriteString(`<li data-id="` + id + `"><div class="node"><span class="cat-name">` + name + `</span> <small class="slug">` +
			html.EscapeString(n.Slug) + `</small><span class="row-actions"><a href="/admin/categorias/` + id +
			`">Editar</a><form method="post" action="/admin/categorias/` + id + `/eliminar" data-confirm="¿Eliminar la categoría «` +
			name + `»?"><button type="submit" class="link danger">Eliminar</button></form></span></div>`)
		if n.HasChildren {
			b.WriteString("<ul>")
		} else {
			b.WriteString("</li>\n")
		}
	}
	for ; prev > 0; prev-- {
		b.WriteString("</ul></li>")
	}
	return template.HTML(b.String()) // #nosec G203: every value above is escaped or numeric
}

// optionsHTML writes a picker's <option>s (the selected one marked), for the same reason as
// treeHTML: a select of 10 000 categories.
func optionsHTML(opts []categoryOption, selected string) template.HTML {
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
