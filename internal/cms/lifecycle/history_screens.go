package lifecycle

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// HistoryScreens serve an editorial item's history the same in every module: the list of its
// revisions (GET <Base>/{id}/historial), the word-level comparison of two (…/historial/comparar?a=&b=)
// and the restore of one as a new revision (POST …/historial/{rev}/restaurar). The module says what
// differs: its texts, how a revision reads, which columns a restore brings back, its templates (each
// a page around the shell's "history" and "compare").
type HistoryScreens struct {
	Kit  shell.Kit
	View string // the module's vista_slug
	Base string // the module's list, /admin/<view>
	// Item reads an item's title by id; a missing item is an error of status 404.
	Item func(ctx context.Context, token string, id int64) (title string, err error)
	// Missing is the message of an item that does not exist; ReferenceGone of a restore whose
	// revision points at a row (a category, an author…) that is gone.
	Missing, ReferenceGone string
	// The page titles (with %s for the item's title), the link back to the item and the text of an
	// item without revisions.
	HistoryTitle, CompareTitle, Back, Empty string
	HistoryPage, ComparePage                string // the module's templates
	// Labels are the compared fields in the form's order; Fields reads two revisions as text per
	// label (with one read of whatever names their ids need).
	Labels []string
	Fields func(ctx context.Context, token string, older, newer Revision) (a, b map[string]string, err error)
	// LabelsOf, when set, are the compared fields of two revisions in place of Labels, for fields
	// that depend on a revision's content (a translation's blocks, a label per text).
	LabelsOf func(older, newer Revision) []string
	// Restored are the columns a restore brings back (the content; state and schedule stay).
	Restored []string
	Table    string
}

// item answers the item of the request's {id} with its title; ok is false when the page has been
// answered.
func (h HistoryScreens) item(w http.ResponseWriter, r *http.Request) (id int64, title string, ok bool) {
	id = shell.PathID(r)
	if id == 0 {
		h.Kit.Shell.RenderError(w, r, http.StatusNotFound, h.Missing)
		return 0, "", false
	}
	title, err := h.Item(r.Context(), shell.UserOf(r).Token, id)
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return 0, "", false
	}
	return id, title, true
}

// History lists the item's revisions, newest first, with two choices to compare and a restore
// button per older revision.
func (h HistoryScreens) History(w http.ResponseWriter, r *http.Request) {
	id, title, ok := h.item(w, r)
	if !ok {
		return
	}
	rows, err := HistoryRows(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id, h.Kit.Shell.Location())
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	v := h.Kit.Shell.AdminView(r, h.View, fmt.Sprintf(h.HistoryTitle, title))
	v.Data = HistoryPage{Base: fmt.Sprintf("%s/%d", h.Base, id), Back: h.Back, Empty: h.Empty, Rows: rows}
	h.Kit.Shell.Render(w, r, http.StatusOK, h.Kit.Pages, h.HistoryPage, v)
}

// Compare shows, field by field, the words removed and added between two revisions.
func (h HistoryScreens) Compare(w http.ResponseWriter, r *http.Request) {
	id, title, ok := h.item(w, r)
	if !ok {
		return
	}
	ctx, token := r.Context(), shell.UserOf(r).Token
	older, newer, err := ComparedPair(ctx, h.Kit.Svc, token, h.Table, id, r.URL.Query())
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	a, b, err := h.Fields(ctx, token, older, newer)
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	labels := h.Labels
	if h.LabelsOf != nil {
		labels = h.LabelsOf(older, newer)
	}
	v := h.Kit.Shell.AdminView(r, h.View, fmt.Sprintf(h.CompareTitle, title))
	v.Data = ComparePage{Base: fmt.Sprintf("%s/%d", h.Base, id), Older: older, Newer: newer,
		OlderWhen: older.When(h.Kit.Shell.Location()), NewerWhen: newer.When(h.Kit.Shell.Location()),
		Fields: Compare(labels, func(l string) string { return a[l] }, func(l string) string { return b[l] })}
	h.Kit.Shell.Render(w, r, http.StatusOK, h.Kit.Pages, h.ComparePage, v)
}

// Restore brings an older revision back: as a draft to review on an item that is on the site, as
// the current version (one update, a new revision) on any other.
func (h HistoryScreens) Restore(w http.ResponseWriter, r *http.Request) {
	id, _, ok := h.item(w, r)
	if !ok {
		return
	}
	u := shell.UserOf(r)
	drafted, err := RestoreRevision(r.Context(), h.Kit.Svc, u.Token, h.Table, id, cms.PositiveID(r.PathValue("rev")), h.Restored,
		cms.Fail(http.StatusNotFound, h.Missing), Restore{User: u.Email, At: h.Kit.Shell.Now()})
	switch {
	case platformclient.CodeOf(err) == "23503":
		h.Kit.Shell.RenderError(w, r, http.StatusConflict, h.ReferenceGone)
		return
	case err != nil:
		h.Kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	msg := MsgRevisionRestored
	if drafted {
		msg = MsgRevisionDrafted
	}
	h.Kit.Shell.Saved(w, r, msg, fmt.Sprintf("%s/%d", h.Base, id))
}

// StateFields are a revision's state and schedule as the comparison shows them, under the given
// labels: the state's name and the local times.
func StateFields(rev Revision, zone *time.Location, state, publish, unpublish string) map[string]string {
	row := Row{Estado: rev.Text("estado")}
	for col, dst := range map[string]**string{"publicar_en": &row.PublicarEn, "despublicar_en": &row.DespublicarEn} {
		if s := rev.Text(col); s != "" {
			*dst = &s
		}
	}
	form := row.Form(zone)
	return map[string]string{state: NameOf(form["estado"]), publish: form["publicar_en"], unpublish: form["despublicar_en"]}
}
