package testimoniales

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// formData is the create/edit page.
type formData struct {
	ID         int64
	Panel      shell.SavePanel
	Categories []shell.CategoryOption
	// Translations are the active languages with the testimonial's translation status in each.
	Translations []translation.Row
}

// listURL is the testimonials' list; a testimonial's form is listURL+id.
const listURL = "/admin/testimoniales/"

// deleteConfirm is the question «Eliminar» asks, naming the testimonial as the list does.
func deleteConfirm(form map[string]string) string {
	return fmt.Sprintf(msgDeleteConfirm, form["empresa"])
}

var formFields = []string{"categoria", "testimonio", "persona", "empresa", "cargo"}

// form shows the empty form (/nuevo) or a testimonial to edit (/{id}).
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	values := map[string]string{}
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	if id != 0 {
		t, err := m.get(r.Context(), u.Token, id)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values = map[string]string{"categoria": strconv.FormatInt(t.Categoria, 10), "testimonio": t.Testimonio,
			"empresa": t.Empresa, "persona": cms.Deref(t.Persona), "cargo": cms.Deref(t.Cargo)}
	}
	m.formPage(w, r, http.StatusOK, id, values, nil, "")
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, id int64, form, fields map[string]string, errMsg string) {
	u := shell.UserOf(r)
	cats, err := m.Shell.ServiceCategoryOptions(r, u.Token)
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
	v.Data = formData{ID: id, Categories: cats, Panel: shell.NewSavePanel(listURL, id, deleteConfirm(form)), Translations: langs}
	m.Shell.Render(w, r, status, m.Pages, "testimonial_form", v)
}
