package lifecycle

import (
	"context"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/redirects"
)

// AddressMark is where the redirects stood before a save. The platform redirects (301) the old
// address of a published item whose address a save changes, in the save's own transaction
// (redirects.SlugPrefix); the redirects after the mark tell whether this save made one.
type AddressMark struct {
	last  int64
	valid bool
}

// MarkAddress notes the newest redirect before saving an item of a table with addresses. A failure
// only costs the notice, so it is logged, not shown.
func (h Handlers) MarkAddress(ctx context.Context) AddressMark {
	if redirects.SlugPrefix(h.Table) == "" {
		return AddressMark{}
	}
	last, err := records.LastRedirectID(ctx, h.Kit.Svc.Client())
	if err != nil {
		h.Kit.Shell.Logger().WarnContext(ctx, "read the newest redirect", "error", err)
		return AddressMark{}
	}
	return AddressMark{last: last, valid: true}
}

// DoneMoving is Done for a save that may have changed item id's address: when the platform made a
// redirect for it after mark, msg goes on with redirects.MovedNotice.
func (h Handlers) DoneMoving(w http.ResponseWriter, r *http.Request, id int64, msg string, mark AddressMark) {
	if from, to, ok := h.moved(r, id, mark); ok {
		msg += " " + redirects.MovedNotice(from, to)
	}
	h.Done(w, r, id, msg)
}

// moved finds the redirect the save of item id made: after mark, to an address ending in the
// item's slug as saved (a page's address also holds its parent's).
func (h Handlers) moved(r *http.Request, id int64, mark AddressMark) (from, to string, ok bool) {
	if !mark.valid {
		return "", "", false
	}
	ctx := r.Context()
	item, err := cms.ReadByID[struct {
		Slug string `json:"slug"`
	}](ctx, h.Kit.Svc, shell.UserOf(r).Token, h.Table, "slug", id, cms.Fail(http.StatusNotFound, h.Missing))
	if err != nil || item.Slug == "" {
		return "", "", false
	}
	made, err := records.RedirectsAfter(ctx, h.Kit.Svc.Client(), mark.last, 100)
	if err != nil {
		h.Kit.Shell.Logger().WarnContext(ctx, "read the new redirects", "error", err)
		return "", "", false
	}
	prefix := redirects.SlugPrefix(h.Table)
	for _, rd := range made {
		if rd.Tipo == http.StatusMovedPermanently && strings.HasPrefix(rd.Destino, prefix) && strings.HasSuffix(rd.Destino, "/"+item.Slug) {
			return rd.Origen, rd.Destino, true
		}
	}
	return "", "", false
}
