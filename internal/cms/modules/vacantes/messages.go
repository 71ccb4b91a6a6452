package vacantes

import (
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// Spanish texts of the module.
const (
	msgNewTitle          = "Nueva vacante"
	msgEditTitle         = "Editar vacante"
	msgTrashConfirm      = "¿Mover «%s» a la papelera? Se borrará con sus postulaciones en 30 días."
	msgTitleRequired     = "Escriba el título de la vacante."
	msgTitleTooLong      = "El título admite como máximo 200 caracteres."
	msgSlugInvalid       = "La dirección solo puede llevar letras minúsculas sin tildes, números y guiones (máximo 120)."
	msgSlugTaken         = "Ya hay una vacante con esta dirección; elija otra."
	msgModalityInvalid   = "Elija la modalidad: presencial, remoto o híbrido."
	msgTypeRequired      = "Escriba el tipo de contrato o jornada (por ejemplo, «Jornada completa»)."
	msgTypeTooLong       = "El tipo admite como máximo 80 caracteres."
	msgLocationTooLong   = "La ubicación admite como máximo 120 caracteres."
	msgDepartmentInvalid = "Elija un departamento de la lista."
	msgSalaryInvalid     = "Escriba el salario en euros brutos al año, sin decimales."
	msgSalaryRange       = "El salario mínimo no puede superar al máximo."
	msgCloseDateInvalid  = cms.MsgDateInvalid
	msgTrashed           = "La vacante se movió a la papelera."
	msgOpeningGone       = "La vacante no existe o se eliminó."
	msgConflict          = "Otra persona guardó esta vacante mientras la editaba. Vuelva a abrirla para ver sus cambios."
	msgApplicationGone   = "La postulación no existe o se eliminó."
	msgApplicationSaved  = "Postulación guardada."
	msgNotesTooLong      = "Las notas admiten como máximo 5000 caracteres."
	msgStatusInvalid     = "Elija un estado de la lista."
	msgBulkNone          = "Marque al menos una postulación."
	msgBulkTooMany       = "Marque como máximo 100 postulaciones a la vez."
	msgBulkDone          = "%d postulaciones pasaron a «%s»."
	msgCVUnavailable     = "No pudimos preparar la descarga del currículum. Inténtelo de nuevo en unos minutos."
)

// The notice e-mail of a new application.
const (
	msgNoticeSubject = "Nueva postulación: %s"
	msgNoticeBody    = "%s ha enviado su candidatura a la vacante «%s».\n\nCorreo: %s\nTeléfono: %s\nRecibida: %s\n\nMensaje:\n%s\n\n" +
		"Véala, con su currículum, en %s\n"
)

// The history of an opening (opening_history.go).
const (
	msgHistoryTitle         = "Historial de «%s»"
	msgCompareTitle         = "Comparar versiones de «%s»"
	msgBackToOpening        = "Volver a la vacante"
	msgNoRevisions          = "Esta vacante aún no tiene revisiones."
	msgRestoreReferenceGone = "No se puede restaurar esa versión: su departamento ya no existe. Elija otro en el formulario."
	msgDepartmentGone       = "(departamento %d eliminado)"
	msgFieldTitulo          = "Título"
	msgFieldSlug            = "Dirección"
	msgFieldDepartamento    = "Departamento"
	msgFieldUbicacion       = "Ubicación"
	msgFieldModalidad       = "Modalidad"
	msgFieldTipo            = "Tipo de contrato"
	msgFieldDescripcion     = "Descripción"
	msgFieldRequisitos      = "Requisitos"
	msgFieldSalario         = "Salario"
	msgFieldFechaCierre     = "Fecha de cierre"
	msgFieldEstado          = "Estado"
	msgFieldPublicarEn      = "Publicar el"
	msgFieldDespublicarEn   = "Retirar el"
)

// msgDraftHint says what «Guardar como borrador» keeps of a published opening.
const msgDraftHint = "Guarda los cambios de la vacante sin publicarlos; la publicación cambia solo con «Guardar»."

// noun names an opening in the messages after a save («Vacante publicada.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Vacante", Feminine: true} }

// The translations of an opening (opening_translations.go).
const (
	msgTranslationChanged   = "la vacante en español cambió después de guardar esta traducción"
	msgTranslationSlugTaken = "Otra vacante ya usa esa dirección en este idioma: elija otra."
)
