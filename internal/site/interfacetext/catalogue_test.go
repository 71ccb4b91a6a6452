package interfacetext

import (
	"testing"
	"time"
)

// Every text of the catalogue is written in all five languages, plural forms included, and no
// language has a text Spanish does not.
func TestEveryKeyHasEveryLanguage(t *testing.T) {
	for _, lang := range Languages {
		for key, w := range byLanguage[lang] {
			spanish, ok := es[key]
			switch {
			case !ok:
				t.Errorf("%s has %q, which Spanish does not", lang, key)
			case w.Other == "":
				t.Errorf("%q has no %s wording", key, lang)
			case (w.One == "") != (spanish.One == ""):
				t.Errorf("%q: %s's singular form does not match Spanish's", key, lang)
			}
		}
		if len(byLanguage[lang]) != len(es) {
			t.Errorf("%s has %d texts, Spanish %d", lang, len(byLanguage[lang]), len(es))
		}
	}
	for key, w := range es {
		if key != w.Other && w.One == "" {
			t.Errorf("Spanish %q is worded %q: a key is its Spanish wording", key, w.Other)
		}
	}
}

func TestTextsPerLanguage(t *testing.T) {
	for _, c := range []struct {
		lang, key string
		args      []any
		want      string
	}{
		{"es", "Leer más", nil, "Leer más"},
		{"en", "Leer más", nil, "Read more"},
		{"pt", "Leer más", nil, "Ler mais"},
		{"fr", "Leer más", nil, "Lire la suite"},
		{"ca", "Leer más", nil, "Llegeix-ne més"},
		{"es", "%d entradas", []any{1}, "1 entrada"},
		{"es", "%d entradas", []any{3}, "3 entradas"},
		{"en", "%d entradas", []any{1}, "1 post"},
		{"en", "%d entradas", []any{2}, "2 posts"},
		{"fr", "%d entradas", []any{0}, "0 article"},
		{"ca", "%d entradas", []any{5}, "5 entrades"},
		{"en", "Página %d de %d", []any{2, 7}, "Page 2 of 7"},
		{"de", "Leer más", nil, "Leer más"},
		{"en-GB", "Leer más", nil, "Read more"},
	} {
		if got := For(c.lang).T(c.key, c.args...); got != c.want {
			t.Errorf("%s %q %v = %q, want %q", c.lang, c.key, c.args, got, c.want)
		}
	}
}

func TestDatesAndNumbersPerLanguage(t *testing.T) {
	day := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	april := time.Date(2026, 4, 3, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		lang string
		at   time.Time
		want string
	}{
		{"es", day, "28 de noviembre de 2026"},
		{"en", day, "November 28, 2026"},
		{"pt", day, "28 de novembro de 2026"},
		{"fr", day, "28 novembre 2026"},
		{"ca", day, "28 de novembre de 2026"},
		{"ca", april, "3 d’abril de 2026"},
	} {
		if got := For(c.lang).Date(c.at); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
	for lang, want := range map[string]string{"es": "12.345", "en": "12,345", "fr": "12\u00a0345"} {
		if got := For(lang).Number(12345); got != want {
			t.Errorf("%s number: %q, want %q", lang, got, want)
		}
	}
}

// TestValue: a text an editor wrote reads in the language when it is one of the usual values the
// catalogue has, and as written otherwise, never read as a format.
func TestValue(t *testing.T) {
	for _, c := range []struct{ lang, text, want string }{
		{"en", "Jornada completa", "Full-time"},
		{"fr", "Media jornada", "Temps partiel"},
		{"es", "Prácticas", "Prácticas"},
		{"en", "Contrato fijo discontinuo", "Contrato fijo discontinuo"},
		{"en", "50 % teletrabajo", "50 % teletrabajo"},
		{"en", "%s – %s brutos al año", "%s – %s brutos al año"},
	} {
		if got := For(c.lang).Value(c.text); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.text, got, c.want)
		}
	}
}
