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
	}
	for _, c := range cases {
		if got := string(lifecycle.DiffHTML(c.a, c.b)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// TestDiffWordsKeepsText: joining the chunks gives back each side, whatever the texts.
func TestDiffWordsKeepsText(t *testing.T) {
	pairs := [][2]string{{"a b c d e", "a x c y e z"}, {strings.Repeat("palabra ", 3000), strings.Repeat("palabra otra ", 1600)}, {"  espacios  al inicio", "espacios"}}
	for _, p := range pairs {
		var a, b strings.Builder
		for _, c := range lifecycle.DiffWords(p[0], p[1]) {
			if c.Op != lifecycle.Added {
				a.WriteString(c.Text)
			}
			if c.Op != lifecycle.Removed {
				b.WriteString(c.Text)
			}
		}
		if a.String() != p[0] || b.String() != p[1] {
			t.Errorf("chunks do not rebuild the texts of %.30q / %.30q", p[0], p[1])
		}
	}
}

func FuzzDiffWords(f *testing.F) {
	f.Add("uno dos tres", "uno tres cuatro")
	f.Fuzz(func(t *testing.T, a, b string) {
		var ra, rb strings.Builder
		for _, c := range lifecycle.DiffWords(a, b) {
			if c.Op != lifecycle.Added {
				ra.WriteString(c.Text)
			}
			if c.Op != lifecycle.Removed {
				rb.WriteString(c.Text)
			}
		}
		if ra.String() != a || rb.String() != b {
			t.Fatalf("chunks do not rebuild %q / %q", a, b)
		}
	})
}
