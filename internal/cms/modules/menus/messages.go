package menus

// Spanish texts of the module.
const (
	msgNewTitle        = "Nuevo elemento de menú"
	msgEditTitle       = "Editar elemento de menú"
	msgSaved           = "Elemento guardado."
	msgDeleted         = "Elemento eliminado."
	msgMoved           = "Orden guardado."
	MsgItemGone        = "El elemento no existe o ya no está disponible."
	MsgEtiquetaNeeded  = "Escriba el texto del enlace."
	MsgEtiquetaTooLong = "El texto es demasiado largo (máximo 60 caracteres)."
	MsgMenuInvalid     = "Elija el menú: cabecera o pie."
	MsgTipoInvalid     = "Elija a dónde lleva el enlace."
	MsgPageNeeded      = "Elija una página."
	MsgCategoryNeeded  = "Elija una categoría de servicios."
	MsgContentNeeded   = "Elija un contenido de la lista."
	msgNoCategory      = "Sin categoría"
	MsgSitePageInvalid = "Elija una página del sitio."
	MsgExternalInvalid = "Escriba una dirección http:// o https:// completa."
	MsgParentInvalid   = "Elija un elemento de primer nivel del mismo menú (o ninguno)."
	MsgParentHasItems  = "Este elemento tiene elementos dentro: no puede colocarse dentro de otro."
	MsgOrderInvalid    = "El orden enviado no corresponde a los elementos de ese nivel: recargue la página."
	msgTargetTitle     = "%s: «%s»" // the kind of target (Una página), its title
	msgBroken          = "Destino eliminado o no publicado: no se muestra en el sitio."
	msgHeader          = "Menú de cabecera"
	msgFooter          = "Menú del pie"
	msgDefaultsNote    = "Sin elementos: el sitio muestra su navegación de siempre."
	msgDeleteConfirm   = "¿Eliminar «%s»%s?"
	msgDeleteChildren  = " y los elementos que contiene"
)

// msgBackToItem leads from a translation back to the menu item.
const msgBackToItem = "Volver al elemento del menú"
