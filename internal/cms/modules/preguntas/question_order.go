package preguntas

import (
	"net/http"
	"slices"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// orderForm saves the order the list was dragged into (POST /admin/preguntas/orden, the ids in their
// new order): it must name exactly the listed questions.
func (m *module) orderForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	current, err := m.list(r.Context(), u.Token, records.IDFilter{})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusBadRequest, MsgOrderInvalid)
		return
	}
	var sent []int64
	for _, raw := range r.PostForm["id"] {
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			m.Shell.RenderError(w, r, http.StatusUnprocessableEntity, MsgOrderInvalid)
			return
		}
		sent = append(sent, id)
	}
	have := ids(current)
	sorted := slices.Clone(sent)
	slices.Sort(sorted)
	slices.Sort(have)
	if !slices.Equal(sorted, have) {
		m.Shell.RenderError(w, r, http.StatusUnprocessableEntity, MsgOrderInvalid)
		return
	}
	m.saveOrder(w, r, u.Token, sent)
}

// moveForm moves one question up or down a place (POST /admin/preguntas/{id}/mover, direccion
// subir or bajar): the buttons that do without dragging.
func (m *module) moveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	id := shell.PathID(r)
	current, err := m.list(r.Context(), u.Token, records.IDFilter{})
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	order := ids(current)
	i := slices.Index(order, id)
	if i < 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgQuestionGone)
		return
	}
	j := i + 1
	if r.PostFormValue("direccion") == "subir" {
		j = i - 1
	}
	if j >= 0 && j < len(order) {
		order[i], order[j] = order[j], order[i]
	}
	m.saveOrder(w, r, u.Token, order)
}

func (m *module) saveOrder(w http.ResponseWriter, r *http.Request, token string, order []int64) {
	if err := m.reorder(r.Context(), token, order); err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.Shell.Saved(w, r, msgOrdered, "/admin/preguntas/")
}
