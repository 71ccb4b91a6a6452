package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// testimonialSave creates or updates a testimonial; a refused form comes back with the input kept
// and the messages next to the fields.
func (a *App) testimonialSave(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id, ok := a.editedID(w, r)
	if !ok {
		return
	}
	form := formValues(r, testimonialFields...)
	in := cms.TestimonialInput{Categoria: form["categoria"], Testimonio: form["testimonio"], Persona: form["persona"],
		Empresa: form["empresa"], Cargo: form["cargo"]}
	err := a.svc.SaveTestimonial(r.Context(), p.token, id, in)
	if fields := cms.FormFields(err); fields != nil {
		a.testimonialFormPage(w, r, http.StatusUnprocessableEntity, id, form, fields, msgReviewFields)
		return
	}
	if err != nil {
		status, msg := a.failureMessage(err)
		a.testimonialFormPage(w, r, status, id, form, nil, msg)
		return
	}
	a.saved(w, r, "Testimonio guardado.", "/admin/testimoniales/")
}
