package lifecycle

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// RichText is a rich-text column of the revision as a reader sees it (ReadableText).
func (r Revision) RichText(column string) string { return ReadableText(r.Text(column)) }

// ReadableText is rich text (the editor's HTML) as the words a reader sees, so that a comparison
// of two versions shows changed words rather than changed tags: one line per paragraph, heading,
// list item, quote or table row (cells separated by « | »), a list item starting with «•», a
// picture as «[Imagen: its alt text]» and a link followed by its address in brackets. Spaces and
// line breaks inside a paragraph count as one space.
func ReadableText(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return collapseLines(s)
	}
	root, err := html.Parse(strings.NewReader(s))
	if err != nil { // the parser accepts any input; kept for the signature's sake
		return collapseLines(s)
	}
	var b strings.Builder
	writeReadable(&b, root)
	return collapseLines(b.String())
}

// lineElements start a line of their own.
var lineElements = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Blockquote: true, atom.Pre: true, atom.Ul: true, atom.Ol: true, atom.Li: true,
	atom.Table: true, atom.Tr: true, atom.Figure: true, atom.Figcaption: true, atom.Hr: true,
}

func writeReadable(b *strings.Builder, n *html.Node) {
	switch n.Type {
	case html.TextNode:
		b.WriteString(oneSpace(n.Data))
		return
	case html.ElementNode:
		switch n.DataAtom {
		case atom.Br:
			b.WriteString("\n")
			return
		case atom.Img:
			b.WriteString(" [Imagen: " + attr(n, "alt") + "] ")
			return
		case atom.Script, atom.Style:
			return
		case atom.Td, atom.Th:
			if n.PrevSibling != nil {
				b.WriteString(" | ")
			}
		case atom.Li:
			b.WriteString("\n• ")
		}
		if lineElements[n.DataAtom] && n.DataAtom != atom.Li {
			b.WriteString("\n")
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		writeReadable(b, c)
	}
	if n.Type == html.ElementNode {
		if href := attr(n, "href"); n.DataAtom == atom.A && href != "" {
			b.WriteString(" (" + href + ")")
		}
		if lineElements[n.DataAtom] {
			b.WriteString("\n")
		}
	}
}

// oneSpace turns every run of white space (line breaks of the HTML source included) into one space.
func oneSpace(s string) string {
	var b strings.Builder
	inSpace := false
	for _, r := range s {
		if isSpace(r) {
			if !inSpace {
				b.WriteByte(' ')
			}
			inSpace = true
			continue
		}
		inSpace = false
		b.WriteRune(r)
	}
	return b.String()
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\f' || r == '\u00a0'
}

func attr(n *html.Node, name string) string {
	for _, a := range n.Attr {
		if a.Key == name {
			return strings.TrimSpace(a.Val)
		}
	}
	return ""
}

// collapseLines trims every line, joins the spaces inside it and drops empty lines.
func collapseLines(s string) string {
	var lines []string
	for line := range strings.SplitSeq(s, "\n") {
		if words := strings.Fields(strings.ReplaceAll(line, "\u00a0", " ")); len(words) > 0 {
			lines = append(lines, strings.Join(words, " "))
		}
	}
	return strings.Join(lines, "\n")
}
