package searchtext

import (
	"html/template"
	"strings"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
	"github.com/kljensen/snowball/french"
)

// A language's reading of words: its stopwords and its stem. Spanish is the package's own reading
// (Terms, Key, IndexText); English and French use their Snowball stemmers; any other language
// (Portuguese, Catalan) reads plain words: lowercase, without diacritics, no stopwords, no stem.
type reading struct {
	stop func(string) bool
	stem func(string) string
}

var readings = map[string]reading{
	"en": {english.IsStopWord, func(w string) string { return english.Stem(w, true) }},
	"fr": {french.IsStopWord, func(w string) string { return french.Stem(w, true) }},
}

// plain is the reading of a language without a stemmer.
var plain = reading{stop: func(string) bool { return false }, stem: func(w string) string { return w }}

func readingOf(lang string) reading {
	if r, ok := readings[primary(lang)]; ok {
		return r
	}
	return plain
}

// primary is the language subtag of a BCP 47 tag, lowercase: a regional variant (en-GB, pt-BR)
// reads as its language.
func primary(lang string) string {
	base, _, _ := strings.Cut(strings.ToLower(lang), "-")
	return base
}

// isSpanish tells whether lang reads as Spanish: "es" (or a variant of it), or no language given.
func isSpanish(lang string) bool { return lang == "" || primary(lang) == "es" }

// KeyIn is Key in the language lang.
func KeyIn(lang, word string) string {
	if isSpanish(lang) {
		return Key(word)
	}
	return fold(readingOf(lang).stem(strings.ToLower(word)))
}

// QueryKeyIn is QueryKey in the language lang.
func QueryKeyIn(lang, word string) (string, bool) {
	if isSpanish(lang) {
		return QueryKey(word)
	}
	word = strings.ToLower(word)
	if readingOf(lang).stop(word) {
		return "", false
	}
	k := KeyIn(lang, word)
	return k, k != ""
}

// TermsIn is Terms in the language lang, with the same bounds.
func TermsIn(lang, query string) []string {
	if isSpanish(lang) {
		return Terms(query)
	}
	if len(query) > MaxQueryLen {
		query = strings.ToValidUTF8(query[:MaxQueryLen], "")
	}
	r := readingOf(lang)
	var out []string
	seen := map[string]bool{}
	for _, w := range words(query) {
		if utf8.RuneCountInString(w) > MaxTermRunes || r.stop(w) {
			continue
		}
		k := KeyIn(lang, w)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, w)
		if len(out) == MaxTerms {
			break
		}
	}
	return out
}

// IndexTextIn is IndexText in the language lang: the key of every word that is not a stopword,
// and its key without accents too when that differs.
func IndexTextIn(lang, text string) string {
	if isSpanish(lang) {
		return IndexText(text)
	}
	r := readingOf(lang)
	ws := words(text)
	keys := make([]string, 0, len(ws))
	known := map[string]string{}
	for _, w := range ws {
		k, ok := known[w]
		if !ok {
			if !r.stop(w) {
				k = KeyIn(lang, w)
				if bare := KeyIn(lang, fold(w)); bare != k {
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

// SnippetIn is Snippet in the language lang: the words that match a term are those with its key in
// lang.
func SnippetIn(lang, text string, terms []string, size int) template.HTML {
	if isSpanish(lang) {
		return Snippet(text, terms, size)
	}
	r := readingOf(lang)
	keys := make(map[string]bool, len(terms))
	for _, t := range terms {
		keys[KeyIn(lang, t)] = true
	}
	return snippet(text, size, func(w string) bool {
		return !r.stop(w) && (keys[KeyIn(lang, w)] || keys[KeyIn(lang, fold(w))])
	})
}
