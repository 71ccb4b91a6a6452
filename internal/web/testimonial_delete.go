package web

import "net/http"

// testimonialDelete deletes a testimonial (the page asks for confirmation first).
func (a *App) testimonialDelete(w http.ResponseWriter, r *http.Request) {
	a.deleteRecord(w, r, a.svc.DeleteTestimonial, "Testimonio eliminado.", "/admin/testimoniales/")
}
