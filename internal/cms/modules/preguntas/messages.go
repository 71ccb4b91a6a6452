package preguntas

// Messages of the FAQ module.
const (
	MsgPreguntaRequired = "Escriba la pregunta."
	MsgPreguntaTooLong  = "La pregunta admite hasta 300 caracteres."
	MsgRespuestaMissing = "Escriba la respuesta."
	MsgCategoryInvalid  = "Categoría inválida, selecciona desde la lista"
	MsgQuestionGone     = "La pregunta no existe o ya fue eliminada."
	MsgOrderInvalid     = "El orden enviado no corresponde a las preguntas de la lista."
	msgSaved            = "Pregunta guardada."
	msgOrdered          = "Orden guardado."
	msgDeleted          = "Pregunta movida a la papelera: se elimina definitivamente en 30 días."
	msgNewTitle         = "Nueva pregunta"
	msgTrashTitle       = "Papelera de preguntas"
	msgRestored         = "Pregunta restaurada de la papelera."
	msgEditTitle        = "Editar pregunta"
	msgNoCategory       = "General"
)
