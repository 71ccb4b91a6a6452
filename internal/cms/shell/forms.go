package shell

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// Helpers shared by the admin modules' form handlers.

// FailurePage answers a service error on its own page: the CMS error's status and Spanish message;
// anything else is logged and shown as a generic message (never the internals).
func (a *App) FailurePage(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := a.FailureMessage(err)
	a.RenderError(w, r, status, msg)
}

// FailureMessage is the status and Spanish text of a service error for a page.
func (a *App) FailureMessage(err error) (int, string) {
	var ce *cms.Error
	if errors.As(err, &ce) {
		if ce.Status >= 500 {
			a.logger.Error("admin module", "error", err)
		}
		return ce.Status, ce.Message
	}
	a.logger.Error("admin module", "error", err)
	return http.StatusInternalServerError, cms.MsgOperationFailed
}

// PathID is the positive integer {id} of the request's path, or 0.
func PathID(r *http.Request) int64 { return cms.PositiveID(r.PathValue("id")) }

// EditedID is the record a form saves: 0 on a route without {id} (a new record), else its id. A
// malformed id is answered 404 and ok is false.
func (a *App) EditedID(w http.ResponseWriter, r *http.Request) (id int64, ok bool) {
	if r.PathValue("id") == "" {
		return 0, true
	}
	if id = PathID(r); id == 0 {
		a.RenderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return 0, false
	}
	return id, true
}

// FormValues keeps the named fields as typed, to show them again after a refusal.
func FormValues(r *http.Request, names ...string) map[string]string {
	form := make(map[string]string, len(names))
	for _, n := range names {
		form[n] = r.FormValue(n)
	}
	return form
}

// Saved flashes msg and sends the editor to back (303, so a reload does not post again). A form
// sent by /cms-static/upload.js (X-Requested-With: XMLHttpRequest) is answered {success, location}
// instead: the script then opens back itself, as a page of its own, so the flash is shown there and
// no page is ever written over the one whose scripts are running.
func (a *App) Saved(w http.ResponseWriter, r *http.Request, msg, back string) {
	a.Flash(r.Context(), msg)
	if SentByScript(r) {
		WriteJSON(w, http.StatusOK, APIResponse{"success": true, "location": back})
		return
	}
	http.Redirect(w, r, back, http.StatusSeeOther)
}

// SentByScript reports whether a form was posted by the admin's upload script rather than by the
// browser itself.
func SentByScript(r *http.Request) bool { return r.Header.Get("X-Requested-With") == "XMLHttpRequest" }

// Pager is the pager under a list: where the neighbouring pages are ("" when none).
type Pager struct {
	Page, Pages, Total int
	PrevURL, NextURL   string
}

func PagerOf(p Paging) Pager {
	m := Pager{Page: p.Page, Pages: p.Pages(), Total: p.Total}
	if p.HasPrev() {
		m.PrevURL = p.URL(p.Page - 1)
	}
	if p.HasNext() {
		m.NextURL = p.URL(p.Page + 1)
	}
	return m
}

// pagerMarkup is the pager's HTML, shared by every list page (pages are parsed one by one with the
// layout, so a shared block lives here). It is parsed once and only read afterwards.
var pagerMarkup = template.Must(template.New("pager").Parse(`<nav class="pager" aria-label="Páginas">
  {{with .PrevURL}}<a rel="prev" href="{{.}}">« Anterior</a>{{end}}
  <span class="pages">Página {{.Page}} de {{.Pages}} · {{.Total}} en total</span>
  {{with .NextURL}}<a rel="next" href="{{.}}">Siguiente »</a>{{end}}
</nav>`))

// HTML renders the pager (escaped by html/template).
func (m Pager) HTML() (template.HTML, error) {
	var b strings.Builder
	if err := pagerMarkup.Execute(&b, m); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil // #nosec: produced by html/template
}

// ServiceCategoryOptions reads the category tree (one read) as picker options.
func (a *App) ServiceCategoryOptions(r *http.Request, token string) ([]CategoryOption, error) {
	cats, err := a.svc.CategoryList(r.Context(), token)
	if err != nil {
		return nil, err
	}
	return CategoryOptions(cms.CategoryTree(cats), nil), nil
}

// ListFilter is the form above a list: a category filter (when Categories is set) and the page size.
type ListFilter struct {
	Action     string
	Categories []CategoryOption
	Selected   int64
	Sizes      []int
	Size       int
	Keep       map[string]string // hidden fields the form carries over (the list's order)
	Extra      template.HTML     // more filters, before the page size (a list's translation filter)
}

// With is f with more filters (their markup) before the page size.
func (f ListFilter) With(extra template.HTML) ListFilter {
	f.Extra = extra
	return f
}

func FilterOf(action string, cats []CategoryOption, selected int64, p Paging) ListFilter {
	return ListFilter{Action: action, Categories: cats, Selected: selected, Sizes: p.Choices(), Size: p.RowsPerPage}
}

// Keeping is f carrying the list's order over when it is submitted.
func (f ListFilter) Keeping(s Sorting) ListFilter {
	f.Keep = s.Hidden()
	return f
}

var filterMarkup = template.Must(template.New("filter").Parse(`<form method="get" action="{{.Action}}" class="filters">
  {{range $k, $v := .Keep}}<input type="hidden" name="{{$k}}" value="{{$v}}">{{end}}
  {{if .Categories}}<label>Categoría
    <select name="categoria">
      <option value="">Todas</option>
      {{range .Categories}}<option value="{{.ID}}"{{if eq .ID $.Selected}} selected{{end}}>{{.Label}}</option>{{end}}
    </select>
  </label>{{end}}
  {{.Extra}}
  <label>Por página
    <select name="rowsPerPage">{{range .Sizes}}<option{{if eq . $.Size}} selected{{end}}>{{.}}</option>{{end}}</select>
  </label>
  <button type="submit" class="secondary">Mostrar</button>
</form>`))

// HTML renders the filter form (escaped by html/template).
func (f ListFilter) HTML() (template.HTML, error) {
	var b strings.Builder
	if err := filterMarkup.Execute(&b, f); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil // #nosec: produced by html/template
}

// DeleteRecord removes the {id} record with del and goes back to the list with msg; a failure is
// shown on its own page.
func (a *App) DeleteRecord(w http.ResponseWriter, r *http.Request, del func(context.Context, string, int64) error, msg, back string) {
	p := UserOf(r)
	id := PathID(r)
	if id == 0 {
		a.RenderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return
	}
	if err := del(r.Context(), p.Token, id); err != nil {
		a.FailurePage(w, r, err)
		return
	}
	a.Saved(w, r, msg, back)
}

// BulkDelete deletes the rows marked on a list (POST, fields `id`…, at most cms.MaxBulk) with del,
// in one request, and goes back to the list at back with how many went.
func (a *App) BulkDelete(w http.ResponseWriter, r *http.Request, del func(ctx context.Context, token string, ids []int64) (int, error), back string) {
	if err := r.ParseForm(); err != nil {
		a.RenderError(w, r, http.StatusBadRequest, cms.MsgBulkNothing)
		return
	}
	var ids []int64
	for _, raw := range r.PostForm["id"] {
		if id := cms.PositiveID(raw); id > 0 {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 || len(ids) > cms.MaxBulk {
		a.RenderError(w, r, http.StatusBadRequest, cms.MsgBulkNothing)
		return
	}
	n, err := del(r.Context(), UserOf(r).Token, ids)
	if err != nil {
		a.FailurePage(w, r, err)
		return
	}
	a.Saved(w, r, fmt.Sprintf(cms.MsgBulkDeleted, n), back)
}

// RefusedForm is the field messages and the page's status of a form the CMS refused (nil fields:
// err is no refused form). A refusal that is the platform's failure (5xx) is logged.
func (a *App) RefusedForm(r *http.Request, err error) (cms.FieldMessages, int) {
	fields := cms.FormFields(err)
	status := cms.FormStatus(err)
	if fields != nil && status >= http.StatusInternalServerError {
		a.logger.ErrorContext(r.Context(), "admin form", "error", err)
	}
	return fields, status
}

// WritePreview answers a page the public site rendered for an editor's preview: HTML, never
// cached, never indexed.
func WritePreview(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Robots-Tag", "noindex")
	_, _ = w.Write(body)
}
