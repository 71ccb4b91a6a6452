package contactos

// The module's Spanish texts.
const (
	msgDetailTitle       = "Mensaje de contacto"
	msgMessageGone       = "El mensaje ya no existe: quizá otra persona lo eliminó."
	msgReplySubjectEmpty = "Escriba el asunto de la respuesta."
	msgReplySubjectLong  = "El asunto admite como máximo 200 caracteres y una sola línea."
	msgReplyBodyEmpty    = "Escriba la respuesta."
	msgReplyBodyLong     = "La respuesta admite como máximo 10000 caracteres."
	msgReplySent         = "Respuesta enviada a %s."
	msgReplyNoMail       = "No hay un servicio de correo configurado: la respuesta no se envió."
	msgReplyFailed       = "No se pudo enviar la respuesta: el servidor de correo no la aceptó. Inténtelo de nuevo en unos minutos; su texto sigue en el formulario."
	msgReplyNotStored    = "La respuesta se envió, pero no se pudo guardar con el mensaje. Anote que ya respondió."
	msgStatusChanged     = "Estado cambiado a «%s»."
	msgBadStatus         = "Elija un estado válido."
	msgDeleted           = "Mensaje eliminado."
	msgBulkNone          = "Marque al menos un mensaje."
	msgBulkTooMany       = "Elija como máximo 100 mensajes a la vez."
	msgBulkBadAction     = "Elija qué hacer con los mensajes marcados."
	msgBulkArchived      = "%d mensajes archivados."
	msgBulkDeleted       = "%d mensajes eliminados."
	msgBulkMarked        = "%d mensajes marcados como «%s»."

	// The notice e-mailed to the company for each new message.
	msgNoticeSubject = "Nuevo mensaje de contacto: %s"
	msgNoticeBody    = "Ha llegado un mensaje por el formulario de contacto del sitio.\n\nNombre: %s\nCorreo: %s\nTeléfono: %s\nEmpresa: %s\nAsunto: %s\nRecibido: %s\n\n%s\n\nVer y responder: %s\n"
)
