package lifecycle

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// The preview links' requests (docs/spec/modules.md §2, "Preview"), the same in every module: "Ver
// en el sitio" (POST <Base>/{id}/vista-previa/ver), "Compartir vista previa" (…/compartir) and
// "Revocar" (…/{link}/revocar); the item's form shows them with the shell's "preview_links" box.

// PreviewBox is what an item's form shows in its "Vista previa en el sitio" box: {{template
// "preview_links" $d.Previews}} with Data's Previews a PreviewBox.
type PreviewBox struct {
	URL   string           // <Base>/<id>/vista-previa, where the box's forms post
	Links []PreviewLinkRow // the item's live links, soonest to expire first
	Fresh string           // a shared link just made, shown this once ("" otherwise)
}

// PreviewLinkRow is a live link as the box lists it (its token is not known any more).
type PreviewLinkRow struct {
	ID                      int64
	Autor, Created, Expires string
}

// MountPreviews registers the preview links' requests of the module whose list is h.Base.
func (h Handlers) MountPreviews(r shell.Routes) {
	r.Page("POST "+h.Base+"/{id}/vista-previa/ver", h.PreviewOnSite)
	r.Page("POST "+h.Base+"/{id}/vista-previa/compartir", h.SharePreview)
	r.Page("POST "+h.Base+"/{id}/vista-previa/{link}/revocar", h.RevokePreviewLink)
}

// PreviewBox reads the box of item id's form: its live links and the link just shared, if any.
func (h Handlers) PreviewBox(r *http.Request, id int64) (PreviewBox, error) {
	links, err := Previews(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id, h.Kit.Shell.Now())
	if err != nil {
		return PreviewBox{}, err
	}
	box := PreviewBox{URL: fmt.Sprintf("%s/%d/vista-previa", h.Base, id), Fresh: h.Kit.Shell.TakeOnce(r.Context(), h.freshLinkKey())}
	for _, l := range links {
		box.Links = append(box.Links, PreviewLinkRow{ID: l.ID, Autor: l.Autor, Created: l.Created(h.Zone()), Expires: l.Expires(h.Zone())})
	}
	return box, nil
}

// PreviewOnSite opens the saved item (with its pending draft) on the public site through a link of
// the editor's own that lasts an hour.
func (h Handlers) PreviewOnSite(w http.ResponseWriter, r *http.Request) {
	id, ok := h.existing(w, r)
	if !ok {
		return
	}
	token, err := CreatePreview(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id, h.Kit.Shell.Now(), OwnPreviewLife)
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	http.Redirect(w, r, PreviewPath(token), http.StatusSeeOther)
}

// SharePreview makes a link that anyone may open for a week and shows it once on the item's form.
func (h Handlers) SharePreview(w http.ResponseWriter, r *http.Request) {
	id, ok := h.existing(w, r)
	if !ok {
		return
	}
	now := h.Kit.Shell.Now()
	token, err := CreatePreview(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id, now, SharedPreviewLife)
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	h.Kit.Shell.KeepOnce(r.Context(), h.freshLinkKey(), h.Kit.Shell.URL(PreviewPath(token)))
	expires := cms.FormatDateTime(now.Add(SharedPreviewLife), h.Zone())
	h.Kit.Shell.Saved(w, r, fmt.Sprintf(MsgPreviewShared, expires), h.previewsAnchor(id))
}

// RevokePreviewLink ends a link of the item at once; a link of another item, or one already gone,
// is not found.
func (h Handlers) RevokePreviewLink(w http.ResponseWriter, r *http.Request) {
	id := shell.PathID(r)
	link, err := strconv.ParseInt(r.PathValue("link"), 10, 64)
	if id == 0 || err != nil || link <= 0 {
		h.Kit.Shell.RenderError(w, r, http.StatusNotFound, MsgPreviewLinkGone)
		return
	}
	if err := RevokePreview(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id, link); err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	h.Kit.Shell.Saved(w, r, MsgPreviewRevoked, h.previewsAnchor(id))
}

// existing is the request's {id} when the item exists (in the trash or not); ok is false when the
// page has been answered (404 with h.Missing, or the platform's failure).
func (h Handlers) existing(w http.ResponseWriter, r *http.Request) (id int64, ok bool) {
	id = shell.PathID(r)
	if id == 0 {
		h.Kit.Shell.RenderError(w, r, http.StatusNotFound, h.Missing)
		return 0, false
	}
	found, err := rowExists(r.Context(), h.Kit.Svc, shell.UserOf(r).Token, h.Table, id)
	if err == nil && !found {
		err = cms.Fail(http.StatusNotFound, h.Missing)
	}
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return 0, false
	}
	return id, true
}

// rowExists reports whether table has row id for the user.
func rowExists(ctx context.Context, svc *cms.Service, token, table string, id int64) (bool, error) {
	var rows []struct {
		ID int64 `json:"id"`
	}
	if _, err := svc.Client().From(table, platformclient.AsUser(token)).Select("id").Eq("id", id).Limit(1).Get(ctx, &rows); err != nil {
		return false, cms.PlatformFailure(err)
	}
	return len(rows) > 0, nil
}

// freshLinkKey keeps a just-made shared link for the form page that follows (shown once).
func (h Handlers) freshLinkKey() string { return "vista-previa:" + h.Table }

// previewsAnchor is the item's form at its preview box.
func (h Handlers) previewsAnchor(id int64) string {
	return fmt.Sprintf("%s/%d#vista-previa-enlaces", h.Base, id)
}
