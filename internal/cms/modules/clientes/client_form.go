package clientes

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// formData is the create/edit page of a client.
type formData struct {
	ID         int64
	Panel      shell.SavePanel
	LogoSrc    string // the current logo
	Categories []records.ClientCategory
}

// listURL is the clients' list; a client's form is listURL+id.
const listURL = "/admin/clientes/"

var formFields = []string{"nombre", "categoria", "logo_biblioteca"}

// form shows the empty form (/nuevo) or a client to edit (/{id}).
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	values := map[string]string{}
	var logo string
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	if id != 0 {
		c, err := m.get(r.Context(), u.Token, id)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values = map[string]string{"nombre": c.Nombre, "categoria": strconv.Itoa(c.Categoria)}
		logo = m.logoSrc(c.LogoURL)
	}
	m.formPage(w, r, http.StatusOK, formData{ID: id, LogoSrc: logo}, values, nil, "")
}

// formPage renders the form; on an edited client without d.LogoSrc it reads the current logo.
func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, d formData, form, fields map[string]string, errMsg string) {
	u := shell.UserOf(r)
	cats, err := m.categories(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	d.Categories = cats
	if d.ID != 0 && d.LogoSrc == "" {
		if c, err := m.get(r.Context(), u.Token, d.ID); err == nil {
			d.LogoSrc = m.logoSrc(c.LogoURL)
		}
	}
	title := msgNewTitle
	if d.ID != 0 {
		title = msgEditTitle
	}
	v := m.Shell.AdminView(r, view, title)
	d.Panel = shell.NewSavePanel(listURL, d.ID, fmt.Sprintf(msgDeleteConfirm, form["nombre"]))
	v.Form, v.Fields, v.Error, v.Data = form, fields, errMsg, d
	m.Shell.Render(w, r, status, m.Pages, "client_form", v)
}
