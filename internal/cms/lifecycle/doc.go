// Package lifecycle is the CMS side of the editorial lifecycle (docs/spec/modules.md §2), shared by
// every editorial module (contenido, blog, proyectos, pages, vacantes, preguntas): the states and
// their Spanish names, the publish/schedule fields of a form and their rules, the state an editor
// sees in a list (badge), and the list's state filter; the revisions, edit locks, trash and preview
// links; and the drafts of published items (drafts.go, draft_form.go). The platform holds the access
// rule (anon reads only what is published now); this package only prepares what editors write.
package lifecycle
