package media

// Messages of the media library (a refused or failed upload has the upload workflow's messages,
// cms.MsgFileNameTaken and the like).
const (
	msgBucketContent = "Contenido"
	msgBucketClients = "Clientes"

	msgFileNotFound    = "El archivo no existe o ya fue eliminado."
	msgSaved           = "Archivo guardado."
	msgEditTitle       = "Archivo"
	msgOrphansTitle    = "Archivos sin usar"
	msgUntitled        = "(sin título)"
	MsgAltTooLong      = "El texto alternativo admite como máximo 1000 caracteres."
	MsgTitleTooLong    = "El título admite como máximo 200 caracteres."
	MsgNoFiles         = "Elija al menos un archivo."
	MsgBucketInvalid   = "Elija una carpeta de la lista."
	MsgFolderInvalid   = "La carpeta solo admite letras sin tilde, números, «_» y «-», separados por «/» (como «biblioteca/2026»)."
	msgUploadedOne     = "Se subió 1 archivo."
	msgUploadedMany    = "Se subieron %d archivos."
	MsgUploadSomeFail  = "Algunos archivos no se subieron: %s"
	MsgReplaceKind     = "El archivo nuevo debe ser del mismo tipo que el actual (%s)."
	msgReplaced        = "Archivo reemplazado: su dirección y sus usos no cambian."
	MsgReplaceMissing  = "Elija el archivo nuevo."
	msgOrphansDeleted  = "Se eliminaron %d archivos sin usar."
	MsgOrphansNoneMark = "Marque al menos un archivo."
	MsgOrphanInUse     = "No se eliminó «%s»: ahora se usa."
	msgAltsSavedNone   = "No había textos alternativos nuevos que guardar."
	msgAltsSavedOne    = "Se guardó el texto alternativo de 1 archivo."
	msgAltsSavedMany   = "Se guardaron los textos alternativos de %d archivos."
	MsgAltsNoneMarked  = "Marque los archivos a los que quiere dar ese texto alternativo."
	MsgAltsBulkEmpty   = "Escriba el texto alternativo para los archivos marcados."
	msgDeleted         = "Se eliminó el archivo «%s»."
	MsgDeleteInUse     = "No se eliminó «%s»: está en uso (vea «Dónde se usa»). Quítelo de esos elementos antes de eliminarlo."

	// Places that refer to files (places.go).
	msgPlaceContentImage   = "Contenido: imagen principal"
	msgPlaceContentBody    = "Contenido: texto"
	msgPlaceBlogCover      = "Blog: portada"
	msgPlaceBlogBody       = "Blog: texto"
	msgPlacePages          = "Páginas"
	msgPlaceTemplates      = "Plantillas de página"
	msgPlaceFAQ            = "Preguntas frecuentes"
	msgPlaceClients        = "Clientes: logo"
	msgPlaceSiteLogo       = "Apariencia: logo"
	msgPlaceSiteFavicon    = "Apariencia: icono del sitio"
	msgPlaceProjectBody    = "Proyectos: texto"
	msgPlaceProjectGallery = "Proyectos: galería"
)

// msgBackToFile leads from a translation back to the file.
const msgBackToFile = "Volver al archivo"
