package lifecycle

import (
	"html/template"
	"slices"
	"strings"
	"unicode"
)

// Op is what a diff chunk does.
type Op int

// Diff operations.
const (
	Same Op = iota
	Removed
	Added
)

// Chunk is a run of text that two versions share, or that one of them alone has.
type Chunk struct {
	Op   Op
	Text string
}

// maxDiffCells bounds the word-by-word comparison's table (words of one side × words of the other,
// after the common start and end are set aside): beyond it the changed middle is shown as removed
// and added whole, so a huge body cannot take the server's memory.
const maxDiffCells = 4_000_000

// DiffWords compares two texts word by word, as a reader compares them: the longest common
// subsequence of words stays, the rest is removed or added. White space is not a change: a line
// break where there was a space (or two spaces for one) is shared text, shown as the newer version
// has it.
func DiffWords(a, b string) []Chunk {
	x, y := words(a), words(b)
	prefix := 0
	for prefix < len(x) && prefix < len(y) && sameToken(x[prefix], y[prefix]) {
		prefix++
	}
	suffix := 0
	for suffix < len(x)-prefix && suffix < len(y)-prefix && sameToken(x[len(x)-1-suffix], y[len(y)-1-suffix]) {
		suffix++
	}
	var out chunks
	out.add(Same, y[:prefix]...)
	mx, my := x[prefix:len(x)-suffix], y[prefix:len(y)-suffix]
	if len(mx)*len(my) > maxDiffCells {
		out.add(Removed, mx...)
		out.add(Added, my...)
	} else {
		lcs(&out, mx, my)
	}
	out.add(Same, y[len(y)-suffix:]...)
	return out
}

// sameToken: two words are the same when equal, two runs of white space always.
func sameToken(a, b string) bool {
	return a == b || (isSpaceRun(a) && isSpaceRun(b))
}

func isSpaceRun(s string) bool { return strings.TrimSpace(s) == "" }

// SameWords reports whether two texts have the same words in the same order (white space aside).
func SameWords(a, b string) bool { return slices.Equal(strings.Fields(a), strings.Fields(b)) }

// WordCounts are the words a diff adds and removes.
func WordCounts(diff []Chunk) (added, removed int) {
	for _, c := range diff {
		switch c.Op {
		case Added:
			added += len(strings.Fields(c.Text))
		case Removed:
			removed += len(strings.Fields(c.Text))
		}
	}
	return added, removed
}

// lcs appends the diff of x and y from a longest-common-subsequence table.
func lcs(out *chunks, x, y []string) {
	n, m := len(x), len(y)
	// table[i][j] is the LCS length of x[i:] and y[j:].
	table := make([][]int32, n+1)
	for i := range table {
		table[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if sameToken(x[i], y[j]) {
				table[i][j] = table[i+1][j+1] + 1
			} else {
				table[i][j] = max(table[i+1][j], table[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case sameToken(x[i], y[j]):
			out.add(Same, y[j])
			i, j = i+1, j+1
		case table[i+1][j] >= table[i][j+1]:
			out.add(Removed, x[i])
			i++
		default:
			out.add(Added, y[j])
			j++
		}
	}
	out.add(Removed, x[i:]...)
	out.add(Added, y[j:]...)
}

type chunks []Chunk

// add appends words to the last chunk when it has the same op.
func (c *chunks) add(op Op, ws ...string) {
	for _, w := range ws {
		if n := len(*c); n > 0 && (*c)[n-1].Op == op {
			(*c)[n-1].Text += w
			continue
		}
		*c = append(*c, Chunk{op, w})
	}
}

// words splits s into tokens: runs of letters and runs of spaces, so that a changed word is marked
// without the spaces around it.
func words(s string) []string {
	var out []string
	start := 0
	inSpace := false
	for i, r := range s {
		space := unicode.IsSpace(r)
		if i > start && space != inSpace {
			out = append(out, s[start:i])
			start = i
		}
		inSpace = space
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// DiffHTML renders DiffWords(a, b) as escaped text with <del> and <ins>.
func DiffHTML(a, b string) template.HTML { return ChunksHTML(DiffWords(a, b)) }

// ChunksHTML renders a diff as escaped text with <del> and <ins>.
func ChunksHTML(diff []Chunk) template.HTML {
	var sb strings.Builder
	for _, c := range diff {
		text := template.HTMLEscapeString(c.Text)
		switch c.Op {
		case Removed:
			sb.WriteString("<del>" + text + "</del>")
		case Added:
			sb.WriteString("<ins>" + text + "</ins>")
		default:
			sb.WriteString(text)
		}
	}
	return template.HTML(sb.String()) // #nosec: every piece of text is escaped above
}
