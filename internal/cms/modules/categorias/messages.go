package categorias

// Messages of the categories module.
const (
	MsgCategoryNameEmpty   = "Escriba el nombre de la categoría."
	MsgCategoryNameTooLong = "El nombre admite hasta 150 caracteres."
	MsgCategoryParent      = "Categoría superior inválida, selecciona desde la lista"
	MsgCategoryGone        = "La categoría no existe o ya fue eliminada."
	msgCannotDelete        = "No se puede eliminar: " // followed by one of the reasons below
	msgHasContent          = "la categoría tiene contenido."
	msgHasTestimonials     = "la categoría tiene testimonios."
	msgHasSubcategories    = "la categoría tiene subcategorías."
	msgInUse               = "la categoría está en uso."
	msgCreated             = "Categoría creada."
	msgSaved               = "Categoría guardada."
	msgDeleted             = "Categoría eliminada."
	msgEditTitle           = "Editar categoría"

	// The tree's row actions (category_tree.go), the category's name between the confirmation's two
	// parts.
	msgEdit                = "Editar"
	msgDelete              = "Eliminar"
	msgConfirmDeleteBefore = "¿Eliminar la categoría «"
	msgConfirmDeleteAfter  = "»?"
	msgTranslations        = "Traducciones: " // before the category's statuses
)

// The translations of a category (category_translations.go).
const (
	msgBackToCategory       = "Volver a la categoría"
	msgTranslationSlugTaken = "Otra categoría ya usa esa dirección en este idioma: elija otra."
)
