// Package translation is the admin's one way to translate an item of any table that declares
// translations (schema.Translations): the item form's «Traducciones» with each active language's
// status (falta, al día, desactualizada), a page per language with the Spanish text beside every
// field and «Copiar del español», inside the editing frame the items have (the publish panel with
// draft, publish and a date of its own, autosave to the browser, the leave warning, the edit lock,
// «Vista previa» and the translation's revisions), the lists' «Traducciones» column and their
// filters «Sin traducir al …» and «Traducción desactualizada», and the dashboard's counts.
//
// A module declares which of its fields are translated, with their Spanish labels (Spec.Fields),
// how to read an item's Spanish text (Spec.Item), and mounts the screens (Screens.Mount); the
// translation table is the item's (records.TranslationTable) and is written through the shared
// lifecycle save, so a save over someone else's newer one is refused.
package translation
