// Package records holds the typed rows of the CMS's tables that both the admin modules and the public
// site work with — the site's content, blog, projects, clients, testimonials, questions, job
// openings, pages, menus, settings, redirects and media texts — and the functions that read and
// write them through internal/platformclient. It sits below the CMS and the site so that each row
// type is declared once and neither side imports the other; it imports platformclient and small leaf
// packages only.
//
// Conventions: a row type's JSON tags are its table's column names; a nullable column is a pointer;
// a timestamp (timestamptz) is a time.Time (a *time.Time when nullable). Every query is written as
// one chain from From with literal or constant names, so internal/architecture holds its tables,
// columns, embeds and functions to the catalog. Reads of the public site use the publishable key
// (anon), so they see what a visitor may see; writes take the credential they run with.
package records
