package lifecycle

import (
	"fmt"
	"net/http"
	"time"
)

// The publish panel's buttons (the form's "accion"): «Guardar borrador» is DraftAction.
const (
	// PublishAction is «Publicar», «Programar» (a future «Publicar el») and «Actualizar».
	PublishAction = "publicar"
	// UnpublishAction is «Retirar del sitio»: the item becomes a draft.
	UnpublishAction = "despublicar"
)

// Panel is what the shell's "publish_panel" shows beside an item's form: where the item stands in
// words, «Guardar borrador», «Vista previa» (the form as typed, in a new tab: PreviewAction), the
// primary «Publicar» / «Programar» / «Actualizar», and the links to the revisions and to the trash. Its data come from the stored row and the form as
// typed, so a refused save shows the same buttons.
type Panel struct {
	ID        int64  // 0 for a new item
	State     string // the state in words: «Borrador», «Publicado», «Programado para el …»
	Class     string // the state badge's colour class (live, draft, scheduled, archived, retired)
	Note      string // a line under the state: a pending draft, what «Guardar borrador» keeps
	Published bool   // stored and on the site: «Guardar borrador» keeps a draft apart; «Retirar del sitio»
	Primary   string // «Publicar», «Programar» or «Actualizar»
	// DraftLabel is the label of the draft button.
	DraftLabel string
	// HistoryURL is the revisions; TrashURL the move to the trash, confirmed with TrashConfirm. All ""
	// for a new item.
	HistoryURL, TrashURL, TrashConfirm string
}

// Panel is the publish panel of stored row (nil for a new item) id, with the form as typed and its
// pending draft d (nil without one); title names the item in the trash's confirmation.
func (h Handlers) Panel(row *Row, id int64, form map[string]string, d *PendingVersion, title string) Panel {
	now := h.Kit.Shell.Now()
	p := Panel{ID: id, State: msgPanelNew, Class: "draft", Primary: msgPanelPublish, DraftLabel: msgPanelSaveDraft}
	if at, ok := parseLocal(form[FieldPublishAt], h.Zone()); ok && at != nil && at.After(now) {
		p.Primary = msgPanelSchedule
	}
	if row == nil {
		p.Note = msgPanelNewNote
		return p
	}
	badge := row.BadgeOf(now, h.Zone())
	p.State, p.Class = badge.Label, badge.Class
	base := h.ItemURL(id)
	p.HistoryURL, p.TrashURL = base+"/historial", base+"/eliminar"
	p.TrashConfirm = fmt.Sprintf(msgPanelTrashConfirm, title)
	if row.CanDraft() {
		p.Published, p.Primary = true, msgPanelUpdate
		p.Note = msgPanelPublishedNote
		if d != nil {
			p.Note = fmt.Sprintf(msgPanelDraftNote, d.Autor, d.When(h.Zone()))
		}
	}
	return p
}

// ApplyAction sets the form's estado from the panel's button that sent it, before the form is
// checked: «Guardar borrador» and «Retirar del sitio» make a draft, «Publicar» publishes now or, with
// a future «Publicar el» (in loc), schedules. A form sent without a button keeps the estado it
// carries. A stored published item's «Guardar borrador» keeps a draft apart instead (KeepDraft), so
// this estado is not written.
func ApplyAction(r *http.Request, form map[string]string, loc *time.Location, now time.Time) {
	switch r.FormValue("accion") {
	case DraftAction, UnpublishAction:
		form[FieldState] = Draft
	case PublishAction:
		form[FieldState] = Published
		if at, ok := parseLocal(form[FieldPublishAt], loc); ok && at != nil && at.After(now) {
			form[FieldState] = Scheduled
		}
	}
}

// PanelAction reports whether a form's "accion" is one of the publish panel's buttons.
func PanelAction(action string) bool {
	return action == DraftAction || action == PublishAction || action == UnpublishAction || action == PreviewAction
}

// KeepsDraftApart reports whether the form asks to keep a draft apart from stored row (nil for a
// new item): «Guardar borrador» on an item that is on the site.
func KeepsDraftApart(r *http.Request, row *Row) bool {
	return WantsDraft(r) && row != nil && row.CanDraft()
}
