// Package searchtext owns how the site search reads Spanish text, the same for the index and for a
// visitor's query: words are runs of letters and digits; a word's key is its Spanish stem (Snowball,
// the algorithm of PostgreSQL's `spanish` configuration) without diacritics, so "diseño" and
// "diseno", "aplicación" and "aplicaciones" share a key. It parses queries (Terms), writes the
// SQLite index's text (IndexText) and highlights results (Snippet).
package searchtext

import (
	"html"
	"html/template"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/spanish"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Bounds of a query: what a visitor types beyond them is ignored, never an error.
const (
	MaxTerms     = 8   // words
	MaxTermRunes = 40  // characters in a word
	MaxQueryLen  = 400 // bytes of the query read
)

// Terms parses a query into at most MaxTerms distinct words, lowercase: any character that is not a
// letter or a digit separates words, Spanish stopwords ("de", "la", "y") are dropped, and a word
// typed without its accent in -cion or -sion gets it ("aplicacion" is "aplicación"), since Spanish
// writes every such ending with one. No terms means nothing to search.
func Terms(query string) []string {
	if len(query) > MaxQueryLen {
		query = strings.ToValidUTF8(query[:MaxQueryLen], "")
	}
	var out []string
	seen := map[string]bool{}
	for _, w := range words(query) {
		if utf8.RuneCountInString(w) > MaxTermRunes || spanish.IsStopWord(w) {
			continue
		}
		w = restoreAccent(w)
		if k := Key(w); k == "" || seen[k] {
			continue
		} else {
			seen[k] = true
		}
		out = append(out, w)
		if len(out) == MaxTerms {
			break
		}
	}
	return out
}

// words splits text into lowercase runs of letters and digits.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// restoreAccent gives -cion and -sion their accent (the stemmer needs it to find the suffix).
func restoreAccent(w string) string {
	for _, end := range []string{"cion", "sion"} {
		if strings.HasSuffix(w, end) && len(w) > len(end)+1 {
			return strings.TrimSuffix(w, "on") + "ón"
		}
	}
	return w
}

// Words are the words of text as the index reads them: lowercase runs of letters and digits.
func Words(text string) []string { return words(text) }

// QueryKey is the key under which the index finds a word typed in a query, and false for a
// stopword (the index holds none): the word gets its -ción/-sión accent back first, as Terms does.
func QueryKey(word string) (string, bool) {
	word = strings.ToLower(word)
	if spanish.IsStopWord(word) {
		return "", false
	}
	k := Key(restoreAccent(word))
	return k, k != ""
}

// Key is a word's index form: its Spanish stem, lowercase, without diacritics.
func Key(word string) string {
	return fold(spanish.Stem(strings.ToLower(word), true))
}

// fold removes diacritics (ñ is n, á is a).
func fold(s string) string {
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), s)
	if err != nil {
		return s
	}
	return out
}

// IndexText is text as the SQLite index holds it: the key of every word that is not a stopword,
// separated by spaces; a word whose key changes when it is typed without its accents ("auditoría"
// is auditor, "auditoria" auditori) is indexed under both, so a visitor who leaves the accents out
// finds it too.
func IndexText(text string) string {
	ws := words(text)
	keys := make([]string, 0, len(ws))
	known := map[string]string{} // a word's keys, once per distinct word: text repeats its words
	for _, w := range ws {
		k, ok := known[w]
		if !ok {
			if !spanish.IsStopWord(w) {
				k = Key(w)
				if bare := Key(fold(w)); bare != k {
					k += " " + bare
				}
			}
			known[w] = k
		}
		if k != "" {
			keys = append(keys, k)
		}
	}
	return strings.Join(keys, " ")
}

// Keys are the keys of terms, as a set.
func Keys(terms []string) map[string]bool {
	out := make(map[string]bool, len(terms))
	for _, t := range terms {
		out[Key(t)] = true
	}
	return out
}

// The marks that open and close a word or a phrase, which an excerpt keeps with its first and last
// words.
const (
	openingMarks = "¿¡«\"'(“‘["
	closingMarks = "?!».,;:\"')”’]…"
)

// Snippet is an excerpt of text of about size words around the first word that matches a term,
// escaped, with every matching word in <mark>; the beginning of text when no word matches.
func Snippet(text string, terms []string, size int) template.HTML {
	keys := Keys(terms)
	return snippet(text, size, func(w string) bool {
		return !spanish.IsStopWord(w) && (keys[Key(restoreAccent(w))] || keys[Key(fold(w))])
	})
}

// snippet is Snippet with matches(w), w a word of text in lowercase, telling which words match.
func snippet(text string, size int, matches func(w string) bool) template.HTML {
	// Word boundaries in the original text, so the excerpt keeps its spelling and punctuation.
	type span struct{ start, end int }
	var spans []span
	start := -1
	for i, r := range text {
		isWord := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case isWord && start < 0:
			start = i
		case !isWord && start >= 0:
			spans = append(spans, span{start, i})
			start = -1
		}
	}
	if start >= 0 {
		spans = append(spans, span{start, len(text)})
	}
	matched := make([]bool, len(spans))
	first := -1
	for i, s := range spans {
		w := strings.ToLower(text[s.start:s.end])
		if matches(w) {
			matched[i] = true
			if first < 0 {
				first = i
			}
		}
	}
	if len(spans) == 0 {
		return ""
	}
	from := max(0, first-size/3)
	to := min(len(spans), from+size)
	var b strings.Builder
	// The excerpt starts with its first word's opening marks («¿», «¡», quotes): from the text's
	// beginning, or from the marks right before that word.
	pos := 0
	if from > 0 {
		b.WriteString("… ")
		gap := text[spans[from-1].end:spans[from].start]
		pos = spans[from].start - (len(gap) - len(strings.TrimRight(gap, openingMarks)))
	}
	for i := from; i < to; i++ {
		s := spans[i]
		b.WriteString(html.EscapeString(text[pos:s.start]))
		if matched[i] {
			b.WriteString("<mark>" + html.EscapeString(text[s.start:s.end]) + "</mark>")
		} else {
			b.WriteString(html.EscapeString(text[s.start:s.end]))
		}
		pos = s.end
	}
	if to < len(spans) {
		// The last word keeps its closing marks («?», «!», a comma).
		gap := text[pos:spans[to].start]
		b.WriteString(html.EscapeString(gap[:len(gap)-len(strings.TrimLeft(gap, closingMarks))]) + " …")
	} else {
		b.WriteString(html.EscapeString(text[pos:]))
	}
	return template.HTML(b.String())
}
