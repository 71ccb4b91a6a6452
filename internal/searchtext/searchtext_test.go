package searchtext_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/searchtext"
)

func TestTerms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Diseño web", []string{"diseño", "web"}},
		{"  la aplicación de   la empresa ", []string{"aplicación", "empresa"}},
		{"aplicacion", []string{"aplicación"}},
		{"diseño diseno DISEÑOS", []string{"diseño"}},
		{`"seguridad" OR (NEAR*) -x`, []string{"seguridad", "or", "near", "x"}},
		{"de la y", nil},
		{"", nil},
		{"<script>alert(1)</script>", []string{"script", "alert", "1"}},
		{"a b c d e f g h i j k", []string{"b", "c", "d", "f", "g", "h", "i", "j"}},
	} {
		if got := searchtext.Terms(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Terms(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestKeysMatchAcrossAccentsAndInflection(t *testing.T) {
	for _, pair := range [][2]string{
		{"diseno", "diseño"}, {"aplicaciones", "aplicación"}, {"aplicacion", "aplicaciones"},
		{"móviles", "movil"}, {"Páginas", "pagina"}, {"automatizacion", "automatización"},
	} {
		a, b := searchtext.Terms(pair[0]), searchtext.Terms(pair[1])
		if len(a) != 1 || len(b) != 1 || searchtext.Key(a[0]) != searchtext.Key(b[0]) {
			t.Errorf("%q and %q have different keys: %q %q", pair[0], pair[1], a, b)
		}
	}
	if searchtext.Key("diseño") == searchtext.Key("dinero") {
		t.Error("unrelated words share a key")
	}
}

func TestIndexText(t *testing.T) {
	if got := searchtext.IndexText("El diseño de las aplicaciones móviles, auditoría"); got != "disen aplic movil auditor auditori" {
		t.Errorf("IndexText = %q", got)
	}
}

func TestSnippet(t *testing.T) {
	text := strings.Repeat("relleno ", 40) + "Diseñamos <aplicaciones> a medida & rápido. " + strings.Repeat("fin ", 40)
	got := string(searchtext.Snippet(text, searchtext.Terms("aplicación diseno"), 12))
	for _, want := range []string{"<mark>Diseñamos</mark>", "&lt;<mark>aplicaciones</mark>&gt;", "&amp;", "… ", " …"} {
		if !strings.Contains(got, want) {
			t.Errorf("snippet %q lacks %q", got, want)
		}
	}
	if got := searchtext.Snippet("Sin coincidencias aquí", []string{"zzz"}, 3); string(got) != "Sin coincidencias aquí" {
		t.Errorf("no match: %q", got)
	}
	if got := searchtext.Snippet("", []string{"a"}, 3); got != "" {
		t.Errorf("empty: %q", got)
	}
}

// TestSnippetKeepsMarks: an excerpt keeps the opening «¿» and «¡» and the quotes of its first word,
// and the closing marks of its last one, whether it starts at the text's beginning or inside it.
func TestSnippetKeepsMarks(t *testing.T) {
	filler := strings.Repeat("relleno ", 20)
	for _, c := range []struct {
		name, text, query string
		size              int
		want              string
	}{
		{"title", "¿Cómo elegir la plataforma?", "plataforma", 100, "¿Cómo elegir la <mark>plataforma</mark>?"},
		{"exclamation", "¡Diez años!", "años", 100, "¡Diez <mark>años</mark>!"},
		{"quoted", "«Diseño» útil", "diseño", 100, "«<mark>Diseño</mark>» útil"},
		{"inside", filler + "fin. ¿Qué plataforma conviene? " + filler, "plataforma", 3, "… ¿Qué <mark>plataforma</mark> conviene? …"},
		{"inside after a mark", filler + "fin.¿Qué plataforma conviene? " + filler, "plataforma", 3, "… ¿Qué <mark>plataforma</mark> conviene? …"},
	} {
		if got := string(searchtext.Snippet(c.text, searchtext.Terms(c.query), c.size)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// FuzzTerms: any input gives at most MaxTerms valid-UTF-8 words of letters and digits, and a snippet
// of it is escaped (no raw < or > outside <mark>).
func FuzzTerms(f *testing.F) {
	for _, s := range []string{"diseño web", `"a" OR b* NEAR(c)`, "\xff\xfe", strings.Repeat("ñ", 500), "<b>x</b> & y", "aplicacion"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		terms := searchtext.Terms(q)
		if len(terms) > searchtext.MaxTerms {
			t.Fatalf("%d terms", len(terms))
		}
		for _, term := range terms {
			if !utf8.ValidString(term) || term == "" || strings.ContainsAny(term, ` "*()<>&'`) {
				t.Fatalf("term %q", term)
			}
		}
		snip := string(searchtext.Snippet(q, terms, 10))
		bare := strings.NewReplacer("<mark>", "", "</mark>", "").Replace(snip)
		if strings.ContainsAny(bare, "<>") {
			t.Fatalf("unescaped snippet %q", snip)
		}
	})
}

// BenchmarkIndexText is the Go side of indexing one post of about 300 words.
//
//	go test ./internal/searchtext -run '^$' -bench IndexText
func BenchmarkIndexText(b *testing.B) {
	text := strings.Repeat("La transformación digital de las pymes empieza por sus clientes: diseño de aplicaciones móviles, auditorías de seguridad y automatización de procesos. ", 15)
	for b.Loop() {
		searchtext.IndexText(text)
	}
}
