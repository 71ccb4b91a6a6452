package blog

import (
	"fmt"
	"maps"
	"net/http"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// formFields are the text fields of the post form, kept as typed after a refusal.
var formFields = append(append([]string{"titulo", "slug", "extracto", "cuerpo", "portada_alt", "autor", "etiquetas", "portada_biblioteca"}, lifecycle.FormFields...), cms.SEOFormFields...)

// formData is the create/edit page of a post.
type formData struct {
	ID        int64 // 0 for a new post
	Action    string
	Authors   []author
	Tags      []records.Tag // every tag, suggested while typing
	CoverURL  string
	CoverPath string
	States    []lifecycle.State
	Badge     lifecycle.Badge
	NoAuthor  string
	Lock      lifecycle.LockView // the post's edit lock, for a stored post
	Draft     lifecycle.DraftView
	Previews  lifecycle.PreviewBox // the post's preview links, for a stored post
	Panel     lifecycle.Panel      // the publish panel beside the form
	// Translations are the active languages with the post's translation status in each.
	Translations []translation.Row
}

// formPage is what the form page shows besides the layout.
type formPage struct {
	post    *post // nil for a new post
	authors []author
	tags    []records.Tag
	form    map[string]string
	fields  cms.FieldMessages
	msg     string
	lock    lifecycle.LockView // the post's edit lock as this editor opened it
	draft   *lifecycle.PendingVersion
}

// form shows the form: empty for /admin/blog/nuevo (signed by the editor when they are an
// employee), the stored post otherwise.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	p, ok := m.postOfPath(w, r, u.Token)
	if !ok {
		return
	}
	pg, ok := m.pickers(w, r, u.Token)
	if !ok {
		return
	}
	pg.post = p
	if p != nil {
		drafted, draft, err := lifecycle.OpenDraft(r.Context(), m.Svc, u.Token, table, p.ID, p)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		pg.form, pg.draft = storedForm(drafted, m.Shell.Location()), draft
		// Opening a post takes its edit lock, unless someone else holds a live one.
		if pg.lock, err = m.shared().OpenLock(r, p.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	} else {
		pg.form = map[string]string{lifecycle.FieldState: lifecycle.Draft} // published only with «Publicar»
		for _, a := range pg.authors {
			if cms.Deref(a.Email) == u.Email {
				pg.form["autor"] = a.ID
			}
		}
	}
	m.formPage(w, r, http.StatusOK, pg)
}

// pickers reads the employees and tags the form offers; ok is false when the page has been answered.
func (m *module) pickers(w http.ResponseWriter, r *http.Request, token string) (formPage, bool) {
	authors, err := m.authors(r.Context(), token)
	if err == nil {
		var tags []records.Tag
		if tags, err = m.tags(r.Context(), token); err == nil {
			return formPage{authors: authors, tags: tags}, true
		}
	}
	m.Shell.FailurePage(w, r, err)
	return formPage{}, false
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, pg formPage) {
	title := msgNewTitle
	data := formData{Action: "/admin/blog/nuevo", Authors: pg.authors, Tags: pg.tags, States: lifecycle.States, NoAuthor: msgNoAuthor}
	data.Panel = m.shared().Panel(nil, 0, pg.form, nil, "")
	if pg.post != nil {
		data.Panel = m.shared().Panel(&pg.post.Row, pg.post.ID, pg.form, pg.draft, pg.post.Titulo)
		title = msgEditTitle
		data.ID = pg.post.ID
		data.Action = fmt.Sprintf("/admin/blog/%d", pg.post.ID)
		data.CoverPath = pg.post.Cover()
		data.CoverURL = m.Shell.FileURL(cms.BucketContent, data.CoverPath)
		data.Badge = pg.post.BadgeOf(m.Shell.Now(), m.Shell.Location())
		data.Lock = pg.lock
		data.Draft = m.shared().DraftView(pg.post.Row, pg.post.ID, pg.draft)
		if data.Lock.URL == "" {
			// A refused save: the editor holds the lock.
			data.Lock = lifecycle.LockView{URL: fmt.Sprintf("/admin/blog/%d/bloqueo", pg.post.ID), Lost: lifecycle.MsgLockLost}
		}
		var err error
		if data.Translations, err = m.tr.Rows(r, pg.post.ID, pg.post.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Previews, err = m.shared().PreviewBox(r, pg.post.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "blog_form", v)
}

// postOfPath reads the post of /admin/blog/{id} (nil for /admin/blog/nuevo); ok is false when the
// page has been answered (no such post, or the platform failed).
func (m *module) postOfPath(w http.ResponseWriter, r *http.Request, token string) (*post, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgPostGone)
		return nil, false
	}
	p, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return p, true
}

// storedForm is the form of a stored post.
func storedForm(p *post, loc *time.Location) map[string]string {
	form := map[string]string{"titulo": p.Titulo, "slug": p.Slug, "extracto": p.Extracto, "cuerpo": p.Cuerpo,
		"portada_alt": p.PortadaAlt, "autor": cms.Deref(p.Autor), "etiquetas": p.TagNames()}
	maps.Copy(form, p.Row.Form(loc))
	maps.Copy(form, p.SEOForm())
	return form
}
