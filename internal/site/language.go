package site

import (
	"context"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// The site's languages: Spanish at the addresses it has always had, every other language the site
// offers under its prefix (/en/, /pt-BR/…). A request under a language's prefix is served by the
// same handlers as the Spanish address without it, with the language in its context: each page
// reads its items' translations into that language, and the layout writes its addresses, menus and
// interface texts in it.

// langKey is the context key of a request's language.
type langKey struct{}

// withLang returns ctx in lang ("" is Spanish).
func withLang(ctx context.Context, lang string) context.Context {
	return context.WithValue(ctx, langKey{}, lang)
}

// langOf is the language a request is served in: "" for Spanish, else an offered language's code.
func langOf(ctx context.Context) string {
	lang, _ := ctx.Value(langKey{}).(string)
	return lang
}

// visitorLanguage is the language a form was sent in, as the forms' tables record it (es for
// Spanish), so that the reply can be written in it.
func visitorLanguage(ctx context.Context) string {
	if lang := langOf(ctx); lang != "" {
		return lang
	}
	return "es"
}

// langPath is path (a Spanish address, starting with /) in lang: under the language's prefix.
func langPath(lang, path string) string {
	if lang == "" {
		return path
	}
	if path == "/" {
		return "/" + lang + "/"
	}
	return "/" + lang + path
}

// splitLanguage reads the language prefix of path when its first segment is a language the site
// offers now: the language and the rest of the path (at least "/").
func (s *Site) splitLanguage(path string) (lang, rest string, ok bool) {
	first, rest, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	if first == "" || len(first) > 35 {
		return "", "", false
	}
	if s.language(first) == nil {
		return "", "", false
	}
	return first, "/" + rest, true
}

// language is the offered language with code, nil when the site does not offer it.
func (s *Site) language(code string) *records.Language {
	return findLanguage(s.currentLanguages(), code)
}

func findLanguage(langs []records.Language, code string) *records.Language {
	for _, l := range langs {
		if l.Codigo == code {
			return &l
		}
	}
	return nil
}

// serveLanguage serves a request under a language's prefix, with ctx as its context: /<lang> is
// sent to /<lang>/, and the rest of the path is served in lang. It reports false when path has no
// language prefix.
func (s *Site) serveLanguage(ctx context.Context, w http.ResponseWriter, r *http.Request) bool {
	lang, rest, ok := s.splitLanguage(r.URL.Path)
	if !ok {
		return false
	}
	if r.URL.Path == "/"+lang {
		http.Redirect(w, r, "/"+lang+"/", http.StatusMovedPermanently)
		return true
	}
	// As http.StripPrefix does: a shallow copy with its own URL (a deep clone copied the headers
	// too, at every request of a page the cache keeps).
	if langOf(ctx) != lang {
		ctx = withLang(ctx, lang) // the languages were read again, and the path's is another
	}
	r2 := r.WithContext(ctx)
	u := *r.URL
	u.Path, u.RawPath = rest, ""
	r2.URL, r2.Pattern = &u, ""
	s.mux.ServeHTTP(w, r2)
	return true
}

// languageOfPath is the language of the kept ones whose prefix path has, "" for none.
func (s *Site) languageOfPath(path string) string {
	lang, _, _ := s.splitLanguage(path)
	return lang
}

// requestPath is the address a request asked for, its language's prefix included.
func requestPath(r *http.Request) string { return langPath(langOf(r.Context()), r.URL.Path) }
