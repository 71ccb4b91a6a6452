package menus

import (
	"net/http"
	"slices"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// moveForm moves an item one place up or down among its siblings (direccion=subir|bajar): the
// keyboard's and the no-script way to reorder.
func (m *module) moveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	items, err := m.all(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	it := find(items, shell.PathID(r))
	if it == nil {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgItemGone)
		return
	}
	level := siblings(items, it.Ubicacion, it.Padre)
	i := slices.IndexFunc(level, func(s records.MenuItem) bool { return s.ID == it.ID })
	switch r.FormValue("direccion") {
	case "subir":
		if i > 0 {
			level[i-1], level[i] = level[i], level[i-1]
		}
	case "bajar":
		if i < len(level)-1 {
			level[i], level[i+1] = level[i+1], level[i]
		}
	}
	if err := m.reorder(r.Context(), u.Token, level); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgMoved, "/admin/menus/#elemento-"+strconv.FormatInt(it.ID, 10))
}

// orderForm saves a level's order after a drag and drop: ubicacion, padre ("" for the top level)
// and every id of that level (id, repeated) in the new order. Any other set is refused.
func (m *module) orderForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, MsgOrderInvalid)
		return
	}
	items, err := m.all(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	var parent *int64
	if p := r.PostFormValue("padre"); p != "" {
		id, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			m.Shell.RenderError(w, r, http.StatusBadRequest, MsgOrderInvalid)
			return
		}
		parent = &id
	}
	level := siblings(items, r.PostFormValue("ubicacion"), parent)
	ids := r.PostForm["id"]
	if len(ids) != len(level) || len(level) == 0 {
		m.Shell.RenderError(w, r, http.StatusConflict, MsgOrderInvalid)
		return
	}
	ordered := make([]records.MenuItem, 0, len(level))
	for _, raw := range ids {
		id, err := strconv.ParseInt(raw, 10, 64)
		j := slices.IndexFunc(level, func(s records.MenuItem) bool { return s.ID == id })
		if err != nil || j < 0 || slices.ContainsFunc(ordered, func(s records.MenuItem) bool { return s.ID == id }) {
			m.Shell.RenderError(w, r, http.StatusConflict, MsgOrderInvalid)
			return
		}
		ordered = append(ordered, level[j])
	}
	if err := m.reorder(r.Context(), u.Token, ordered); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgMoved, "/admin/menus/")
}
