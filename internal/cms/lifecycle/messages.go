package lifecycle

import "github.com/vitrina/vitrina/internal/cms"

// Messages of the lifecycle fields and badges.
const (
	MsgStateInvalid        = "Elija un estado de la lista."
	MsgPublishAtRequired   = "Indique cuándo se publica."
	MsgDateInvalid         = cms.MsgDateTimeInvalid
	MsgUnpublishNotAfter   = "La retirada debe ser posterior a la publicación."
	msgStateDraft          = "Borrador"
	msgStatePublished      = "Publicado"
	msgStateScheduled      = "Programado"
	msgStateArchived       = "Archivado"
	msgBadgeScheduledFor   = "Programado para el %s"
	msgBadgeRetired        = "Retirado"
	msgBadgeRetiresOn      = "Publicado hasta el %s"
	msgBadgeWaitingForDate = "Programado sin fecha"
	msgFilterAll           = "Todos los estados"
	msgBadgeTrashed        = "En la papelera"
)

// MsgEditConflict refuses a save made on a version someone else has replaced since the form opened.
const MsgEditConflict = "Otra persona guardó este contenido mientras usted lo editaba, así que sus cambios no se guardaron " +
	"(para no borrar los suyos). Copie lo que necesite, vuelva a abrir el contenido y aplique sus cambios de nuevo."

// Messages of the history.
const (
	MsgRevisionGone     = "La revisión no existe."
	MsgRevisionRestored = "Revisión restaurada: es la versión actual (y una revisión nueva en el historial)."
	MsgCompareTwo       = "Elija dos revisiones para compararlas."
)

// Messages of the bulk actions.
const (
	msgBulkPublish   = "Publicar ahora"
	msgBulkUnpublish = "Pasar a borrador"
	msgBulkTrash     = "Mover a la papelera"
	MsgBulkNothing   = "Elija una acción y al menos un elemento de la lista."
	MsgBulkDone      = "Acción aplicada a %d elementos."
)

// Messages of the edit locks.
const (
	MsgLockBusy  = "Otra persona está abriendo este contenido en este momento; vuelva a intentarlo."
	MsgLockHeld  = "Editando: %s, desde las %s. Si guarda a la vez, uno de los dos tendrá que repetir sus cambios."
	MsgLockTaken = "Ahora edita usted este contenido."
	MsgLockLost  = "Otra persona tomó el control de este contenido. Sus cambios no se guardarán si ella guarda antes."
)

// Messages after a save (SavedMessage): the item's noun (%s) and the participle's ending (%s) first.
const (
	msgSavedDraft     = "Borrador guardado."
	msgSavedPublished = "%s publicad%s."
	msgSavedScheduled = "%s programad%s para el %s."
	msgSavedUpdated   = "%s actualizad%s."
	msgSavedRetired   = "%s retirad%s del sitio: ahora es un borrador."
	msgSaved          = "%s guardad%s."
)

// Messages of the drafts of published items.
const (
	MsgDraftSaved     = "Borrador guardado: el sitio sigue mostrando la versión publicada."
	MsgDraftPending   = "Hay un borrador pendiente de %s (guardado el %s): es lo que ve en el formulario. «Actualizar» lo publica; «Descartar borrador» vuelve a la versión publicada."
	MsgDraftDiscarded = "Borrador descartado."
	MsgDraftBadge     = "Borrador pendiente"
	// MsgDraftNotPublished refuses a draft of an item that is not published (its «Guardar» keeps it off the site already).
	MsgDraftNotPublished = "Solo un elemento publicado puede tener un borrador aparte: guarde los cambios con «Guardar borrador» o «Publicar»."
)

// Messages of the preview links.
const (
	MsgPreviewShared   = "Enlace de vista previa creado. Cópielo ahora: por seguridad no se vuelve a mostrar. Caduca el %s."
	MsgPreviewRevoked  = "Enlace revocado: ya no muestra el contenido."
	MsgPreviewLinkGone = "El enlace ya no existe (caducó o fue revocado)."
)

// Texts of the publish panel.
const (
	msgPanelNew           = "Nuevo, sin guardar"
	msgPanelNewNote       = "Se guarda como borrador: nadie lo ve en el sitio hasta que pulse «Publicar»."
	msgPanelPublishedNote = "«Guardar borrador» guarda sus cambios aparte; el sitio sigue mostrando la versión publicada hasta «Actualizar»."
	msgPanelDraftNote     = "Con un borrador pendiente de %s (guardado el %s)."
	msgPanelPublish       = "Publicar"
	msgPanelSchedule      = "Programar"
	msgPanelUpdate        = "Actualizar"
	msgPanelSaveDraft     = "Guardar borrador"
	msgPanelTrashConfirm  = "¿Mover «%s» a la papelera? Podrá restaurarlo durante 30 días."
)

// MsgRevisionDrafted says a revision of a published item came back as a draft to review.
const MsgRevisionDrafted = "Revisión recuperada como borrador: revísela y pulse «Actualizar» para publicarla. El sitio sigue mostrando la versión publicada."
