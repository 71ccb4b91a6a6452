package auth

import (
	"errors"
	"net/url"
	"strings"
)

// redirects is the allow-list for redirect_to: the origin of the public URL and the configured
// origins. Anything else falls back to the public URL, so the service is never an open redirect.
type redirects struct {
	site    string
	origins map[string]bool
}

func newRedirects(site string, extra []string) (*redirects, error) {
	rd := &redirects{site: site, origins: map[string]bool{}}
	for _, o := range append([]string{site}, extra...) {
		origin, ok := originOf(o)
		if !ok {
			return nil, errors.New("invalid redirect origin " + o)
		}
		rd.origins[origin] = true
	}
	return rd, nil
}

// resolve returns raw when it is an absolute http(s) URL on an allowed origin, else the site URL.
func (rd *redirects) resolve(raw string) string {
	if raw == "" {
		return rd.site
	}
	origin, ok := originOf(raw)
	if !ok || !rd.origins[origin] {
		return rd.site
	}
	u, _ := url.Parse(raw) // originOf parsed it already
	return u.String()
}

// originOf returns scheme://host[:port] of an absolute http(s) URL, lowercased. URLs with user info,
// backslashes or control characters (which browsers read differently from Go) are refused.
func originOf(raw string) (string, bool) {
	if strings.ContainsAny(raw, "\\") || strings.IndexFunc(raw, func(r rune) bool { return r < 0x21 || r == 0x7f }) >= 0 {
		return "", false
	}
	u, err := url.Parse(raw)
	if err != nil || u.User != nil || u.Host == "" || u.Opaque != "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", false
	}
	if u.Hostname() == "" || strings.HasSuffix(u.Host, ":") {
		return "", false
	}
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") {
		host = "[" + host + "]" // IPv6 literal
	}
	if port := u.Port(); port != "" && !(scheme == "http" && port == "80") && !(scheme == "https" && port == "443") {
		host += ":" + port
	}
	return scheme + "://" + host, true
}
