// Package records holds the typed rows of the CMS's tables that both the admin modules and the public
// site work with — the site's appearance settings (ajustes_sitio), its SEO defaults (ajustes_seo),
// the menu items (menus), an unsaved free page (paginas) — and the functions that read and write them
// through internal/platformclient. It sits below the CMS and the site so that each row type is
// declared once and neither side imports the other; it imports platformclient and small leaf
// packages only.
package records
