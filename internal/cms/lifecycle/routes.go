package lifecycle

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// Editorial is what an editorial module gives for its items' requests: its own pages of an item,
// the shared handlers (its table, list and messages), its history screens and its trash's
// handlers. Mount registers them all under Handlers.Base, so every module serves the same set at
// the same paths.
type Editorial struct {
	Handlers Handlers
	History  HistoryScreens
	// New is the path segment of a new item's form, "nuevo" or "nueva" as the item's noun goes.
	New string
	// List serves the list (GET <Base>/); Form an item's form, new (GET <Base>/<New>) or stored
	// (GET <Base>/{id}); Save its posting (POST to the same paths); Delete the move to the trash
	// (POST <Base>/{id}/eliminar).
	List, Form, Save, Delete http.HandlerFunc
	// Trash lists the trash (GET <Base>/papelera) and Untrash takes an item out of it (POST
	// <Base>/{id}/restaurar); nil where the module has no trash page (the trash is then reached only
	// through the platform's purge).
	Trash, Untrash http.HandlerFunc
	// EmptyTrash deletes every trashed item for good (POST <Base>/papelera/vaciar); nil where the
	// module does not offer it.
	EmptyTrash http.HandlerFunc
}

// Mount registers an editorial module's item requests: the list, the form and its save, the move
// to the trash, the edit lock (heartbeat and take over), "Descartar borrador", the preview links,
// the history with its comparison and restore, and the trash's requests the module has.
func Mount(r shell.Routes, e Editorial) {
	h, base := e.Handlers, e.Handlers.Base
	r.Page("GET "+base+"/{$}", e.List)
	r.Page("GET "+base+"/"+e.New, e.Form)
	r.Page("POST "+base+"/"+e.New, e.Save)
	r.Page("GET "+base+"/{id}", e.Form)
	r.Page("POST "+base+"/{id}", e.Save)
	r.Page("POST "+base+"/{id}/eliminar", e.Delete)
	r.Page("POST "+base+"/{id}/bloqueo", h.Heartbeat)
	r.Page("POST "+base+"/{id}/bloqueo/tomar", h.TakeOver)
	r.Page("POST "+base+"/{id}/borrador/descartar", h.DiscardDraft)
	h.MountPreviews(r)
	r.Page("GET "+base+"/{id}/historial", e.History.History)
	r.Page("GET "+base+"/{id}/historial/comparar", e.History.Compare)
	r.Page("POST "+base+"/{id}/historial/{rev}/restaurar", e.History.Restore)
	if e.Trash != nil {
		r.Page("GET "+base+"/papelera", e.Trash)
	}
	if e.Untrash != nil {
		r.Page("POST "+base+"/{id}/restaurar", e.Untrash)
	}
	if e.EmptyTrash != nil {
		r.Page("POST "+base+"/papelera/vaciar", e.EmptyTrash)
	}
}
