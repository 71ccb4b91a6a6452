// Package pageblocks owns what a free page (table paginas, view `pages`) is made of: the typed
// blocks stored as one JSON array in column bloques — each type with its own schema, checked by
// Parse with a Spanish message naming the block — and the paths a page may never take (Reserved).
// The platform checks every write of paginas with it, the CMS checks its form with it, and the
// public site reads stored blocks with it, so the three agree on one definition.
package pageblocks
