package site

// Spanish texts of the jobs pages and the application form.
const (
	msgJobsTitle          = "Empleo"
	msgJobsDescription    = "Ofertas de empleo abiertas: súmese a nuestro equipo."
	msgJobClosedTitle     = "Oferta cerrada"
	msgJobClosedText      = "Esta oferta de empleo está cerrada y ya no admite candidaturas. Consulte las ofertas abiertas."
	msgJobMessageTooLong  = "El mensaje admite como máximo 3000 caracteres."
	msgJobCVRequired      = "Adjunte su currículum en PDF o DOCX."
	msgJobCVTooLarge      = "El currículum admite como máximo 5 MiB."
	msgJobCVKind          = "El currículum debe ser un PDF o un documento de Word (DOCX); el archivo enviado no lo es, aunque su nombre lo diga."
	msgJobConsentRequired = "Debe aceptar el tratamiento de sus datos para que podamos valorar su candidatura."
	msgJobTooLarge        = "La candidatura es demasiado grande: acorte los textos; el currículum admite como máximo 5 MiB."
	msgJobUnavailable     = "No pudimos guardar su candidatura en este momento. Inténtelo de nuevo en unos minutos."
	msgJobPreviewForm     = "Aquí estará el formulario de candidatura cuando la oferta esté publicada; en la vista previa no se envían candidaturas."
)
