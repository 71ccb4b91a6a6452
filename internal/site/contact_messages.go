package site

// The Spanish texts of the contact form.
const (
	msgContactNameRequired    = "Escriba su nombre."
	msgContactNameTooLong     = "El nombre admite como máximo 120 caracteres."
	msgContactEmailRequired   = "Escriba su correo electrónico."
	msgContactEmailInvalid    = "Escriba un correo electrónico válido, como nombre@empresa.com."
	msgContactPhoneInvalid    = "El teléfono solo puede llevar números, espacios y los signos + ( ) - . (máximo 40 caracteres)."
	msgContactCompanyTooLong  = "La empresa admite como máximo 160 caracteres."
	msgContactSubjectRequired = "Escriba el asunto."
	msgContactSubjectTooLong  = "El asunto admite como máximo 200 caracteres."
	msgContactMessageRequired = "Escriba su mensaje."
	msgContactMessageTooLong  = "El mensaje admite como máximo 5000 caracteres."
	msgContactConsentRequired = "Debe aceptar el tratamiento de sus datos para que podamos responderle."
	msgContactReview          = "Revise los campos marcados."
	msgContactTooFast         = "El formulario se envió demasiado rápido. Sus datos siguen en el formulario: espere unos segundos y vuelva a enviarlo."
	msgContactAlsoReview      = "Antes, revise los campos marcados."
	msgContactStale           = "El formulario caducó. Revise sus datos y envíelo de nuevo."
	msgContactHoneypot        = "No enviamos el mensaje: se rellenó un campo oculto que las personas dejan vacío. Si usa un programa de autocompletado, desactívelo y vuelva a intentarlo."
	msgContactTooLarge        = "El mensaje es demasiado grande. Acorte el texto y vuelva a enviarlo."
	msgContactBadRequest      = "No pudimos leer el formulario. Vuelva a cargar la página y envíelo de nuevo."
	msgContactUnavailable     = "No pudimos guardar su mensaje en este momento. Inténtelo de nuevo en unos minutos; sus datos siguen en el formulario."
	msgContactSent            = "Gracias, hemos recibido su mensaje. Le responderemos lo antes posible."
	msgContactRateTitle       = "Demasiados mensajes"
	msgContactRateText        = "Hemos recibido varios mensajes seguidos desde su conexión o con su correo electrónico. Espere unos minutos antes de enviar otro; los mensajes anteriores ya nos llegaron."
)
