package departamentos

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// formData is the create/edit page.
type formData struct {
	ID    int64
	Panel shell.SavePanel
	Heads []headOption
	// Translations are the active languages with the department's translation status in each.
	Translations []translation.Row
}

// headOption is an employee a department may have as its head.
type headOption struct{ ID, Label string }

// listURL is the departments' list; a department's form is listURL+id.
const listURL = "/admin/departamentos/"

var formFields = []string{"nombre", "descripcion", "responsable", "orden"}

// heads lists the active employees by name, for the head's list.
func (m *module) heads(ctx context.Context) ([]headOption, error) {
	c := m.Svc.Client()
	emps, err := records.ActiveEmployees(ctx, c, c.Service(), 0)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	out := make([]headOption, len(emps))
	for i, e := range emps {
		label := e.Nombre
		if label == "" {
			label = cms.Deref(e.Email)
		}
		out[i] = headOption{ID: e.ID, Label: label}
	}
	return out, nil
}

// form shows the empty form (/nuevo) or a department to edit (/{id}).
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	values := map[string]string{"orden": "0"}
	if id != 0 {
		d, err := m.get(r.Context(), shell.UserOf(r).Token, id)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values = map[string]string{"nombre": d.Nombre, "descripcion": cms.Deref(d.Descripcion),
			"responsable": cms.Deref(d.Responsable), "orden": strconv.FormatInt(d.Orden, 10)}
	}
	m.formPage(w, r, http.StatusOK, id, values, nil, "")
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, id int64, form, fields map[string]string, errMsg string) {
	heads, err := m.heads(r.Context())
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	title := msgNewTitle
	if id != 0 {
		title = msgEditTitle
	}
	var langs []translation.Row
	if id != 0 {
		if langs, err = m.tr.Rows(r, id, 0); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = formData{ID: id, Heads: heads, Panel: shell.NewSavePanel(listURL, id, fmt.Sprintf(msgDeleteConfirm, form["nombre"])), Translations: langs}
	m.Shell.Render(w, r, status, m.Pages, "department_form", v)
}
