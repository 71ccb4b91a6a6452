package clientes

// Messages of the clients module (interface.md fixes only cms.MsgInvalidCategory's text; a refused
// or failed logo has the upload workflow's messages, cms.MsgFileNameTaken and the like).
const (
	MsgNombreRequired = "Escriba el nombre del cliente."
	// MsgChooseFileAgain follows a refused upload's message: the browser does not keep the file.
	MsgChooseFileAgain = " Vuelva a elegir el archivo."
	msgSaved           = "Cliente guardado."
	msgDeleted         = "Cliente eliminado."
	msgDeleteConfirm   = "¿Eliminar el cliente %s?"
	msgNewTitle        = "Nuevo cliente"
	msgEditTitle       = "Editar cliente"

	// Client categories.
	MsgCategoryNameEmpty = "Escriba el nombre de la categoría."
	// MsgCategoryInUseOne and MsgCategoryInUseMany refuse deleting a client category clients use
	// (the latter with their number).
	MsgCategoryInUseOne  = "No se puede eliminar la categoría: 1 cliente la usa. Cambie su categoría o elimínelo antes."
	MsgCategoryInUseMany = "No se puede eliminar la categoría: %d clientes la usan. Cambie su categoría o elimínelos antes."
	msgCategoriesTitle   = "Categorías de clientes"
	msgCategoryCreated   = "Categoría creada."
	msgCategoryRenamed   = "Categoría renombrada."
	msgCategoryDeleted   = "Categoría eliminada."
)
