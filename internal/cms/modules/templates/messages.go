package templates

// Spanish texts of the module.
const (
	msgSettingsNote      = "Los cambios se ven en el sitio en cuanto los guarda. «Vista previa» muestra la portada con lo escrito, sin guardarlo."
	msgTitle             = "Apariencia y plantillas"
	msgSettingsSaved     = "Apariencia guardada: el sitio ya la usa."
	msgTemplateSaved     = "Plantilla guardada."
	msgTemplateDeleted   = "Plantilla eliminada."
	MsgTemplateGone      = "La plantilla no existe o ya no está disponible."
	MsgColourFormat      = "Escriba el color como #rrggbb (por ejemplo #102a43)."
	MsgPrimaryContrast   = "El color principal %s con texto blanco tiene un contraste de %s:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro."
	MsgAccentContrast    = "El color de acento %s con texto blanco tiene un contraste de %s:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro."
	MsgFontInvalid       = "Elija una de las fuentes de la lista."
	MsgTooLong           = "Demasiado largo (máximo %d caracteres)."
	MsgOneLine           = "Escríbalo en una sola línea."
	MsgHeroLinkMissing   = "Escriba adónde lleva el botón: una ruta del sitio (/contacto) o una dirección https://…"
	MsgHeroLabelMissing  = "Escriba el texto del botón."
	MsgEmailInvalid      = "Escriba una dirección de correo válida (nombre@dominio)."
	MsgMapURLInvalid     = "Escriba una dirección http:// o https:// completa."
	MsgSocialInvalid     = "Línea %d: escriba «Red | https://…» (por ejemplo «LinkedIn | https://www.linkedin.com/company/…»)."
	MsgTemplateName      = "Escriba el nombre de la plantilla."
	MsgTemplatePage      = "Elija la página cuyos bloques guarda la plantilla."
	msgNoTemplates       = "Aún no hay plantillas. Guarde los bloques de una página como plantilla para empezar otras desde ellos."
	msgDeleteTemplate    = "¿Eliminar la plantilla «%s»? Las páginas hechas con ella no cambian."
	msgSystemFontsNotice = "Las fuentes «incluidas en el sitio» se sirven desde su propio dominio (unos 30 a 100 kB la primera visita); las demás son familias del sistema de cada visitante. Ninguna hace peticiones a terceros."
)

// Spanish texts of the themes.
const (
	MsgThemeUnknown    = "Elija uno de los temas de la lista."
	MsgThemeOption     = "Elija un valor de la lista para «%s»."
	MsgThemeAdminsOnly = "Solo un administrador puede instalar temas."
	MsgThemeNoFile     = "Elija el archivo .zip del tema."
	MsgThemeTooLarge   = "El tema ocupa demasiado (máximo %d MB)."
	MsgThemeRefused    = "El tema no se ha instalado. Corrija lo que se indica y vuelva a subirlo."
	msgThemeInstalled  = "Tema «%s» instalado. Elíjalo en «Tema» y guarde para usarlo; «Vista previa» lo muestra antes."
)

// Spanish texts of the languages.
const (
	msgNewLanguage      = "Nuevo idioma"
	msgLanguageSaved    = "Idioma guardado."
	msgNoLanguages      = "El sitio solo está en español. Añada un idioma para traducir sus textos."
	MsgLanguageGone     = "El idioma no existe o ya no está disponible."
	MsgLanguageCode     = "Escriba el código del idioma: dos o tres letras, y si hace falta la región (por ejemplo en, pt-BR)."
	MsgLanguageSpanish  = "El español es el idioma principal del sitio; no hace falta añadirlo."
	MsgLanguageExists   = "Ese idioma ya está en la lista."
	MsgLanguageName     = "Escriba el nombre del idioma en ese idioma (por ejemplo English), en una línea de hasta 80 caracteres."
	MsgLanguageOrder    = "Escriba un número entre 0 y 999."
	MsgLanguageFallback = "Elija qué se muestra cuando falta la traducción."
)

// The translations of the site's texts (settings_translations.go).
const (
	msgSiteTexts        = "Textos del sitio"
	msgBackToAppearance = "Volver a Apariencia"
)
