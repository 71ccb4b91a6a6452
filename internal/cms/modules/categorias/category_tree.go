package categorias

import (
	"html"
	"html/template"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// treeHTML writes the categories page's nested list. It is built here rather than in the template
// because 10 000 categories through html/template's reflection took ~200 ms; every value is escaped
// (html.EscapeString) or a number, so the result is safe HTML. The list is flat in the loop (no
// recursion): each entry closes the levels it leaves and opens a <ul> when its children follow.
// Each entry shows the category's translation statuses (none when the site is in Spanish only).
func treeHTML(tree []cms.CategoryNode, statuses map[int64][]translation.Status) template.HTML {
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
			html.EscapeString(n.Slug) + `</small>`)
		writeStatuses(&b, statuses[n.ID])
		b.WriteString(`<span class="row-actions"><a href="/admin/categorias/` + id +
			`">` + msgEdit + `</a><form method="post" action="/admin/categorias/` + id + `/eliminar" data-confirm="` + msgConfirmDeleteBefore +
			name + msgConfirmDeleteAfter + `"><button type="submit" class="link danger">` + msgDelete + `</button></form></span></div>`)
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

// writeStatuses writes a category's translation statuses as the lists' «Traducciones» show them
// (the shell's translation_statuses), under the label the menus' tree gives them.
func writeStatuses(b *strings.Builder, statuses []translation.Status) {
	if len(statuses) == 0 {
		return
	}
	b.WriteString(`<small class="translations">` + msgTranslations)
	for i, s := range statuses {
		if i > 0 {
			b.WriteString("<br>")
		}
		b.WriteString(`<span lang="` + html.EscapeString(s.Code) + `">` + html.EscapeString(s.Name) + `</span>: ` + html.EscapeString(s.Status))
	}
	b.WriteString(`</small>`)
}
