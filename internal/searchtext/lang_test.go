package searchtext

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSearchTextInLanguages(t *testing.T) {
	for _, c := range []struct {
		lang, query, text string
		terms             []string
		found             bool
	}{
		{"en", "running", "We run every morning.", []string{"running"}, true},
		{"en", "the running", "Runs and more runs.", []string{"running"}, true},
		{"en", "cats", "A cat sleeps.", []string{"cats"}, true},
		{"en", "the", "the and of", nil, false},
		{"fr", "chanteuses", "Une chanteuse connue.", []string{"chanteuses"}, true},
		{"fr", "le", "le la les", nil, false},
		{"fr", "activite", "Une activité connue.", []string{"activite"}, true},
		{"pt", "Coração", "o coracao", []string{"coração"}, true},
		{"pt", "corações", "o coração", []string{"corações"}, false},
		{"ca", "Català", "parlem catala", []string{"català"}, true},
		{"en-GB", "running", "We run every morning.", []string{"running"}, true}, // a regional variant reads as its language
		{"pt-BR", "coracao", "o Coração", []string{"coracao"}, true},
	} {
		terms := TermsIn(c.lang, c.query)
		if !reflect.DeepEqual(terms, c.terms) {
			t.Errorf("TermsIn(%s, %q) = %q, want %q", c.lang, c.query, terms, c.terms)
		}
		index := " " + IndexTextIn(c.lang, c.text) + " "
		found := len(terms) > 0
		for _, term := range terms {
			k, ok := QueryKeyIn(c.lang, term)
			found = found && ok && strings.Contains(index, " "+k+" ")
		}
		if found != c.found {
			t.Errorf("%s: %q in %q (index %q) found %v, want %v", c.lang, c.query, c.text, index, found, c.found)
		}
	}
}

// Spanish through the language-aware functions is the package's Spanish, byte for byte.
func TestSearchTextSpanishUnchanged(t *testing.T) {
	for _, s := range []string{"Diseño de aplicaciones", "la auditoría y la aplicacion", "Corriendo rápido"} {
		for _, lang := range []string{"", "es", "es-MX"} {
			if got, want := IndexTextIn(lang, s), IndexText(s); got != want {
				t.Errorf("IndexTextIn(%q, %q) = %q, want %q", lang, s, got, want)
			}
			if got, want := TermsIn(lang, s), Terms(s); !reflect.DeepEqual(got, want) {
				t.Errorf("TermsIn(%q, %q) = %q, want %q", lang, s, got, want)
			}
			for _, w := range Words(s) {
				gk, gok := QueryKeyIn(lang, w)
				wk, wok := QueryKey(w)
				if gk != wk || gok != wok || KeyIn(lang, w) != Key(w) {
					t.Errorf("keys of %q differ in %q", w, lang)
				}
			}
		}
	}
}

// FuzzTermsIn: a visitor's query in any language gives at most MaxTerms valid words with no
// character of the full-text syntax, and its index text is valid UTF-8.
func FuzzTermsIn(f *testing.F) {
	for _, s := range []string{"running shoes", "chanteuses à Paris", "\xff\xfe", strings.Repeat("é", 500), `"a" OR b* NEAR(c)`} {
		for _, lang := range []string{"en", "fr", "pt", "ca", "es", "x-klingon"} {
			f.Add(lang, s)
		}
	}
	f.Fuzz(func(t *testing.T, lang, q string) {
		terms := TermsIn(lang, q)
		if len(terms) > MaxTerms {
			t.Fatalf("%d terms", len(terms))
		}
		for _, term := range terms {
			if !utf8.ValidString(term) || term == "" || strings.ContainsAny(term, ` "*()<>&'`) {
				t.Fatalf("term %q", term)
			}
		}
		if text := IndexTextIn(lang, q); !utf8.ValidString(text) {
			t.Fatalf("index text %q", text)
		}
	})
}

// SnippetIn marks the words that match a term by the language's keys, and in Spanish is Snippet.
func TestSnippetIn(t *testing.T) {
	for _, c := range []struct {
		lang, text, query string
		want              string
	}{
		{"en", "We run in the park.", "running", "We <mark>run</mark> in the park."},
		{"en", "The runner & the runs.", "run the", "The runner &amp; the <mark>runs</mark>."},
		{"fr", "Une activité connue.", "activite", "Une <mark>activité</mark> connue."},
		{"pt-BR", "O coração.", "coracao", "O <mark>coração</mark>."},
		{"es", "Diseño de aplicaciones", "aplicación diseno", string(Snippet("Diseño de aplicaciones", Terms("aplicación diseno"), 30))},
	} {
		if got := string(SnippetIn(c.lang, c.text, TermsIn(c.lang, c.query), 30)); got != c.want {
			t.Errorf("SnippetIn(%s, %q, %q) = %q, want %q", c.lang, c.text, c.query, got, c.want)
		}
	}
}
