// Package interfacetext holds the public site's own interface texts (navigation labels, "Leer más",
// form labels and their errors, notices, pagination, the 404 page) in every language the site
// ships, with plural rules, and formats dates per language.
package interfacetext

import (
	"fmt"
	"strings"
	"time"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Languages are the languages every interface text is written in, Spanish first.
var Languages = []string{"es", "en", "pt", "fr", "ca"}

// wording is a text in one language; a text with a count has a singular (One) and a plural form.
type wording struct{ One, Other string }

// wordings are one language's texts, by their Spanish wording (the key the site asks for). Each
// language is a file of its own (es.go, en.go…), so a translator works on one file.
type wordings map[string]wording

// byLanguage are the catalogue's languages.
var byLanguage = map[string]wordings{"es": es, "en": en, "pt": pt, "fr": fr, "ca": ca}

var builder = newBuilder()

func newBuilder() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.Spanish))
	for _, lang := range Languages {
		tag := language.MustParse(lang)
		for key, w := range byLanguage[lang] {
			if w.One == "" {
				if err := b.SetString(tag, key, w.Other); err != nil {
					panic(err)
				}
				continue
			}
			if err := b.Set(tag, key, plural.Selectf(1, "%d", plural.One, w.One, plural.Other, w.Other)); err != nil {
				panic(err)
			}
		}
	}
	return b
}

// Printer writes interface texts in one language; an unknown language falls back to Spanish.
type Printer struct {
	lang string
	p    *message.Printer
}

// For returns the printer of a BCP 47 language code.
func For(lang string) Printer {
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.Spanish
	}
	base, _ := tag.Base()
	code := base.String()
	known := false
	for _, l := range Languages {
		known = known || l == code
	}
	if !known {
		code = "es"
	}
	return printers[code]
}

// printers are the catalogue's printers, one per language, made once: a page asks for one per text.
var printers = func() map[string]Printer {
	out := make(map[string]Printer, len(Languages))
	for _, code := range Languages {
		out[code] = Printer{lang: code, p: message.NewPrinter(language.MustParse(code), message.Catalog(builder))}
	}
	return out
}()

// T returns a key's wording, filled with args (a count selects the plural form).
func (p Printer) T(key string, args ...any) string { return p.p.Sprintf(key, args...) }

// Value is a text an editor wrote (a job opening's kind of contract) in the printer's language when
// the catalogue has it (the usual values a form offers), and as written otherwise: never read as a
// format, whatever it holds.
func (p Printer) Value(text string) string {
	if _, ok := es[text]; !ok || strings.Contains(text, "%") {
		return text
	}
	return p.p.Sprintf(text)
}

// Number formats an integer with the language's digit grouping.
func (p Printer) Number(n int) string { return p.p.Sprint(n) }

var months = map[string][12]string{
	"es": {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	"en": {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	"pt": {"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"},
	"fr": {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	"ca": {"gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre", "desembre"},
}

// Date writes a day in the language's long form ("28 de noviembre de 2026", "November 28, 2026").
func (p Printer) Date(t time.Time) string {
	month := months[p.lang][t.Month()-1]
	switch p.lang {
	case "en":
		return fmt.Sprintf("%s %d, %d", month, t.Day(), t.Year())
	case "fr":
		return fmt.Sprintf("%d %s %d", t.Day(), month, t.Year())
	case "ca":
		// Catalan elides "de" before a vowel: "28 d'abril de 2026".
		if r := month[0]; r == 'a' || r == 'o' {
			return fmt.Sprintf("%d d’%s de %d", t.Day(), month, t.Year())
		}
		return fmt.Sprintf("%d de %s de %d", t.Day(), month, t.Year())
	default:
		return fmt.Sprintf("%d de %s de %d", t.Day(), month, t.Year())
	}
}
