package lifecycle_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

func TestDiffWords(t *testing.T) {
	cases := []struct {
		name, a, b string
		want       string
	}{
		{"same", "uno dos tres", "uno dos tres", "uno dos tres"},
		{"one word changed", "El precio es bajo hoy", "El precio es alto hoy", "El precio es <del>bajo</del><ins>alto</ins> hoy"},
		{"word added", "Somos un equipo", "Somos un gran equipo", "Somos un <ins>gran </ins>equipo"},
		{"word removed", "Muy muy rápido", "Muy rápido", "Muy <del>muy </del>rápido"},
		{"from empty", "", "Hola mundo", "<ins>Hola mundo</ins>"},
		{"to empty", "Hola", "", "<del>Hola</del>"},
		{"escaped", "<p>a</p>", "<p>b</p>", "<del>&lt;p&gt;a&lt;/p&gt;</del><ins>&lt;p&gt;b&lt;/p&gt;</ins>"},
		{"accents and lines", "Línea uno\nlínea dos", "Línea uno\nlínea tres", "Línea uno\nlínea <del>dos</del><ins>tres</ins>"},
		{"line break for a space is no change", "Hola mundo feliz", "Hola\nmundo  feliz", "Hola\nmundo  feliz"},
	}
	for _, c := range cases {
		if got := string(lifecycle.DiffHTML(c.a, c.b)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// rebuilt joins a diff's chunks into its older and newer sides.
func rebuilt(diff []lifecycle.Chunk) (older, newer string) {
	var a, b strings.Builder
	for _, c := range diff {
		if c.Op != lifecycle.Added {
			a.WriteString(c.Text)
		}
		if c.Op != lifecycle.Removed {
			b.WriteString(c.Text)
		}
	}
	return a.String(), b.String()
}

// TestDiffWordsKeepsText: joining the chunks gives back the newer side, and the older one's words
// (shared white space is shown as the newer version has it), whatever the texts.
func TestDiffWordsKeepsText(t *testing.T) {
	pairs := [][2]string{{"a b c d e", "a x c y e z"}, {strings.Repeat("palabra ", 3000), strings.Repeat("palabra otra ", 1600)}, {"  espacios  al inicio", "espacios"}}
	for _, p := range pairs {
		a, b := rebuilt(lifecycle.DiffWords(p[0], p[1]))
		if !lifecycle.SameWords(a, p[0]) || b != p[1] {
			t.Errorf("chunks do not rebuild the texts of %.30q / %.30q", p[0], p[1])
		}
	}
}

func FuzzDiffWords(f *testing.F) {
	f.Add("uno dos tres", "uno tres cuatro")
	f.Fuzz(func(t *testing.T, a, b string) {
		ra, rb := rebuilt(lifecycle.DiffWords(a, b))
		if !lifecycle.SameWords(ra, a) || rb != b {
			t.Fatalf("chunks do not rebuild %q / %q", a, b)
		}
	})
}

// TestCompareRichText: rich text is compared as the words a reader sees — tags, attributes the
// reader does not see and line breaks of the HTML source are no change.
func TestCompareRichText(t *testing.T) {
	cases := []struct {
		name, older, newer string
		changed            bool
		added, removed     []string
	}{
		{"same words, other markup", "<p>Hola <strong>mundo</strong></p>", "<p>Hola mundo</p>", false, nil, nil},
		{"source line breaks", "<p>Somos un\nequipo</p>", "<p>Somos un equipo</p>", false, nil, nil},
		{"paragraph split is a new line, not a change", "<p>Uno dos</p>", "<p>Uno</p><p>dos</p>", false, nil, nil},
		{"word changed", "<p>El precio es <em>bajo</em></p>", "<p>El precio es <em>alto</em></p>", true, []string{"alto"}, []string{"bajo"}},
		{"list item added", "<ul><li>Café</li></ul>", "<ul><li>Café</li><li>Té</li></ul>", true, []string{"•", "Té"}, nil},
		{"link address changed", `<p><a href="/a">Ver</a></p>`, `<p><a href="/b">Ver</a></p>`, true, []string{"(/b)"}, []string{"(/a)"}},
		{"image alt changed", `<p><img src="/x.jpg" alt="Mar"></p>`, `<p><img src="/x.jpg" alt="Sierra"></p>`, true, []string{"Sierra]"}, []string{"Mar]"}},
		{"entities", "<p>Año&nbsp;nuevo &amp; más</p>", "<p>Año nuevo &amp; más</p>", false, nil, nil},
		{"table cell", "<table><tr><td>A</td><td>1</td></tr></table>", "<table><tr><td>A</td><td>2</td></tr></table>", true, []string{"2"}, []string{"1"}},
	}
	for _, c := range cases {
		a, b := lifecycle.ReadableText(c.older), lifecycle.ReadableText(c.newer)
		got := lifecycle.Compare([]string{"Cuerpo"}, func(string) string { return a }, func(string) string { return b })[0]
		if got.Changed != c.changed {
			t.Errorf("%s: changed %v, want %v (%q → %q)", c.name, got.Changed, c.changed, a, b)
		}
		var added, removed []string
		for _, ch := range lifecycle.DiffWords(a, b) {
			switch ch.Op {
			case lifecycle.Added:
				added = append(added, strings.Fields(ch.Text)...)
			case lifecycle.Removed:
				removed = append(removed, strings.Fields(ch.Text)...)
			}
		}
		if strings.Join(added, " ") != strings.Join(c.added, " ") || strings.Join(removed, " ") != strings.Join(c.removed, " ") {
			t.Errorf("%s: added %q removed %q, want %q and %q", c.name, added, removed, c.added, c.removed)
		}
		if got.Added != len(c.added) || got.Removed != len(c.removed) {
			t.Errorf("%s: counts +%d −%d, want +%d −%d", c.name, got.Added, got.Removed, len(c.added), len(c.removed))
		}
		if strings.Contains(string(got.HTML), "&lt;") {
			t.Errorf("%s: the comparison shows markup: %s", c.name, got.HTML)
		}
	}
}

func TestReadableText(t *testing.T) {
	in := "<h2>Servicios</h2><p>Texto con <a href=\"https://ej.es\">enlace</a>.<br>Otra línea</p><blockquote>Cita</blockquote><ol><li>Uno</li><li>Dos</li></ol>"
	want := "Servicios\nTexto con enlace (https://ej.es).\nOtra línea\nCita\n• Uno\n• Dos"
	if got := lifecycle.ReadableText(in); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
