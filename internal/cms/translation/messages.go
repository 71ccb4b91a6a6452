package translation

// Messages of the translation screens.
const (
	MsgLanguageGone   = "El idioma no existe o ya no está disponible."
	MsgTooLong        = "Admite hasta %d caracteres."
	MsgTranslationNew = "Sin traducir"
	MsgGone           = "La traducción no existe o ya fue eliminada."
	// MsgSourceChanged says why a translation is outdated, for a module that names no item kind.
	MsgSourceChanged  = "el texto en español cambió después de guardar esta traducción"
	MsgSourceNotSaved = "Guarde primero estos textos en español: la traducción se guarda junto a ellos."
	MsgTranslateText  = "Traduzca este texto o cópielo del español."
	msgTitle          = "«%s» en %s"
	msgDraft          = "Traducción a %s guardada como borrador."
	msgPublished      = "Traducción a %s publicada."
	msgScheduled      = "Traducción a %s programada."
	msgDeleted        = "Traducción a %s eliminada."
	msgDeleteConfirm  = "¿Eliminar la traducción a %s? El texto en español no cambia."
	msgPublishedNote  = "Publicada: «Guardar borrador» la retira del sitio hasta que vuelva a publicarla."
	msgNewNote        = "Se guarda como borrador: nadie la ve en el sitio hasta que pulse «Publicar»."
	msgHistoryTitle   = "Historial de la traducción «%s»"
	msgCompareTitle   = "Comparar versiones de la traducción «%s»"
	msgBack           = "Volver a la traducción"
	msgNoRevisions    = "Esta traducción aún no tiene revisiones."
	msgReferenceGone  = "No se puede restaurar esa versión."
	msgFieldState     = "Estado"
	msgFieldPublish   = "Publicar el"
	msgFieldUnpublish = "Retirar el"
	// MsgMissingIn and MsgOutdatedIn are the lists' filters, one pair per active language.
	MsgMissingIn  = "Sin traducir al %s"
	MsgOutdatedIn = "Traducción desactualizada al %s"
)
