package blog

import (
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// Messages of the blog module.
const (
	MsgTituloRequired   = "Escriba el título."
	MsgTituloTooLong    = "El título admite hasta 200 caracteres."
	MsgSlugInvalid      = "La dirección admite solo letras minúsculas sin acentos, números y guiones (p. ej. «nuevo-sitio-web»)."
	MsgSlugTaken        = "Otra entrada ya usa esa dirección: elija otra."
	MsgExtractoTooLong  = "El extracto admite hasta 400 caracteres."
	MsgAutorInvalid     = "Elija un autor de la lista de empleados."
	MsgTagsInvalid      = "Cada etiqueta admite hasta 40 caracteres, y una entrada hasta 10 etiquetas."
	MsgAltTooLong       = "El texto alternativo admite hasta 200 caracteres."
	MsgPostGone         = "La entrada no existe o ya fue eliminada."
	MsgTagsNotSaved     = "La entrada se guardó, pero no sus etiquetas: vuelva a guardarla."
	msgDeleted          = "Entrada movida a la papelera: se elimina definitivamente en 30 días."
	msgNewTitle         = "Nueva entrada"
	msgTrashTitle       = "Papelera del blog"
	msgRestored         = "Entrada restaurada de la papelera."
	msgEditTitle        = "Editar entrada"
	msgNoAuthor         = "Sin autor"
	msgReadingTimeShort = "%d min de lectura"
)

// The history of a post (post_history.go).
const (
	msgHistoryTitle         = "Historial de «%s»"
	msgCompareTitle         = "Comparar versiones de «%s»"
	msgBackToPost           = "Volver a la entrada"
	msgNoRevisions          = "Esta entrada aún no tiene revisiones."
	msgRestoreReferenceGone = "No se puede restaurar esa versión: su autor ya no está entre los empleados. Elija otro en el formulario."
	msgFieldTitulo          = "Título"
	msgFieldSlug            = "Dirección"
	msgFieldExtracto        = "Extracto"
	msgFieldCuerpo          = "Texto"
	msgFieldPortada         = "Portada"
	msgFieldPortadaAlt      = "Texto alternativo de la portada"
	msgFieldAutor           = "Autor"
	msgFieldEstado          = "Estado"
	msgFieldPublicarEn      = "Publicar el"
	msgFieldDespublicarEn   = "Retirar el"
)

// msgDraftHint says what «Guardar como borrador» keeps of a published post.
const msgDraftHint = "Guarda los cambios de la entrada sin publicarlos; la portada y la publicación cambian solo con «Guardar»."

// noun names a post in the messages after a save («Entrada publicada.»).
func noun() lifecycle.Noun { return lifecycle.Noun{Name: "Entrada", Feminine: true} }

// The translations of a post (post_translations.go).
const (
	MsgLanguageGone         = translation.MsgLanguageGone
	MsgTranslationSlugTaken = "Otra entrada ya usa esa dirección en este idioma: elija otra."
	MsgTranslationTooLong   = translation.MsgTooLong
	msgTranslationChanged   = "la entrada en español cambió después de guardar esta traducción"
	msgTranslationHint      = "Dirección vacía: se forma con el título. La traducción se publica en /{idioma}/blog/<dirección>."
)
