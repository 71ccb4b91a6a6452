package pages

import "github.com/vitrina/vitrina/internal/cms/lifecycle"

// Spanish texts of the module.
const (
	msgNewTitle      = "Nueva página"
	msgEditTitle     = "Editar página"
	msgDeleted       = "Página movida a la papelera. Podrá restaurarse durante 30 días."
	MsgTemplateGone  = "La plantilla no existe o ya no está disponible."
	MsgPageGone      = "La página no existe o ya no está disponible."
	MsgTituloNeeded  = "Escriba el título de la página."
	MsgTituloTooLong = "El título es demasiado largo (máximo 200 caracteres)."
	MsgParentInvalid = "Elija una página de primer nivel (o ninguna)."
	MsgSlugTaken     = "Ya hay otra página con esta dirección."
	MsgSEOTooLong    = "Demasiado largo (máximo %d caracteres)."
	MsgBlocksReview  = "Revise los bloques marcados."
	MsgBlockAdded    = "Bloque añadido al final: complételo y guarde."
	MsgTooManyBlocks = "Una página admite como mucho %d bloques."
	MsgNoBlockType   = "Elija el tipo de bloque que quiere añadir."
	msgNoParent      = "Ninguna (primer nivel)"
	msgHomeBadge     = "Página de inicio"
	msgNoPages       = "Aún no hay páginas."
	msgNoMatch       = "Ninguna página coincide con el filtro."
	msgRestored      = "Página restaurada de la papelera (como borrador)."
	msgTrashEmpty    = "La papelera está vacía."
	MsgRestoreTaken  = "No se puede restaurar: otra página tiene ya esa dirección. Cámbiele la dirección a una de las dos."
)

// The history of a page (page_history.go).
const (
	msgHistoryTitle         = "Historial de «%s»"
	msgCompareTitle         = "Comparar versiones de «%s»"
	msgBackToPage           = "Volver a la página"
	msgNoRevisions          = "Esta página aún no tiene revisiones."
	msgRestoreReferenceGone = "No se puede restaurar esa versión: la página de la que colgaba ya no existe. Elija otra en el formulario."
	msgParentGone           = "(página %d eliminada)"
	msgFieldTitulo          = "Título"
	msgFieldSlug            = "Dirección"
	msgFieldPadre           = "Página superior"
	msgFieldBloques         = "Bloques"
	msgFieldEstado          = "Estado"
	msgFieldPublicarEn      = "Publicar el"
	msgFieldDespublicarEn   = "Retirar el"
)

// msgDraftHint says what «Guardar como borrador» keeps of a published page.
const msgDraftHint = "Guarda los cambios de la página y sus bloques sin publicarlos; la publicación cambia solo con «Guardar»."

// noun names a page in the messages after a save («Página publicada.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Página", Feminine: true} }

// The translations of a page (page_translations.go).
const (
	msgTranslationChanged     = "la página en español cambió después de guardar esta traducción"
	msgTranslationSlugTaken   = "Otra página ya usa esa dirección en este idioma: elija otra."
	msgTranslationSlugInvalid = "La dirección admite solo letras minúsculas sin acentos, números y guiones."
	msgTranslationHint        = "Dirección vacía: se forma con el título. El orden de los bloques, sus imágenes y sus ajustes son los de la página en español; aquí se traducen sus textos."
	// The blocks on the translation page, a fieldset a block.
	msgTranslationBlocks           = "Bloques"
	msgTranslationBlockLegend      = "Bloque %d · %s"
	msgTranslationBlockNoTexts     = "Este bloque no tiene textos propios: muestra los de su sección, que se traducen allí."
	msgTranslationGalleryAlt       = "Texto alternativo de la imagen %d"
	msgTranslationNoBlocks         = "La página en español no tiene bloques."
	msgTranslationLink             = "El enlace debe ser una página del sitio (que empiece por «/», como /contacto) o una dirección completa (https://…)."
	msgTranslationBlocksUnreadable = "Los bloques de la página en español no se pueden leer: revíselos en la página antes de traducirlos."
)
