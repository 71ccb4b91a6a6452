// Package theme is the model of the public site's themes: a folder (or a zip of one) with a manifest
// (theme.json), page templates that replace the base theme's for some page types, and static files
// (CSS, images, fonts). It reads and checks themes and keeps the installed ones; it knows nothing of
// the CMS or of HTTP — the site renders with them and the assembly checks them against the demo
// site (docs/themes.md).
package theme
