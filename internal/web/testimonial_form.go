package web

import (
	"net/http"
	"strconv"
)

// testimonialFormData is the create/edit page.
type testimonialFormData struct {
	ID         int64
	Categories []categoryOption
}

var testimonialFields = []string{"categoria", "testimonio", "persona", "empresa", "cargo"}

// testimonialForm shows the empty form (/nuevo) or a testimonial to edit (/{id}).
func (a *App) testimonialForm(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	form := map[string]string{}
	id, ok := a.editedID(w, r)
	if !ok {
		return
	}
	if id != 0 {
		t, err := a.svc.Testimonial(r.Context(), p.token, id)
		if err != nil {
			a.failurePage(w, r, err)
			return
		}
		form = map[string]string{"categoria": strconv.FormatInt(t.Categoria, 10), "testimonio": t.Testimonio,
			"empresa": t.Empresa, "persona": deref(t.Persona), "cargo": deref(t.Cargo)}
	}
	a.testimonialFormPage(w, r, http.StatusOK, id, form, nil, "")
}

func (a *App) testimonialFormPage(w http.ResponseWriter, r *http.Request, status int, id int64, form, fields map[string]string, errMsg string) {
	p, _ := principalFrom(r.Context())
	cats, err := a.serviceCategoryOptions(r, p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	title := "Nuevo testimonio"
	if id != 0 {
		title = "Editar testimonio"
	}
	v := a.adminView(r, "testimoniales", title)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = testimonialFormData{ID: id, Categories: cats}
	a.render(w, r, status, "testimonial_form", v)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
