// Package editorwalk holds the editor's walk: the ten everyday tasks of a company's editor (a blog
// post, its revisions, a job opening and its applications, the contact inbox, a new page with its
// menu entry and the site's appearance, media, search engines, roles, two-step sign-in) done in
// Chromium as a person would, once on a phone and once on a desktop, asserting what the editor sees
// at each step and running axe-core on every admin page the walk opens.
//
// With VITRINA_SCREENSHOTS set, the walk saves the screens the editors' guide and the README show (the
// dashboard, the public home page, a post's form, the page builder, a role) at both widths:
//
//	VITRINA_SCREENSHOTS=$PWD/docs/editors go test ./internal/editorwalk
package editorwalk
