package web

import (
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// contentFormFields are the text fields of the content form, kept as typed after a refusal.
var contentFormFields = []string{"titulo", "body", "layout", "categoria"}

// contentFormData is the create/edit page of a content item.
type contentFormData struct {
	ID         int64 // 0 for a new item
	Action     string
	Categories template.HTML // the picker's options, the typed choice selected
	Layouts    []cms.Layout
	ImageURL   string // the current featured image
	ImagePath  string
	Preview    template.HTML // the body as the site will show it (sanitized)
}

// contentEdit shows the form: empty for /admin/contenido/nuevo, the stored item otherwise.
func (a *App) contentEdit(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	form := map[string]string{"layout": "1"}
	item, ok := a.contentOfPath(w, r, p.token)
	if !ok {
		return
	}
	if item != nil {
		form = storedContentForm(item)
	}
	cats, err := a.svc.CategoryList(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	a.contentFormPage(w, r, http.StatusOK, contentPage{item: item, cats: cats, form: form})
}

// contentPage is what the form page shows besides the layout.
type contentPage struct {
	item    *cms.ContentItem // nil for a new item
	cats    []cms.Category
	form    map[string]string
	fields  cms.FieldMessages
	msg     string
	preview bool
}

func (a *App) contentFormPage(w http.ResponseWriter, r *http.Request, status int, pg contentPage) {
	title := "Nuevo contenido"
	data := contentFormData{Action: "/admin/contenido/nuevo", Categories: optionsHTML(categoryOptions(cms.CategoryTree(pg.cats), nil), strings.TrimSpace(pg.form["categoria"])), Layouts: cms.Layouts}
	if pg.item != nil {
		title = "Editar contenido"
		data.ID = pg.item.ID
		data.Action = fmt.Sprintf("/admin/contenido/%d", pg.item.ID)
		data.ImagePath = pg.item.Image()
		data.ImageURL = a.fileURL(cms.BucketContent, data.ImagePath)
	}
	if pg.preview || pg.item != nil {
		data.Preview = cms.BodyPreview(pg.form["body"])
	}
	v := a.adminView(r, "contenido", title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	v.Data = data
	a.render(w, r, status, "contenido_form", v)
}

// contentOfPath reads the item of /admin/contenido/{id} (nil for /admin/contenido/nuevo); ok is false
// when the page has been answered (no such item, or the platform failed).
func (a *App) contentOfPath(w http.ResponseWriter, r *http.Request, token string) (*cms.ContentItem, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := pathID(r)
	if id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgContentGone)
		return nil, false
	}
	item, err := a.svc.ContentByID(r.Context(), token, id)
	if err != nil {
		a.failurePage(w, r, err)
		return nil, false
	}
	return item, true
}
