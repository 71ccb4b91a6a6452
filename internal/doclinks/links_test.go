package doclinks

import (
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

const root = "../.."

// documents are the Markdown files whose links are checked, relative to the repository root.
func documents(t *testing.T) []string {
	t.Helper()
	docs := []string{"README.md", "BENCHMARKS.md"}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(root, path)
			docs = append(docs, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

var (
	inlineLink    = regexp.MustCompile(`!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)`)
	referenceLink = regexp.MustCompile(`(?m)^\s{0,3}\[[^\]]+\]:\s*(\S+)`)
	htmlLink      = regexp.MustCompile(`(?i)<(?:a|img)\s[^>]*\b(?:href|src)="([^"]+)"`)
	codeSpan      = regexp.MustCompile("`+[^`]*`+")
	heading       = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)
	htmlAnchor    = regexp.MustCompile(`(?i)<a\s[^>]*\b(?:id|name)="([^"]+)"`)
)

// TestDocumentLinksResolve checks that every relative link names a file that exists and every
// anchor a heading (GitHub's rule for heading ids) or an explicit id of the linked document.
func TestDocumentLinksResolve(t *testing.T) {
	anchorsOf := map[string]map[string]bool{}
	anchors := func(doc string) map[string]bool {
		if a, ok := anchorsOf[doc]; ok {
			return a
		}
		text, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			return nil
		}
		a := headingAnchors(string(text))
		anchorsOf[doc] = a
		return a
	}
	for _, doc := range documents(t) {
		text, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range links(string(text)) {
			if problem := check(doc, target, anchors); problem != "" {
				t.Errorf("%s: link %q: %s", doc, target, problem)
			}
		}
	}
}

// check says what is wrong with target, a link in doc, or "" when it resolves.
func check(doc, target string, anchors func(string) map[string]bool) string {
	target = strings.Trim(target, "<>")
	if u, err := url.Parse(target); err != nil {
		return "does not parse"
	} else if u.Scheme != "" || strings.HasPrefix(target, "//") {
		return "" // external: not fetched
	}
	path, fragment, _ := strings.Cut(target, "#")
	if path != "" {
		unescaped, err := url.PathUnescape(path)
		if err != nil {
			return "does not parse"
		}
		if strings.HasPrefix(unescaped, "/") {
			path = strings.TrimPrefix(unescaped, "/")
		} else {
			path = filepath.ToSlash(filepath.Join(filepath.Dir(doc), unescaped))
		}
		if strings.HasPrefix(path, "../") {
			return "leaves the repository"
		}
		if _, err := os.Stat(filepath.Join(root, path)); err != nil {
			return "no such file"
		}
	} else {
		path = doc
	}
	if fragment == "" || !strings.HasSuffix(path, ".md") {
		return ""
	}
	if !anchors(path)[fragment] {
		return "no heading with anchor #" + fragment + " in " + path
	}
	return ""
}

// links returns the link targets of a Markdown text, outside code blocks and code spans.
func links(text string) []string {
	var out []string
	for _, line := range prose(text) {
		line = codeSpan.ReplaceAllString(line, "")
		for _, re := range []*regexp.Regexp{inlineLink, referenceLink, htmlLink} {
			for _, m := range re.FindAllStringSubmatch(line, -1) {
				out = append(out, m[1])
			}
		}
	}
	return out
}

// prose returns the lines of text that are not inside fenced code blocks.
func prose(text string) []string {
	var out []string
	fence := ""
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			fence = trimmed[:3]
			continue
		}
		out = append(out, line)
	}
	return out
}

// headingAnchors returns the anchors GitHub gives the headings of text (a repeated heading gets
// -1, -2…), plus explicit <a id> and <a name> anchors.
func headingAnchors(text string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for _, line := range prose(text) {
		for _, m := range htmlAnchor.FindAllStringSubmatch(line, -1) {
			out[m[1]] = true
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		slug := Slug(m[1])
		if n := seen[slug]; n > 0 {
			out[slug+"-"+itoa(n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

var linkInHeading = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)

// Slug is GitHub's anchor of a heading: its text lower-cased, without punctuation (letters,
// digits, spaces, hyphens and underscores stay), spaces turned into hyphens.
func Slug(title string) string {
	title = linkInHeading.ReplaceAllString(title, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
