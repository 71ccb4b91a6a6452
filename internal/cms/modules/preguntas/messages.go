package preguntas

import "github.com/vitrina/vitrina/internal/cms/lifecycle"

// Messages of the FAQ module.
const (
	MsgPreguntaRequired = "Escriba la pregunta."
	MsgPreguntaTooLong  = "La pregunta admite hasta 300 caracteres."
	MsgRespuestaMissing = "Escriba la respuesta."
	MsgCategoryInvalid  = "Categoría inválida, selecciona desde la lista"
	MsgQuestionGone     = "La pregunta no existe o ya fue eliminada."
	MsgOrderInvalid     = "El orden enviado no corresponde a las preguntas de la lista."
	msgOrdered          = "Orden guardado."
	msgDeleted          = "Pregunta movida a la papelera: se elimina definitivamente en 30 días."
	msgNewTitle         = "Nueva pregunta"
	msgTrashTitle       = "Papelera de preguntas"
	msgRestored         = "Pregunta restaurada de la papelera."
	msgEditTitle        = "Editar pregunta"
	msgNoCategory       = "General"
)

// The history of a question (question_history.go).
const (
	msgHistoryTitle         = "Historial de «%s»"
	msgCompareTitle         = "Comparar versiones de «%s»"
	msgBackToQuestion       = "Volver a la pregunta"
	msgNoRevisions          = "Esta pregunta aún no tiene revisiones."
	msgRestoreReferenceGone = "No se puede restaurar esa versión: su categoría ya no existe. Elija otra en el formulario."
	msgCategoryGone         = "(categoría %d eliminada)"
	msgFieldPregunta        = "Pregunta"
	msgFieldRespuesta       = "Respuesta"
	msgFieldCategoria       = "Categoría"
	msgFieldEstado          = "Estado"
	msgFieldPublicarEn      = "Publicar el"
	msgFieldDespublicarEn   = "Retirar el"
)

// msgDraftHint says what «Guardar como borrador» keeps of a published question.
const msgDraftHint = "Guarda los cambios de la pregunta sin publicarlos; la publicación cambia solo con «Guardar»."

// noun names a question in the messages after a save («Pregunta publicada.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Pregunta", Feminine: true} }

// msgTranslationChanged says why a question's translation is outdated.
const msgTranslationChanged = "la pregunta en español cambió después de guardar esta traducción"
