package interfacetext

import (
	"testing"
	"time"
)

// Every key of the catalogue is written in all five languages, plural forms included.
func TestEveryKeyHasEveryLanguage(t *testing.T) {
	for key, tx := range allTexts() {
		for _, lang := range Languages {
			if tx.other[lang] == "" {
				t.Errorf("%q has no %s wording", key, lang)
			}
			if tx.one != nil && tx.one[lang] == "" {
				t.Errorf("%q has no singular %s wording", key, lang)
			}
		}
		if len(tx.other) != len(Languages) || (tx.one != nil && len(tx.one) != len(Languages)) {
			t.Errorf("%q has wordings for languages the site does not ship", key)
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
