// Package lifecycle is the CMS side of the editorial lifecycle (docs/spec/modules.md §2), shared by
// every editorial module (contenido, blog, proyectos, pages, vacantes, preguntas): the states and
// their Spanish names, the publish/schedule fields of a form and their rules, the state an editor
// sees in a list (badge), the list's state filter, the drafts of published items (drafts.go,
// draft_form.go), and the requests and screens that are the same in every module (Handlers: edit
// lock, drafts, preview links; HistoryScreens; TrashPage), registered at the same paths in every
// module by Mount. The platform holds the access rule (anon reads only what is published now);
// this package only prepares what editors write.
package lifecycle
