package seo

// Messages of the SEO module. The redirect rules' messages are internal/redirects' (the platform
// answers with the same words).
const (
	MsgTitlePattern = "El patrón del título debe contener {titulo} y tener 120 caracteres como máximo."
	MsgTooLong      = "Escriba %d caracteres como máximo."
	MsgURL          = "Escriba una dirección completa que empiece por https:// o http://, o una ruta del sitio que empiece por «/»."
	MsgEmail        = "Escriba una dirección de correo válida."
	MsgVerification = "Pegue solo el código de verificación (letras, números, «-» y «_»), no la etiqueta completa."
	MsgRobots       = "Cada línea debe ser una regla de robots.txt («Disallow: /ruta», «Allow: …», «User-agent: …», «Crawl-delay: …») o un comentario que empiece por «#»."
	MsgTargetNeeded = "Escriba a dónde debe llevar esta dirección."

	msgSettingsSaved   = "Ajustes de SEO guardados."
	msgRedirectSaved   = "Redirección guardada."
	msgRedirectDeleted = "Redirección eliminada."
	msgRedirectCreated = "Redirección creada: %s lleva ahora a %s."
	msgEntryDeleted    = "Entrada del registro eliminada."
	msgNewRedirect     = "Nueva redirección"
	msgEditRedirect    = "Editar redirección"
	msgRedirectsTitle  = "Redirecciones"
	msgNotFoundTitle   = "Registro de páginas no encontradas (404)"
	msgRedirectMissing = "La redirección no existe."
	msgEntryMissing    = "La entrada del registro no existe."
)

// The translations of the SEO defaults (settings_translations.go).
const (
	msgSettingsTitle  = "Ajustes de buscadores"
	msgBackToSettings = "Volver a los ajustes de buscadores"
)
