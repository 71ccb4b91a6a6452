package site

import "testing"

// TestLocalLinks: a page in a language writes its site-relative links under the language's prefix,
// and leaves alone what is the same in every language, what is absolute and what is there already.
func TestLocalLinks(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"", `<a href="/blog">`, `<a href="/blog">`},
		{"en", `<a href="/blog">`, `<a href="/en/blog">`},
		{"en", `<a href="/">`, `<a href="/en/">`},
		{"en", `<form action="/buscar" method="get">`, `<form action="/en/buscar" method="get">`},
		{"en", `<a class="x" href="/proyectos?categoria=web">`, `<a class="x" href="/en/proyectos?categoria=web">`},
		{"en", `<a href="/en/blog">`, `<a href="/en/blog">`},
		{"en", `<a href="/en?x=1">`, `<a href="/en?x=1">`},
		{"en", `<a href="/entrevistas">`, `<a href="/en/entrevistas">`}, // a page whose slug starts like the code
		{"en", `<a href="http://vitrina.test/blog">`, `<a href="http://vitrina.test/blog">`},
		{"en", `<a href="//cdn.example/x">`, `<a href="//cdn.example/x">`},
		{"en", `<link rel="stylesheet" href="/static/site.css">`, `<link rel="stylesheet" href="/static/site.css">`},
		{"en", `<img src="/storage/v1/x.png"><a href="/storage/v1/object/public/x.pdf">`, `<img src="/storage/v1/x.png"><a href="/storage/v1/object/public/x.pdf">`},
		{"en", `<link href="/tema.css?v=1">`, `<link href="/tema.css?v=1">`},
		{"pt-BR", `<a href="#contenido">x</a><a href="/contacto">`, `<a href="#contenido">x</a><a href="/pt-BR/contacto">`},
		{"en", `<p>href="/blog" in text</p>`, `<p>href="/blog" in text</p>`}, // not an attribute
		{"en", `<a href="/blog`, `<a href="/blog`},                           // cut short: left as it is
	} {
		if got := string(localLinks([]byte(tc.in), tc.lang)); got != tc.want {
			t.Errorf("localLinks(%q, %q) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
}

// FuzzLocalLinks: whatever a page holds, writing its links in a language only ever adds the
// language's prefix, and never to a page in Spanish.
func FuzzLocalLinks(f *testing.F) {
	f.Add(`<a href="/blog">x</a><form action="/buscar">`)
	f.Add(`<a href="/`)
	f.Fuzz(func(t *testing.T, page string) {
		if got := string(localLinks([]byte(page), "")); got != page {
			t.Fatalf("a Spanish page changed: %q", got)
		}
		got := string(localLinks([]byte(page), "en"))
		if len(got) < len(page) || (len(got)-len(page))%len("/en") != 0 {
			t.Fatalf("localLinks(%q) = %q: not the page with prefixes added", page, got)
		}
	})
}
