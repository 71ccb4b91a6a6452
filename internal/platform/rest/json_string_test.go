package rest

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestAppendString: texts come out as PostgreSQL writes them — quotes, backslashes and control
// characters escaped, HTML and valid UTF-8 as they are, invalid UTF-8 replaced — whatever runs
// of plain bytes surround them.
func TestAppendString(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{``, `""`},
		{`hola`, `"hola"`},
		{`a "b" \ c`, `"a \"b\" \\ c"`},
		{"línea\nsiguiente\r\tfin", `"línea\nsiguiente\r\tfin"`},
		{"\x00\x1f", `"\u0000\u001f"`},
		{`<p>a & b</p>`, `"<p>a & b</p>"`},
		{"ñ\xffx\xe2\x82", "\"ñ\ufffdx\ufffd\ufffd\""},
		{"\u2028 €", "\"\u2028 €\""},
	} {
		if got := string(appendString(nil, c.in)); got != c.want {
			t.Errorf("appendString(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// FuzzAppendString: whatever the text, the same bytes as writing it byte by byte, and JSON; a
// valid UTF-8 text decodes back to itself.
//
//	go test ./internal/platform/rest -run '^$' -fuzz FuzzAppendString -fuzztime 30s
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "a\"b\\c", "ñ\xff\n\x01<>&", strings.Repeat("texto ", 20)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := appendString([]byte("x"), s)
		if want := appendStringByteByByte([]byte("x"), s); string(got) != string(want) {
			t.Fatalf("appendString(%q) = %q, want %q", s, got, want)
		}
		var back string
		if err := json.Unmarshal(got[1:], &back); err != nil || utf8.ValidString(s) && back != s {
			t.Fatalf("appendString(%q) = %q: decodes to %q, %v", s, got, back, err)
		}
	})
}

// appendStringByteByByte is appendString written one byte at a time, as it was: the reference.
func appendStringByteByByte(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, "\ufffd"...)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// BenchmarkAppendString writes a paragraph of a post's body, accents and markup included.
func BenchmarkAppendString(b *testing.B) {
	s := strings.Repeat(`<p>Texto de ejemplo con acentos y un enlace a <a href="/contacto">contacto</a>.</p>`, 6)
	buf := make([]byte, 0, 2*len(s))
	for b.Loop() {
		buf = appendString(buf[:0], s)
	}
}
