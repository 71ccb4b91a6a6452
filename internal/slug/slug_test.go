package slug_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/slug"
)

func TestOf(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Consultoría Estratégica", "consultoria-estrategica"},
		{"  Paso 2: ¡Diseño!  ", "paso-2-diseno"},
		{"Ñandú & Cía.", "nandu-cia"},
		{"---", "x"},
		{"", "x"},
		{"日本", "x"},
		{"a--b__c", "a-b-c"},
	} {
		if got := slug.Of(tc.in, "x"); got != tc.want {
			t.Errorf("Of(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzOf(f *testing.F) {
	f.Add("Consultoría Estratégica")
	f.Fuzz(func(t *testing.T, in string) {
		s := slug.Of(in, "x")
		if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
			t.Fatalf("Of(%q) = %q", in, s)
		}
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				t.Fatalf("Of(%q) = %q has %q", in, s, r)
			}
		}
	})
}
