package testimoniales

// Messages of the testimonials module (interface.md fixes only cms.MsgInvalidCategory's text).
const (
	MsgTestimonioRequired = "Escriba el testimonio."
	MsgEmpresaRequired    = "Escriba el nombre de la empresa."
	msgSaved              = "Testimonio guardado."
	msgDeleted            = "Testimonio eliminado."
	msgDeleteConfirm      = "¿Eliminar el testimonio de %s?"
	msgNewTitle           = "Nuevo testimonio"
	msgEditTitle          = "Editar testimonio"
)

// msgBackToTestimonial leads from a translation back to the testimonial.
const msgBackToTestimonial = "Volver al testimonio"
