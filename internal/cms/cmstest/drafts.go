package cmstest

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/site"
)

// DraftWalk is an editorial module's drafts of published items (lifecycle.Handlers) as WantDrafts
// walks them.
type DraftWalk struct {
	Table, Column string // the item's table, and the column the edit changes (anon reads it)
	ID            int64  // the published item
	List          string // the module's list, /admin/<view>/
	Form          url.Values
	// Published and Drafted are Column's stored text and the text Form gives it.
	Published, Drafted string
	// SitePath is the item's public page, which shows Published until «Guardar» ("": none).
	SitePath string
	// Unpublished is the form of an item that is not published, sent with UnpublishedForm.
	Unpublished     string
	UnpublishedForm url.Values
	// Other is signed in with a role without the module's view.
	Other *Browser
}

// WantDrafts walks a published item's draft: «Guardar como borrador» keeps Form apart (anon and the
// public page still read Published), the form goes on from the draft with its notice, the list marks
// it; «Descartar borrador» goes back to the published version; a draft again, then «Guardar»,
// publishes it and drops the draft. An item that is not published is offered no draft and refused
// one; a role without the view is refused both requests.
func WantDrafts(t *testing.T, e *Env, b *Browser, w DraftWalk) {
	t.Helper()
	path := w.List + IDText(w.ID)
	drafts := func() int64 { return e.CountRows(t, "borradores", "tabla", w.Table) }
	public := func(want, not string) {
		t.Helper()
		var rows []map[string]any
		c := e.Svc.Client()
		if _, err := c.From(w.Table, c.Anon()).Select(w.Column).Eq("id", w.ID).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
			t.Fatalf("anon read: %v %v", rows, err)
		}
		if got := rows[0][w.Column]; got != want {
			t.Errorf("anon reads %v, want %q", got, want)
		}
		if w.SitePath == "" {
			return
		}
		status, body := e.SitePage(t, w.SitePath)
		if body = UnescapeHTML(body); status != http.StatusOK || !strings.Contains(body, want) || strings.Contains(body, not) {
			t.Errorf("the public page %s (%d) does not show %q alone", w.SitePath, status, want)
		}
	}
	form := func(action string) url.Values {
		f := url.Values{}
		for k, v := range w.Form {
			f[k] = v
		}
		if action != "" {
			f.Set("accion", action)
		}
		return f
	}
	if !strings.Contains(b.GetJSON(path).Body, `id="guardar-borrador"`) {
		t.Fatal("a published item's form offers no draft")
	}
	r := b.PostForm(path, form(lifecycle.DraftAction))
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != path {
		t.Fatalf("save as draft: %d %s", r.Status, r.Header.Get("Location"))
	}
	if drafts() != 1 {
		t.Fatal("the draft was not kept")
	}
	public(w.Published, w.Drafted)
	page := UnescapeHTML(b.GetJSON(path).Body)
	if !strings.Contains(page, lifecycle.MsgDraftSaved) || !strings.Contains(page, w.Drafted) || !strings.Contains(page, `id="borrador-pendiente"`) ||
		!strings.Contains(page, path+"/borrador/descartar") {
		t.Error("the form does not go on from the draft or does not say so")
	}
	if !strings.Contains(b.GetJSON(w.List).Body, ">"+lifecycle.MsgDraftBadge+"<") {
		t.Error("the list does not mark the pending draft")
	}

	// Without the view: neither a draft nor a discard.
	if w.Other != nil {
		WantStatus(t, w.Other.PostForm(path, form(lifecycle.DraftAction)), http.StatusForbidden)
		WantStatus(t, w.Other.PostForm(path+"/borrador/descartar", nil), http.StatusForbidden)
		if drafts() != 1 {
			t.Error("a role without the view changed the draft")
		}
	}

	// «Descartar borrador»: back to the published version.
	WantStatus(t, b.PostForm(path+"/borrador/descartar", nil), http.StatusSeeOther)
	page = UnescapeHTML(b.GetJSON(path).Body)
	if !strings.Contains(page, lifecycle.MsgDraftDiscarded) || strings.Contains(page, `id="borrador-pendiente"`) || !strings.Contains(page, w.Published) ||
		strings.Contains(page, w.Drafted) || drafts() != 0 {
		t.Error("discarding did not go back to the published version")
	}

	// A draft again, then «Actualizar» publishes it and drops the draft.
	WantStatus(t, b.PostForm(path, form(lifecycle.DraftAction)), http.StatusSeeOther)
	WantStatus(t, b.PostForm(path, form(lifecycle.PublishAction)), http.StatusSeeOther)
	public(w.Drafted, w.Published)
	if drafts() != 0 {
		t.Error("publishing left the draft")
	}
	if strings.Contains(b.GetJSON(w.List).Body, ">"+lifecycle.MsgDraftBadge+"<") {
		t.Error("the list still marks a draft")
	}

	// An item that is not published: «Guardar borrador» saves it, still a draft, with no draft apart.
	if w.Unpublished != "" {
		f := url.Values{}
		for k, v := range w.UnpublishedForm {
			f[k] = v
		}
		f.Set("accion", lifecycle.DraftAction)
		f.Set(lifecycle.FieldState, lifecycle.Published) // the button decides, not a stale field
		r := b.PostForm(w.Unpublished, f)
		if r.Status != http.StatusSeeOther || r.Header.Get("Location") != w.Unpublished || drafts() != 0 {
			t.Errorf("«Guardar borrador» of an unpublished item: %d %s, %d drafts", r.Status, r.Header.Get("Location"), drafts())
		}
		if page := b.GetJSON(w.Unpublished).Body; !strings.Contains(page, `id="estado-actual">Borrador<`) {
			t.Error("«Guardar borrador» of an unpublished item did not keep it a draft")
		}
	}
}

// SitePage answers GET path of the public site on e's platform (anon, no cache): status and body.
func (e *Env) SitePage(t *testing.T, path string) (int, string) {
	t.Helper()
	s, err := site.New(site.Options{Client: e.Svc.Client(), BaseURL: "http://sitio.test", CacheBytes: -1, Now: e.Plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec.Code, rec.Body.String()
}
