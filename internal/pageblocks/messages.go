package pageblocks

// Spanish messages. Block messages are completed with the block's position and name by BlockError.
const (
	msgNotArray       = "Los bloques deben ser una lista."
	msgTooMany        = "Una página admite como mucho %d bloques."
	msgTooLarge       = "Los bloques ocupan demasiado (máximo %d KiB)."
	msgNotObject      = "no es un objeto con un campo «tipo»."
	msgUnknownType    = "el tipo «%s» no existe. Tipos válidos: %s."
	msgUnknownField   = "el campo «%s» no pertenece a este tipo de bloque."
	msgBadField       = "el campo «%s» tiene un valor de otro tipo."
	msgTextEmpty      = "el texto está vacío."
	msgTextTooLong    = "el texto es demasiado largo (máximo %d caracteres)."
	msgFileRequired   = "falta la imagen: elíjala de la biblioteca de medios."
	msgFileInvalid    = "la imagen «%s» no es un archivo de la biblioteca de medios; elíjala de nuevo."
	msgAltRequired    = "falta el texto alternativo de la imagen (describa lo que muestra)."
	msgTooLongField   = "el campo «%s» es demasiado largo (máximo %d caracteres)."
	msgGalleryCount   = "una galería lleva entre 1 y %d imágenes."
	msgGalleryItem    = "imagen %d: %s"
	msgButtonText     = "falta el texto del botón."
	msgButtonLink     = "el enlace debe ser una ruta del sitio (que empiece por «/») o una dirección http(s)."
	msgCountRange     = "la cantidad debe estar entre 1 y %d."
	msgCategoryID     = "la categoría debe ser un identificador positivo (o no indicarse)."
	msgCategoryNeeded = "falta la categoría."
	msgVideoURL       = "solo se admiten vídeos de YouTube o Vimeo (por ejemplo https://www.youtube.com/watch?v=…)."
	msgVideoTitle     = "falta el título del vídeo (lo anuncian los lectores de pantalla)."
	msgBlockPrefix    = "Bloque %d (%s): %s"

	// Reserved paths.
	msgSlugEmpty     = "Falta la dirección de la página."
	msgSlugFormat    = "La dirección solo admite letras minúsculas sin tilde, números y guiones (por ejemplo «quienes-somos»)."
	msgSlugTooLong   = "La dirección es demasiado larga (máximo %d caracteres)."
	msgSlugReserved  = "La dirección «/%s» está reservada: %s."
	reasonCMS        = "la usa el panel de administración"
	reasonPlatform   = "la usa la plataforma de datos"
	reasonSite       = "es una página propia del sitio"
	reasonSiteFuture = "la usará una sección del sitio (blog, proyectos, preguntas, empleo, contacto o búsqueda)"
	reasonServer     = "la usa el servidor (salud, métricas o archivos)"
)
