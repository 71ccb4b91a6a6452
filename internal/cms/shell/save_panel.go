package shell

import (
	"net/http"
	"strconv"
)

// SavePanel is what the shell's "save_panel" shows beside the form of an item that has no
// publication (testimonials, clients, departments): «Guardar», and for a stored item «Eliminar»,
// always in view like the publish panel. Base is the module's list ("/admin/testimoniales/"); the
// item's form lives at Base+"nuevo" or Base+id.
type SavePanel struct {
	ID   int64  // 0 for a new item
	Base string // the module's list, ending in "/"
	// Action is where the form posts (the item's own address); DeleteURL where «Eliminar» posts,
	// confirmed with DeleteConfirm ("" for a new item: no «Eliminar»).
	Action, DeleteURL, DeleteConfirm string
	// Note is the line under the panel's title: whether the item is stored yet.
	Note string
	// Preview adds «Vista previa», which posts the form as typed (accion "vista-previa") to a new
	// tab, for a form whose unsaved values can be seen before saving.
	Preview bool
}

// PreviewAction is the form's "accion" when «Vista previa» sent it.
const PreviewAction = "vista-previa"

// NewSavePanel is the save panel of item id (0 for a new one) of the module listed at base;
// deleteConfirm is the question «Eliminar» asks first.
func NewSavePanel(base string, id int64, deleteConfirm string) SavePanel {
	p := SavePanel{ID: id, Base: base, Action: base + "nuevo", Note: msgSavePanelNew}
	if id != 0 {
		p.Action = ItemURL(base, id)
		p.DeleteURL, p.DeleteConfirm = p.Action+"/eliminar", deleteConfirm
		p.Note = msgSavePanelStored
	}
	return p
}

// The save panel's line under its title.
const (
	msgSavePanelNew    = "Todavía no está guardado."
	msgSavePanelStored = "Los cambios se ven en el sitio en cuanto los guarda."
)

// ItemURL is the address of item id's form in the module listed at base.
func ItemURL(base string, id int64) string { return base + strconv.FormatInt(id, 10) }

// SavedItem ends a save that went through: the editor stays on the item's form (a new item's is
// its own address now), with msg at the top.
func (a *App) SavedItem(w http.ResponseWriter, r *http.Request, msg, base string, id int64) {
	a.Saved(w, r, msg, ItemURL(base, id))
}
