package contenido

import (
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// formFields are the text fields of the content form, kept as typed after a refusal.
var formFields = append(append([]string{"titulo", "body", "layout", "categoria", "imagen_biblioteca"}, lifecycle.FormFields...), cms.SEOFormFields...)

// formData is the create/edit page of a content item.
type formData struct {
	ID         int64 // 0 for a new item
	Action     string
	Categories template.HTML // the picker's options, the typed choice selected
	Layouts    []layout
	ImageURL   string // the current featured image
	ImagePath  string
	Preview    template.HTML // the body as the site will show it (sanitized)
	States     []lifecycle.State
	Badge      lifecycle.Badge // where the stored item stands now
	LockNotice string          // "Editando: …" when someone else has the item open; "" otherwise
	LockURL    string          // where the form's heartbeat goes (an item being edited)
	LockLost   string          // what the page says when the heartbeat finds the lock taken
	Draft      lifecycle.DraftView
	Panel      lifecycle.Panel      // the publish panel beside the form
	Previews   lifecycle.PreviewBox // the item's preview links
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// form shows the form: empty for /admin/contenido/nuevo, the stored item otherwise.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	values := map[string]string{"layout": "1", lifecycle.FieldState: lifecycle.Draft} // published only with «Publicar»
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	var lock *lifecycle.LockState
	var draft *lifecycle.PendingVersion
	if it != nil {
		drafted, pending, err := lifecycle.OpenDraft(r.Context(), m.Svc, u.Token, table, it.ID, it)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values, draft = storedForm(drafted, m.Shell.Location()), pending
		// Opening an item takes its edit lock, unless someone else holds a live one.
		st, err := lifecycle.TakeLock(r.Context(), m.Svc, u.Token, table, it.ID, u.Email, m.Shell.Now(), false)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		lock = &st
	}
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.formPage(w, r, http.StatusOK, formPage{item: it, cats: cats, form: values, lock: lock, draft: draft})
}

// formPage is what the form page shows besides the layout.
type formPage struct {
	item    *item // nil for a new item
	cats    []cms.Category
	form    map[string]string
	fields  cms.FieldMessages
	msg     string
	preview bool
	lock    *lifecycle.LockState // the item's edit lock as this editor opened it (nil: not read)
	draft   *lifecycle.PendingVersion
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, pg formPage) {
	title := msgNewTitle
	data := formData{Action: "/admin/contenido/nuevo", Layouts: layouts, States: lifecycle.States,
		Categories: shell.OptionsHTML(shell.CategoryOptions(cms.CategoryTree(pg.cats), nil), strings.TrimSpace(pg.form["categoria"]))}
	data.Panel = m.shared().Panel(nil, 0, pg.form, nil, "")
	if pg.item != nil {
		title = msgEditTitle
		data.Panel = m.shared().Panel(&pg.item.Row, pg.item.ID, pg.form, pg.draft, pg.item.Titulo)
		data.ID = pg.item.ID
		data.Action = fmt.Sprintf("/admin/contenido/%d", pg.item.ID)
		data.ImagePath = pg.item.Image()
		data.ImageURL = m.Shell.FileURL(cms.BucketContent, data.ImagePath)
		data.Badge = pg.item.BadgeOf(m.Shell.Now(), m.Shell.Location())
		data.LockURL = fmt.Sprintf("/admin/contenido/%d/bloqueo", pg.item.ID)
		data.LockLost = lifecycle.MsgLockLost
		data.Draft = m.shared().DraftView(pg.item.Row, pg.item.ID, pg.draft)
		var err error
		if data.Previews, err = m.shared().PreviewBox(r, pg.item.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Translations, err = m.tr.Rows(r, pg.item.ID, pg.item.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if pg.lock != nil && !pg.lock.Mine {
			data.LockNotice = fmt.Sprintf(lifecycle.MsgLockHeld, pg.lock.Holder.Usuario, pg.lock.Holder.Since(m.Shell.Now(), m.Shell.Location()))
		}
	}
	if pg.preview || pg.item != nil {
		data.Preview = cms.BodyPreview(pg.form["body"])
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "contenido_form", v)
}

// itemOfPath reads the item of /admin/contenido/{id} (nil for /admin/contenido/nuevo); ok is false
// when the page has been answered (no such item, or the platform failed).
func (m *module) itemOfPath(w http.ResponseWriter, r *http.Request, token string) (*item, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgContentGone)
		return nil, false
	}
	it, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return it, true
}

// storedForm is the form of a stored item.
func storedForm(it *item, loc *time.Location) map[string]string {
	form := map[string]string{"titulo": it.Titulo, "body": it.Descripcion.Body,
		"layout": fmt.Sprint(it.Descripcion.Layout), "categoria": fmt.Sprint(it.Categoria)}
	maps.Copy(form, it.Row.Form(loc))
	maps.Copy(form, it.SEOForm())
	return form
}
