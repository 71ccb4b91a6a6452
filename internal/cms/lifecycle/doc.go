// Package lifecycle is the CMS side of the editorial lifecycle (docs/spec/modules.md §2), shared by
// every editorial module (contenido now; blog, proyectos, pages, vacantes, preguntas as they come):
// the states and their Spanish names, the publish/schedule fields of a form and their rules, the
// state an editor sees in a list (badge), and the list's state filter. The platform holds the access
// rule (anon reads only what is published now); this package only prepares what editors write.
package lifecycle
