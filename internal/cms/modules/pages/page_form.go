package pages

import (
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// formFields are the page's own fields, kept as typed after a refusal.
var formFields = append(append([]string{"titulo", "slug", "padre", "es_inicio"}, lifecycle.FormFields...), cms.SEOFormFields...)

// formData is the create/edit page of a page.
type formData struct {
	ID          int64
	Action      string
	Path        string // the stored page's public address ("" for a new page)
	Parents     []parent
	Blocks      []blockForm
	Kinds       []pageblocks.Kind
	BlockURL    string // where static/pages.js asks for a new block's fields
	States      []lifecycle.State
	Badge       lifecycle.Badge
	BlocksError string
	Lock        lifecycle.LockView // the page's edit lock, for a stored page
	Draft       lifecycle.DraftView
	Panel       lifecycle.Panel      // the publish panel beside the form
	Previews    lifecycle.PreviewBox // the page's preview links, for a stored page
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// formPage is what the form shows besides the layout.
type formPage struct {
	item    *item
	parents []parent
	form    map[string]string
	blocks  []blockForm
	fields  cms.FieldMessages
	msg     string                    // a refusal, shown as an error
	flash   string                    // a done editor action, shown as a success
	draft   *lifecycle.PendingVersion // the pending draft the form opened on
}

// form shows the editor: empty for /admin/pages/nuevo, the stored page otherwise.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	parents, err := m.parents(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg := formPage{item: it, parents: parents, form: map[string]string{lifecycle.FieldState: lifecycle.Draft}} // published only with «Publicar»
	if it != nil {
		drafted, draft, err := lifecycle.OpenDraft(r.Context(), m.Svc, u.Token, table, it.ID, it)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		pg.form, pg.blocks, pg.draft = storedForm(drafted, m.Shell.Location()), storedBlocks(drafted.Bloques), draft
	} else if tpl := cms.PositiveID(r.URL.Query().Get("plantilla")); tpl > 0 {
		// A new page from a page template (view templates): its blocks, to complete and save.
		if pg.blocks, err = m.templateBlocks(r.Context(), u.Token, tpl); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	m.formPage(w, r, http.StatusOK, pg)
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, pg formPage) {
	title := msgNewTitle
	cats, err := m.Svc.CategoryList(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	categories := shell.CategoryOptions(cms.CategoryTree(cats), nil)
	data := formData{Action: "/admin/pages/nuevo", States: lifecycle.States, Blocks: m.withPictures(numbered(pg.blocks, categories)),
		Kinds: pageblocks.Kinds(), BlockURL: blockFragmentPath}
	for _, p := range pg.parents {
		if pg.item == nil || p.ID != pg.item.ID {
			data.Parents = append(data.Parents, p)
		}
	}
	data.Panel = m.shared().Panel(nil, 0, pg.form, nil, "")
	if pg.item != nil {
		title = msgEditTitle
		data.Panel = m.shared().Panel(&pg.item.Row, pg.item.ID, pg.form, pg.draft, pg.item.Titulo)
	}
	if pg.item != nil {
		data.ID = pg.item.ID
		data.Action = fmt.Sprintf("/admin/pages/%d", pg.item.ID)
		data.Path = pg.item.Path()
		data.Badge = pg.item.BadgeOf(m.Shell.Now(), m.Shell.Location())
		lock, err := m.shared().FormLock(r, pg.item.ID)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		data.Lock = lock
		data.Draft = m.shared().DraftView(pg.item.Row, pg.item.ID, pg.draft)
		if data.Previews, err = m.shared().PreviewBox(r, pg.item.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Translations, err = m.tr.Rows(r, pg.item.ID, pg.item.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	for _, b := range data.Blocks {
		if b.Error != "" {
			data.BlocksError = MsgBlocksReview
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	if pg.flash != "" {
		v.Flash = pg.flash
	}
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "pages_form", v)
}

// itemOfPath reads the page of /admin/pages/{id} (nil for /admin/pages/nuevo); ok is false when the
// answer has been written (no such page, or the platform failed).
func (m *module) itemOfPath(w http.ResponseWriter, r *http.Request, token string) (*item, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgPageGone)
		return nil, false
	}
	it, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return it, true
}

// storedForm is the form of a stored page.
func storedForm(it *item, loc *time.Location) map[string]string {
	form := map[string]string{"titulo": it.Titulo, "slug": it.Slug}
	maps.Copy(form, it.SEOForm())
	// Pages kept their search-engine title and description in seo_titulo and seo_descripcion before
	// every editorial table had the SEO fields; the shared fields show them until saved again.
	if form["meta_titulo"] == "" {
		form["meta_titulo"] = cms.Deref(it.SEOTitulo)
	}
	if form["meta_descripcion"] == "" {
		form["meta_descripcion"] = cms.Deref(it.SEODescripcion)
	}
	if it.Padre != nil {
		form["padre"] = strconv.FormatInt(*it.Padre, 10)
	}
	if it.EsInicio {
		form["es_inicio"] = "1"
	}
	maps.Copy(form, it.Row.Form(loc))
	return form
}
