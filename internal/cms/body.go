package cms

import (
	"html"
	"html/template"
	"strings"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/richtext"
)

// ugc is bluemonday's policy for user-written HTML. Policies are safe for concurrent use once built;
// it is built per call site that needs it (no package state).
func ugc() *bluemonday.Policy { return bluemonday.UGCPolicy() }

// SanitizeBody is what a body may keep before it is stored. A body with markup (any "<", the
// site's rule for HTML) goes through the UGC policy: scripts, event handlers, javascript: links,
// iframes and style are removed. Plain text is stored as typed (the site escapes it).
func SanitizeBody(body string) string {
	body = strings.ReplaceAll(body, "\r\n", "\n")
	if !strings.Contains(body, "<") {
		return strings.TrimSpace(body)
	}
	return strings.TrimSpace(ugc().Sanitize(body))
}

// StoredBody is a rich text as it is kept: sanitized (SanitizeBody), and "" when what is left shows
// nothing (richtext.Blank), as the rich editor leaves an emptied field ("<p></p>", "<p><br></p>"):
// a required rich text is then missing, not filled with empty markup.
func StoredBody(body string) string {
	body = SanitizeBody(body)
	if strings.Contains(body, "<") && richtext.Blank(body) {
		return "" // plain text is shown as typed, entities included
	}
	return body
}

// EmptyBody reports whether a body shows nothing once sanitized (StoredBody).
func EmptyBody(body string) bool { return StoredBody(body) == "" }

// BodyPreview renders a body as the site shows it: HTML sanitized again, plain text in paragraphs.
func BodyPreview(body string) template.HTML { return RenderBody(ugc(), body) }

// RenderBody is how a content body is shown, in the admin's preview and on the public site: a body
// with markup goes through policy (sanitized again, whatever was stored); plain text becomes
// escaped paragraphs, with single line breaks kept.
func RenderBody(policy *bluemonday.Policy, body string) template.HTML {
	if strings.Contains(body, "<") {
		return template.HTML(policy.Sanitize(body)) // #nosec G203: sanitized just above
	}
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(para), "\n", "<br>") + "</p>\n")
		}
	}
	return template.HTML(b.String()) // #nosec G203: every text was escaped
}
