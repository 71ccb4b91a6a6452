package lifecycle

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// DraftAction is the value of the form's "accion" sent by «Guardar como borrador».
const DraftAction = "borrador"

// notDrafted are the columns a draft never keeps: the publication, which only «Guardar» changes,
// and what the platform writes.
var notDrafted = []string{FieldState, FieldPublishAt, FieldUnpublishAt, FieldVersion, TrashedColumn}

// CanDraft reports whether the row may keep a pending draft: it is published and not in the trash
// (an unpublished item is not on the site, so «Guardar» already keeps it off it).
func (r Row) CanDraft() bool { return r.Estado == Published && !r.Trashed() }

// DraftFields are what a draft keeps of the columns a save would write: the content — every column
// but the publication (estado, publicar_en, despublicar_en), the version and the trash. Files are
// not among a module's values: they change only with «Guardar».
func DraftFields(values map[string]any) map[string]any {
	out := make(map[string]any, len(values))
	for k, v := range values {
		if !slices.Contains(notDrafted, k) {
			out[k] = v
		}
	}
	return out
}

// Drafted is the stored item with its pending draft's columns over it: what the form shows while a
// draft waits (its content, the stored row's publication, version and files). Without a draft it is
// stored itself.
func Drafted[T any](stored *T, d *PendingVersion) (*T, error) {
	if d == nil || len(d.Datos) == 0 {
		return stored, nil
	}
	raw, err := json.Marshal(stored)
	if err != nil {
		return nil, fmt.Errorf("read stored item: %w", err)
	}
	var cols map[string]json.RawMessage
	if err := json.Unmarshal(raw, &cols); err != nil {
		return nil, fmt.Errorf("read stored item: %w", err)
	}
	for k, v := range d.Datos {
		if !slices.Contains(notDrafted, k) { // the publication stays the stored row's
			cols[k] = v
		}
	}
	if raw, err = json.Marshal(cols); err != nil {
		return nil, fmt.Errorf("apply draft: %w", err)
	}
	out := new(T)
	if err := json.Unmarshal(raw, out); err != nil {
		return nil, fmt.Errorf("apply draft: %w", err)
	}
	return out, nil
}

// OpenDraft reads stored item id's pending draft and gives the item as its form shows it: the
// draft's content over the stored row (the editor goes on from the draft, not from the public
// version), or stored itself without a draft.
func OpenDraft[T any](ctx context.Context, svc *cms.Service, token, table string, id int64, stored *T) (*T, *PendingVersion, error) {
	d, err := PendingDraft(ctx, svc, token, table, id)
	if err != nil {
		return nil, nil, err
	}
	item, err := Drafted(stored, d)
	return item, d, err
}

// DraftView is what an item's form shows of drafts: whether «Guardar borrador» keeps a draft apart
// (Offer, with the module's Hint of what it keeps), and the pending draft's notice with «Descartar
// borrador» (Notice, "" without one), as {{template "draft_notice" $d.Draft}} above the form.
type DraftView struct {
	Offer      bool
	Hint       string
	Notice     string
	DiscardURL string
}

// DraftView is the form's view of drafts for stored row id with pending draft d (nil without one).
func (h Handlers) DraftView(row Row, id int64, d *PendingVersion) DraftView {
	v := DraftView{Offer: row.CanDraft(), Hint: h.DraftHint, DiscardURL: fmt.Sprintf("%s/%d/borrador/descartar", h.Base, id)}
	if d != nil {
		v.Notice = fmt.Sprintf(MsgDraftPending, d.Autor, d.When(h.Zone()))
	}
	return v
}

// WantsDraft reports whether the form was sent with «Guardar como borrador».
func WantsDraft(r *http.Request) bool { return r.FormValue("accion") == DraftAction }

// KeepDraft answers «Guardar como borrador» of stored row id: fields (DraftFields) become its pending
// draft and the editor goes back to its form; the published row is untouched. A row that may not
// keep a draft (CanDraft) is refused (409). On an error nothing was answered: the module shows its
// form again with the message.
func (h Handlers) KeepDraft(w http.ResponseWriter, r *http.Request, row Row, id int64, fields map[string]any) error {
	if !row.CanDraft() {
		return cms.Fail(http.StatusConflict, MsgDraftNotPublished)
	}
	u := shell.UserOf(r)
	if err := SaveDraft(r.Context(), h.Kit.Svc, u.Token, h.Table, id, fields, u.Email, h.Kit.Shell.Now()); err != nil {
		return err
	}
	h.Kit.Shell.Saved(w, r, MsgDraftSaved, fmt.Sprintf("%s/%d", h.Base, id))
	return nil
}

// ItemURL is the address of item id's form.
func (h Handlers) ItemURL(id int64) string { return fmt.Sprintf("%s/%d", h.Base, id) }

// Done ends a «Guardar» of item id: the item is closed (Saved) and the editor goes back to its
// form, with msg at the top, to go on editing it.
func (h Handlers) Done(w http.ResponseWriter, r *http.Request, id int64, msg string) {
	h.Saved(r, id)
	h.Kit.Shell.Saved(w, r, msg, h.ItemURL(id))
}

// Saved closes item id after «Guardar»: its pending draft is published (or replaced by what was
// saved), so it is dropped, and the editor's lock is released. Failures only leave a stale draft or
// lock, so they are logged, not shown.
func (h Handlers) Saved(r *http.Request, id int64) {
	u := shell.UserOf(r)
	if err := DiscardDraft(r.Context(), h.Kit.Svc, u.Token, h.Table, id); err != nil {
		h.Kit.Shell.Logger().WarnContext(r.Context(), "discard published draft", "error", err)
	}
	h.ReleaseLock(r, id)
}
