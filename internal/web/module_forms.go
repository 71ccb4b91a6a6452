package web

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// Helpers shared by the admin modules' form handlers.

// msgReviewFields heads a form the CMS refused; the reasons are next to the fields.
const msgReviewFields = "Revise los campos marcados."

// failurePage answers a service error on its own page: the CMS error's status and Spanish message;
// anything else is logged and shown as a generic message (never the internals).
func (a *App) failurePage(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := a.failureMessage(err)
	a.renderError(w, r, status, msg)
}

// failureMessage is the status and Spanish text of a service error for a page.
func (a *App) failureMessage(err error) (int, string) {
	var ce *cms.Error
	if errors.As(err, &ce) {
		if ce.Status >= 500 {
			a.logger.Error("admin module", "error", err)
		}
		return ce.Status, ce.Message
	}
	a.logger.Error("admin module", "error", err)
	return http.StatusInternalServerError, "No se pudo completar la operación. Intente de nuevo."
}

// pathID is the positive integer {id} of the request's path, or 0.
func pathID(r *http.Request) int64 { return cms.PositiveID(r.PathValue("id")) }

// editedID is the record a form saves: 0 on a route without {id} (a new record), else its id. A
// malformed id is answered 404 and ok is false.
func (a *App) editedID(w http.ResponseWriter, r *http.Request) (id int64, ok bool) {
	if r.PathValue("id") == "" {
		return 0, true
	}
	if id = pathID(r); id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return 0, false
	}
	return id, true
}

// formValues keeps the named fields as typed, to show them again after a refusal.
func formValues(r *http.Request, names ...string) map[string]string {
	form := make(map[string]string, len(names))
	for _, n := range names {
		form[n] = r.FormValue(n)
	}
	return form
}

// saved flashes msg and goes back to the list at back (303, so a reload does not post again).
func (a *App) saved(w http.ResponseWriter, r *http.Request, msg, back string) {
	a.flash(r.Context(), msg)
	http.Redirect(w, r, back, http.StatusSeeOther)
}

// modulePager is the pager under a list: where the neighbouring pages are ("" when none).
type modulePager struct {
	Page, Pages, Total int
	PrevURL, NextURL   string
}

func pagerOf(p paging) modulePager {
	m := modulePager{Page: p.Page, Pages: p.Pages(), Total: p.Total}
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
func (m modulePager) HTML() (template.HTML, error) {
	var b strings.Builder
	if err := pagerMarkup.Execute(&b, m); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil // #nosec: produced by html/template
}

// serviceCategoryOptions reads the category tree (one read) as picker options.
func (a *App) serviceCategoryOptions(r *http.Request, token string) ([]categoryOption, error) {
	cats, err := a.svc.CategoryList(r.Context(), token)
	if err != nil {
		return nil, err
	}
	return categoryOptions(cms.CategoryTree(cats), nil), nil
}

// listFilter is the form above a list: a category filter (when Categories is set) and the page size.
type listFilter struct {
	Action     string
	Categories []categoryOption
	Selected   int64
	Sizes      []int
	Size       int
}

func filterOf(action string, cats []categoryOption, selected int64, p paging) listFilter {
	return listFilter{Action: action, Categories: cats, Selected: selected, Sizes: p.Choices(), Size: p.RowsPerPage}
}

var filterMarkup = template.Must(template.New("filter").Parse(`<form method="get" action="{{.Action}}" class="filters">
  {{if .Categories}}<label>Categoría
    <select name="categoria">
      <option value="">Todas</option>
      {{range .Categories}}<option value="{{.ID}}"{{if eq .ID $.Selected}} selected{{end}}>{{.Label}}</option>{{end}}
    </select>
  </label>{{end}}
  <label>Por página
    <select name="rowsPerPage">{{range .Sizes}}<option{{if eq . $.Size}} selected{{end}}>{{.}}</option>{{end}}</select>
  </label>
  <button type="submit" class="secondary">Mostrar</button>
</form>`))

// HTML renders the filter form (escaped by html/template).
func (f listFilter) HTML() (template.HTML, error) {
	var b strings.Builder
	if err := filterMarkup.Execute(&b, f); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil // #nosec: produced by html/template
}

// deleteRecord removes the {id} record with del and goes back to the list with msg; a failure is
// shown on its own page.
func (a *App) deleteRecord(w http.ResponseWriter, r *http.Request, del func(context.Context, string, int64) error, msg, back string) {
	p, _ := principalFrom(r.Context())
	id := pathID(r)
	if id == 0 {
		a.renderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return
	}
	if err := del(r.Context(), p.token, id); err != nil {
		a.failurePage(w, r, err)
		return
	}
	a.saved(w, r, msg, back)
}
