package searchtext

import (
	"reflect"
	"strings"
	"testing"
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
		for _, lang := range []string{"", "es"} {
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
