package shell

import (
	"bytes"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// RenderFragment writes one template defined in a module's page (name, inside the page's
// templates) without the layout: a part of the page that a script puts in place, the same markup
// the whole page shows.
func (a *App) RenderFragment(w http.ResponseWriter, r *http.Request, pages *Pages, page, name string, data any) {
	t, ok := pages.byName[page]
	if !ok || t.Lookup(name) == nil {
		a.logger.ErrorContext(r.Context(), "missing template", "page", page, "name", name)
		http.Error(w, cms.MsgInternal, http.StatusInternalServerError)
		return
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, name, data); err != nil {
		a.logger.ErrorContext(r.Context(), "render fragment", "page", page, "name", name, "error", err)
		http.Error(w, cms.MsgInternal, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = buf.WriteTo(w)
}
