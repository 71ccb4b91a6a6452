package rest

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/searchtext"
)

// A full-text filter's value is parsed here into a tree of words and boolean operators, each word
// already in the form the site search index holds it (internal/searchtext: Spanish stem without
// diacritics), so both backends read the same query the same way. Stopwords drop out as
// PostgreSQL's parser drops them: an operator with one side gone is its other side, and a query
// with no word left matches nothing.

// ftsNode is a word (its index key, a prefix when typed with :*) or an operator over children.
type ftsNode struct {
	op       byte // 'w' word, '&' and, '|' or, '!' not
	key      string
	prefix   bool
	children []*ftsNode
}

// Bounds of a full-text query: past them the request is refused, so a filter costs a bounded
// number of index lookups.
const (
	maxFTSWords = 32
	maxFTSDepth = 32
)

func ftsAnd(a, b *ftsNode) *ftsNode { return ftsBinary('&', a, b) }
func ftsOr(a, b *ftsNode) *ftsNode  { return ftsBinary('|', a, b) }

func ftsBinary(op byte, a, b *ftsNode) *ftsNode {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &ftsNode{op: op, children: []*ftsNode{a, b}}
}

func ftsNot(a *ftsNode) *ftsNode {
	if a == nil {
		return nil
	}
	return &ftsNode{op: '!', children: []*ftsNode{a}}
}

// ftsWords is the AND of the words of text, each a prefix when prefix is set.
func ftsWords(text string, prefix bool) *ftsNode {
	var out *ftsNode
	for _, w := range searchtext.Words(text) {
		if k, ok := searchtext.QueryKey(w); ok {
			out = ftsAnd(out, &ftsNode{op: 'w', key: k, prefix: prefix})
		}
	}
	return out
}

// count is the number of words in the tree.
func (n *ftsNode) count() int {
	if n == nil {
		return 0
	}
	if n.op == 'w' {
		return 1
	}
	total := 0
	for _, c := range n.children {
		total += c.count()
	}
	return total
}

// parseFTSValue parses the value of op (fts, plfts, wfts) as PostgreSQL's to_tsquery,
// plainto_tsquery and websearch_to_tsquery read their text.
func parseFTSValue(op, value string) (*ftsNode, error) {
	var (
		root *ftsNode
		err  error
	)
	switch op {
	case "fts":
		root, err = parseTSQuery(value)
	case "plfts":
		root = ftsWords(value, false)
	case "wfts":
		root = parseWebSearch(value)
	}
	if err != nil {
		return nil, err
	}
	if root.count() > maxFTSWords {
		return nil, newError(http.StatusBadRequest, "54000",
			fmt.Sprintf("text search query has more than %d words", maxFTSWords))
	}
	return root, nil
}

// parseWebSearch reads websearch_to_tsquery's forgiving syntax, which never fails: words are
// AND-ed, "or" between words is OR (looser than AND), a leading - negates a word or a quoted
// group, and a quoted group's words are AND-ed (the index keeps no word positions for a phrase).
func parseWebSearch(s string) *ftsNode {
	var (
		out, group *ftsNode
		negate     bool
		pendingOr  bool
	)
	add := func(n *ftsNode) {
		if n == nil {
			negate = false
			return
		}
		if negate {
			n = ftsNot(n)
			negate = false
		}
		if pendingOr && group != nil {
			out = ftsOr(out, group)
			group = nil
		}
		pendingOr = false
		group = ftsAnd(group, n)
	}
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '"':
			end := strings.IndexByte(s[i+1:], '"')
			if end < 0 {
				end = len(s) - i - 1
			}
			add(ftsWords(s[i+1:i+1+end], false))
			i += end + 2
		case c == '-' && (i+1 < len(s) && s[i+1] != ' '):
			negate = true
			i++
		default:
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != '\r' && s[j] != '"' {
				j++
			}
			word := s[i:j]
			i = j
			if strings.EqualFold(word, "or") && group != nil {
				pendingOr = true
				continue
			}
			add(ftsWords(word, false))
		}
	}
	return ftsOr(out, group)
}

// tsqueryParser reads to_tsquery's syntax: words (optionally 'quoted' and followed by :* for a
// prefix or weight letters, which the index's column decides instead), & | ! and parentheses.
// Phrase operators (<-> and <N>) are refused: the index keeps words, not their positions.
type tsqueryParser struct {
	s     string
	pos   int
	depth int
}

func parseTSQuery(s string) (*ftsNode, error) {
	p := &tsqueryParser{s: s}
	if p.done() {
		return nil, nil
	}
	n, err := p.or()
	if err != nil {
		return nil, err
	}
	if !p.done() {
		return nil, p.syntaxError()
	}
	return n, nil
}

func (p *tsqueryParser) syntaxError() error {
	return newError(http.StatusBadRequest, "42601", fmt.Sprintf("syntax error in tsquery: %q", p.s))
}

func (p *tsqueryParser) skipSpace() {
	for p.pos < len(p.s) && strings.IndexByte(" \t\n\r", p.s[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *tsqueryParser) done() bool { p.skipSpace(); return p.pos >= len(p.s) }

func (p *tsqueryParser) peek() byte {
	p.skipSpace()
	if p.pos >= len(p.s) {
		return 0
	}
	return p.s[p.pos]
}

func (p *tsqueryParser) or() (*ftsNode, error) {
	left, err := p.and()
	if err != nil {
		return nil, err
	}
	for p.peek() == '|' {
		p.pos++
		right, err := p.and()
		if err != nil {
			return nil, err
		}
		left = ftsOr(left, right)
	}
	return left, nil
}

func (p *tsqueryParser) and() (*ftsNode, error) {
	left, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		switch p.peek() {
		case '&':
			p.pos++
		case '<':
			return nil, errPhraseSearch()
		default:
			return left, nil
		}
		right, err := p.unary()
		if err != nil {
			return nil, err
		}
		left = ftsAnd(left, right)
	}
}

func (p *tsqueryParser) unary() (*ftsNode, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxFTSDepth {
		return nil, p.syntaxError()
	}
	switch c := p.peek(); c {
	case 0, '&', '|', ')', ':', '<':
		return nil, p.syntaxError()
	case '!':
		p.pos++
		n, err := p.unary()
		return ftsNot(n), err
	case '(':
		p.pos++
		n, err := p.or()
		if err != nil {
			return nil, err
		}
		if p.peek() != ')' {
			return nil, p.syntaxError()
		}
		p.pos++
		return n, nil
	}
	text, err := p.value()
	if err != nil {
		return nil, err
	}
	return ftsWords(text, p.flags()), nil
}

// value reads a word or a quoted value, in which two single quotes stand for one.
func (p *tsqueryParser) value() (string, error) {
	if p.s[p.pos] != '\'' {
		start := p.pos
		for p.pos < len(p.s) && strings.IndexByte(" \t\n\r&|!():<'", p.s[p.pos]) < 0 {
			p.pos++
		}
		return p.s[start:p.pos], nil
	}
	var b strings.Builder
	for p.pos++; p.pos < len(p.s); p.pos++ {
		if p.s[p.pos] == '\'' {
			if p.pos+1 < len(p.s) && p.s[p.pos+1] == '\'' {
				b.WriteByte('\'')
				p.pos++
				continue
			}
			p.pos++
			return b.String(), nil
		}
		b.WriteByte(p.s[p.pos])
	}
	return "", p.syntaxError()
}

// flags reads what follows a word's colon and says whether it asked for a prefix match.
func (p *tsqueryParser) flags() bool {
	if p.pos >= len(p.s) || p.s[p.pos] != ':' {
		return false
	}
	prefix := false
	for p.pos++; p.pos < len(p.s) && strings.IndexByte("*ABCDabcd", p.s[p.pos]) >= 0; p.pos++ {
		prefix = prefix || p.s[p.pos] == '*'
	}
	return prefix
}
