package lifecycle

import (
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// Handlers are the editorial item's requests that are the same in every module: the edit lock's
// heartbeat (POST <Base>/{id}/bloqueo, sent every minute by /cms-static/lock.js) and "Tomar el
// control" (POST <Base>/{id}/bloqueo/tomar), and "Descartar borrador" (POST
// <Base>/{id}/borrador/descartar).
type Handlers struct {
	Kit     shell.Kit
	Table   string
	Base    string // the module's list, /admin/<view>
	Missing string // the Spanish message of an item that does not exist
	// Noun names the item in the message after a save («Entrada publicada.»).
	Noun Noun
	// DraftHint says, on «Guardar como borrador», what a draft of the module's item keeps.
	DraftHint string
}

// Zone is the site's time zone (VITRINA_TIMEZONE), in which the item's dates are typed and shown.
func (h Handlers) Zone() *time.Location { return h.Kit.Shell.Location() }

// LockView is what an item's form says of its lock.
type LockView struct {
	URL    string // where the heartbeat goes ("" for a new item)
	Notice string // "Editando: …" when someone else holds a live lock
	Lost   string // what the page says when the heartbeat finds the lock taken
}

// OpenLock takes the lock of item id as user opens its form (unless someone else holds a live one) and
// says what the form shows.
func (h Handlers) OpenLock(r *http.Request, id int64) (LockView, error) {
	u := shell.UserOf(r)
	now := h.Kit.Shell.Now()
	st, err := TakeLock(r.Context(), h.Kit.Svc, u.Token, h.Table, id, u.Email, now, false)
	if err != nil {
		return LockView{}, err
	}
	v := LockView{URL: fmt.Sprintf("%s/%d/bloqueo", h.Base, id), Lost: MsgLockLost}
	if !st.Mine {
		v.Notice = fmt.Sprintf(MsgLockHeld, st.Holder.Usuario, st.Holder.Since(now, h.Zone()))
	}
	return v, nil
}

// FormLock is the lock an item's form shows: opening the form (GET) takes the lock as OpenLock does;
// a refused save shows the form again to the editor who holds it.
func (h Handlers) FormLock(r *http.Request, id int64) (LockView, error) {
	if r.Method == http.MethodGet {
		return h.OpenLock(r, id)
	}
	return LockView{URL: fmt.Sprintf("%s/%d/bloqueo", h.Base, id), Lost: MsgLockLost}, nil
}

// Heartbeat keeps the editor's lock alive while the form is open: {mine, usuario, desde}. It never
// takes a live lock from someone else; mine false tells the page its editor lost it.
func (h Handlers) Heartbeat(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		shell.WriteJSON(w, http.StatusNotFound, shell.APIFailure(h.Missing))
		return
	}
	now := h.Kit.Shell.Now()
	st, err := TakeLock(r.Context(), h.Kit.Svc, u.Token, h.Table, id, u.Email, now, false)
	if err != nil {
		status, msg := h.Kit.Shell.FailureMessage(err)
		shell.WriteJSON(w, status, shell.APIFailure(msg))
		return
	}
	shell.WriteJSON(w, http.StatusOK, shell.APIResponse{"success": true, "mine": st.Mine, "usuario": st.Holder.Usuario,
		"desde": st.Holder.Since(now, h.Zone())})
}

// TakeOver is "Tomar el control": the editor takes the lock from whoever holds it and goes back to
// the form.
func (h Handlers) TakeOver(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		h.Kit.Shell.RenderError(w, r, http.StatusNotFound, h.Missing)
		return
	}
	if _, err := TakeLock(r.Context(), h.Kit.Svc, u.Token, h.Table, id, u.Email, h.Kit.Shell.Now(), true); err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	h.Kit.Shell.Saved(w, r, MsgLockTaken, fmt.Sprintf("%s/%d", h.Base, id))
}

// ReleaseLock gives up the editor's lock on item id after a save (a failure only leaves a lock to go
// stale, so it is logged, not shown).
func (h Handlers) ReleaseLock(r *http.Request, id int64) {
	u := shell.UserOf(r)
	if err := ReleaseLock(r.Context(), h.Kit.Svc, u.Token, h.Table, id, u.Email); err != nil {
		h.Kit.Shell.Logger().WarnContext(r.Context(), "release edit lock", "error", err)
	}
}

// DiscardDraft drops an item's pending draft; the form shows the published version again.
func (h Handlers) DiscardDraft(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	if id == 0 {
		h.Kit.Shell.RenderError(w, r, http.StatusNotFound, h.Missing)
		return
	}
	if err := DiscardDraft(r.Context(), h.Kit.Svc, u.Token, h.Table, id); err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	h.Kit.Shell.Saved(w, r, MsgDraftDiscarded, fmt.Sprintf("%s/%d", h.Base, id))
}
