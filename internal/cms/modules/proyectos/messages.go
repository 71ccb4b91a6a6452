package proyectos

import (
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// Messages of the projects module.
const (
	MsgTituloRequired       = "Escriba el título."
	MsgTituloTooLong        = "El título admite hasta 200 caracteres."
	MsgSlugInvalid          = "La dirección admite solo letras minúsculas sin acentos, números y guiones (p. ej. «tienda-en-linea»)."
	MsgSlugTaken            = "Otro proyecto ya usa esa dirección: elija otra."
	MsgResumenTooLong       = "El resumen admite hasta 400 caracteres."
	MsgClienteInvalid       = "Elija un cliente de la lista."
	MsgCategoryInvalid      = "Elija una categoría de servicio de la lista."
	MsgFechaInvalid         = cms.MsgDateInvalid
	MsgResultIncomplete     = "Cada resultado clave necesita su descripción y su cifra (p. ej. «Ventas en línea» y «40 %»)."
	MsgResultTooLong        = "La descripción de un resultado admite hasta 120 caracteres y la cifra hasta 40."
	MsgAltRequired          = "Describa la imagen para quien no puede verla (texto alternativo)."
	MsgAltTooLong           = "El texto alternativo admite hasta 200 caracteres."
	MsgOrderInvalid         = "El orden es un número entero entre 1 y 999."
	MsgGalleryFull          = "La galería admite hasta 24 imágenes: quite alguna antes de añadir más."
	MsgProjectGone          = "El proyecto no existe o ya fue eliminado."
	MsgGalleryNotSaved      = "El proyecto se guardó, pero no todos los cambios de la galería: revise las imágenes y vuelva a guardar."
	msgDeleted              = "Proyecto movido a la papelera: se elimina definitivamente en 30 días."
	msgRestored             = "Proyecto restaurado de la papelera."
	msgNewTitle             = "Nuevo proyecto"
	msgEditTitle            = "Editar proyecto"
	msgTrashTitle           = "Papelera de proyectos"
	msgNoClient             = "Sin cliente"
	msgNoCategory           = "Sin categoría"
	msgHistoryTitle         = "Historial de «%s»"
	msgCompareTitle         = "Comparar versiones de «%s»"
	msgBackToProject        = "Volver al proyecto"
	msgNoRevisions          = "Este proyecto aún no tiene revisiones."
	msgRestoreReferenceGone = "No se puede restaurar esa versión: su cliente o su categoría ya no existen. Elija otros en el formulario."
	msgYes                  = "Sí"
	msgFieldTitulo          = "Título"
	msgFieldSlug            = "Dirección"
	msgFieldCliente         = "Cliente"
	msgFieldCategoria       = "Categoría de servicio"
	msgFieldFecha           = "Fecha"
	msgFieldDestacado       = "Destacado"
	msgFieldResumen         = "Resumen"
	msgFieldCuerpo          = "Texto"
	msgFieldResultados      = "Resultados clave"
	msgFieldEstado          = "Estado"
	msgFieldPublicarEn      = "Publicar el"
	msgFieldDespublicarEn   = "Retirar el"
)

// msgDraftHint says what «Guardar como borrador» keeps of a published project.
const msgDraftHint = "Guarda los cambios del proyecto sin publicarlos; la galería y la publicación cambian solo con «Guardar»."

// noun names a project in the messages after a save («Proyecto publicado.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Proyecto", Feminine: false} }

// The translations of a project (project_translations.go).
const (
	msgTranslationChanged   = "el proyecto en español cambió después de guardar esta traducción"
	msgTranslationSlugTaken = "Otro proyecto ya usa esa dirección en este idioma: elija otra."
	// The key results on the translation page, a fieldset a result.
	msgTranslationResultLegend = "Resultado %d"
	msgTranslationResultLabel  = "Qué se logró"
	msgTranslationResultFigure = "Cifra"
	msgTranslationNoResults    = "El proyecto en español no tiene resultados clave."
	msgGalleryAltLabel         = "Texto alternativo de la imagen %d de la galería"
)
