package theme

import (
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/net/html"
)

// ScanPage checks a rendered page (named page in the problems) of the site at origin: every image
// has an alt attribute ("" for a decorative one), every form field a label (a <label for>, an
// enclosing <label>, aria-label, aria-labelledby or title), and nothing is loaded from another
// origin (links to other sites are fine: they load nothing).
func ScanPage(page string, body []byte, origin string) []Problem {
	external := func(v string) bool { return external(v) && !strings.HasPrefix(v, origin+"/") }
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		return []Problem{{Rule: RuleExecute, File: page, Detail: err.Error()}}
	}
	labelled := map[string]bool{}
	var fields []*html.Node
	var probs []Problem
	var walk func(n *html.Node, inLabel bool)
	walk = func(n *html.Node, inLabel bool) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "label":
				if f := attr(n, "for"); f != "" {
					labelled[f] = true
				}
				inLabel = true
			case "img":
				if _, ok := attrOK(n, "alt"); !ok {
					probs = append(probs, Problem{Rule: RuleImageAlt, File: page, Detail: describe(n)})
				}
			case "input", "select", "textarea":
				switch attr(n, "type") {
				case "hidden", "submit", "button", "reset", "image":
				default:
					if !inLabel && attr(n, "aria-label") == "" && attr(n, "aria-labelledby") == "" && attr(n, "title") == "" {
						fields = append(fields, n)
					}
				}
			}
			for _, a := range []string{"src", "srcset"} {
				if v := strings.TrimSpace(attr(n, a)); external(v) {
					probs = append(probs, Problem{Rule: RuleExternal, File: page, Detail: v})
				}
			}
			if n.Data == "link" && loads[strings.ToLower(attr(n, "rel"))] && external(strings.TrimSpace(attr(n, "href"))) {
				probs = append(probs, Problem{Rule: RuleExternal, File: page, Detail: attr(n, "href")})
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inLabel)
		}
	}
	walk(doc, false)
	for _, f := range fields {
		if id := attr(f, "id"); id == "" || !labelled[id] {
			probs = append(probs, Problem{Rule: RuleLabel, File: page, Detail: describe(f)})
		}
	}
	return probs
}

// loads are the rel values of a <link> the browser fetches.
var loads = map[string]bool{"stylesheet": true, "preload": true, "modulepreload": true, "icon": true, "shortcut icon": true, "manifest": true, "prefetch": true}

// external tells an address of another origin (absolute or protocol-relative). The site's own
// absolute addresses never appear in src: it links its files by path.
func external(v string) bool {
	v = strings.ToLower(v)
	return strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "//")
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func attr(n *html.Node, key string) string {
	v, _ := attrOK(n, key)
	return v
}

// describe names an element in a problem: its tag and its name, id or src.
func describe(n *html.Node) string {
	for _, k := range []string{"name", "id", "src", "class"} {
		if v := attr(n, k); v != "" {
			return fmt.Sprintf("<%s %s=%q>", n.Data, k, shorten(v))
		}
	}
	return "<" + n.Data + ">"
}
