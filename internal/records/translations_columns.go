package records

// TranslatedColumns are the columns of each table's translations that the public pages read: the
// fields its declaration makes translatable, and its own address (slug) where the table has one.
// The site's tests hold this list to the catalog's declarations.
var TranslatedColumns = map[string]string{
	"ajustes_seo":         "patron_titulo,descripcion",
	"ajustes_sitio":       "texto_cabecera,texto_pie,horario,portada_titulo,portada_texto,portada_imagen_alt,portada_boton1_texto,portada_boton2_texto",
	"blog_entradas":       "titulo,extracto,cuerpo,portada_alt,slug",
	"categoria-servicios": "name,slug",
	"contenido":           "titulo,descripcion,meta_titulo,meta_descripcion",
	"departamentos":       "nombre,descripcion",
	"medios":              "texto_alternativo,titulo",
	"menus":               "etiqueta,destino",
	"paginas":             "titulo,slug,bloques,meta_titulo,meta_descripcion",
	"preguntas":           "pregunta,respuesta",
	"proyecto_imagenes":   "texto_alternativo",
	"proyectos":           "titulo,resumen,cuerpo,resultados,meta_titulo,meta_descripcion,slug",
	"testimoniales":       "testimonio,cargo",
	"vacantes":            "titulo,ubicacion,descripcion,requisitos,meta_titulo,meta_descripcion,slug",
}
