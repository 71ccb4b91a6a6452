package web

import (
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientFormData is the create/edit page of a client.
type clientFormData struct {
	ID         int64
	LogoSrc    string // the current logo
	Categories []cms.ClientCategory
}

// clientForm shows the empty form (/nuevo) or a client to edit (/{id}).
func (a *App) clientForm(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	form := map[string]string{}
	var logo string
	id, ok := a.editedID(w, r)
	if !ok {
		return
	}
	if id != 0 {
		c, err := a.svc.ClientByID(r.Context(), p.token, id)
		if err != nil {
			a.failurePage(w, r, err)
			return
		}
		form = map[string]string{"nombre": c.Nombre, "categoria": strconv.FormatInt(c.Categoria, 10)}
		logo = a.logoSrc(c.LogoURL)
	}
	a.clientFormPage(w, r, http.StatusOK, clientFormData{ID: id, LogoSrc: logo}, form, nil, "")
}

func (a *App) clientFormPage(w http.ResponseWriter, r *http.Request, status int, d clientFormData, form, fields map[string]string, errMsg string) {
	p, _ := principalFrom(r.Context())
	cats, err := a.svc.ClientCategories(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	d.Categories = cats
	if d.ID != 0 && d.LogoSrc == "" {
		if c, err := a.svc.ClientByID(r.Context(), p.token, d.ID); err == nil {
			d.LogoSrc = a.logoSrc(c.LogoURL)
		}
	}
	title := "Nuevo cliente"
	if d.ID != 0 {
		title = "Editar cliente"
	}
	v := a.adminView(r, "clientes", title)
	v.Form, v.Fields, v.Error, v.Data = form, fields, errMsg, d
	a.render(w, r, status, "client_form", v)
}
