package contenido

import "github.com/vitrina/vitrina/internal/cms/lifecycle"

// Messages of the content module (interface.md fixes MsgContentCategory's text).
const (
	MsgContentCategory = "Categoría inválida, selecciona desde la lista"
	MsgTituloRequired  = "Escriba el título."
	MsgTituloTooLong   = "El título admite hasta 200 caracteres."
	MsgLayoutInvalid   = "Elija uno de los tres diseños."
	MsgContentGone     = "El contenido no existe o ya fue eliminado."
	msgDeleted         = "Contenido movido a la papelera: puede restaurarlo durante 30 días."
	msgNewTitle        = "Nuevo contenido"
	msgEditTitle       = "Editar contenido"
	msgPreviewTooLong  = "El texto es demasiado largo para la vista previa."
)

// The layouts' names and hints, as the form shows them.
const (
	msgLayoutOneColumn     = "Una columna"
	msgLayoutOneColumnHint = "Texto a una columna, ancho de lectura."
	msgLayoutSidebar       = "Dos columnas con barra lateral"
	msgLayoutSidebarHint   = "Texto y una barra con más contenido."
	msgLayoutHero          = "Portada a todo lo ancho"
	msgLayoutHeroHint      = "Imagen destacada a todo lo ancho sobre el texto."
)

// Messages of the history.
const (
	msgHistoryTitle        = "Historial de «%s»"
	msgCompareTitle        = "Cambios en «%s»"
	msgCategoryGone        = "(categoría %d eliminada)"
	msgRestoreCategoryGone = "No se puede restaurar: la categoría de esa revisión ya no existe."
	msgFieldTitulo         = "Título"
	msgFieldCategoria      = "Categoría"
	msgFieldLayout         = "Diseño"
	msgFieldBody           = "Texto"
	msgFieldImagen         = "Imagen destacada"
	msgFieldEstado         = "Estado"
	msgFieldPublicarEn     = "Publicar el"
	msgFieldDespublicarEn  = "Retirar el"
)

// Messages of the trash.
const (
	msgTrashTitle   = "Papelera de contenido"
	msgRestored     = "Contenido restaurado de la papelera."
	msgTrashEmptied = "Papelera vaciada: %d contenidos eliminados definitivamente."
	msgBackToItem   = "Volver al contenido"
	msgNoRevisions  = "Este contenido aún no tiene revisiones."

	// The list's «Cambiar la categoría» bulk action (content_bulk.go).
	msgBulkCategory        = "Cambiar la categoría a la elegida"
	msgBulkCategoryMissing = "Elija la categoría nueva."
	msgBulkCategoryDone    = "Categoría cambiada en %d contenidos."
)

// msgDraftHint says what «Guardar como borrador» keeps of a published item.
const msgDraftHint = "Guarda los cambios de título, texto, diseño, categoría y buscadores sin publicarlos; la imagen y la publicación cambian solo con «Guardar»."

// noun names an item in the messages after a save («Contenido publicado.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Contenido", Feminine: false} }

// msgTranslationChanged says why a translation is outdated.
const msgTranslationChanged = "el contenido en español cambió después de guardar esta traducción"
