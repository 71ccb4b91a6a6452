// Package archive moves a whole site between databases: Export streams every public table, the
// sign-in accounts (with their bcrypt hashes) and the stored files (metadata and bytes) into one
// tar.gz; Import restores such an archive into an empty database, keeping ids. It works at the
// platform level, on internal/database and the blob store directly, so a site moves between
// SQLite and PostgreSQL in either direction.
package archive

// kind is how a column's values are read, written to the archive and bound back.
type kind int

const (
	kInt  kind = iota // JSON number
	kText             // JSON string (uuids included)
	kBool             // JSON boolean
	kJSON             // the JSON value itself
	kTime             // RFC 3339 string, UTC
)

type column struct {
	name string
	kind kind
}

// table is one archived table. The names are an allow-list: they are the only identifiers the
// package ever puts in SQL.
type table struct {
	name     string
	set      string // tables of one set are imported in one transaction
	columns  []column
	identity bool   // PostgreSQL: reset the id sequence after explicit ids
	parent   string // a self-reference filled in after every row exists
	upsert   bool   // rows that migrations seed (the buckets): replaced, not refused
}

func cols(spec ...any) []column {
	out := make([]column, 0, len(spec)/2)
	for i := 0; i+1 < len(spec); i += 2 {
		out = append(out, column{name: spec[i].(string), kind: spec[i+1].(kind)})
	}
	return out
}

// withSEO adds the SEO columns every editorial table carries (view seo).
func withSEO(c []column) []column {
	return append(c, cols("meta_titulo", kText, "meta_descripcion", kText, "url_canonica", kText, "noindex", kBool)...)
}

// Sets, in import order.
const (
	setPublic  = "public"
	setAuth    = "auth"
	setStorage = "storage"
)

// tables are the archived tables in dependency order. Sessions, refresh tokens, one-time tokens,
// CMS sessions and the mail outbox are left out on purpose: they are short-lived, and after a move
// users simply sign in again.
var tables = []table{
	{name: "categoria-servicios", set: setPublic, identity: true, parent: "id_padre",
		columns: cols("id", kInt, "name", kText, "slug", kText, "id_padre", kInt, "created_at", kTime)},
	{name: "categorias", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "created_at", kTime)},
	{name: "contenido", set: setPublic, identity: true,
		columns: withSEO(cols("id", kInt, "titulo", kText, "descripcion", kJSON, "categoria", kInt, "imagen_principal", kText, "created_at", kTime,
			"estado", kText, "publicar_en", kTime, "despublicar_en", kTime, "eliminado_en", kTime, "version", kInt, "visible_desde", kTime))},
	{name: "paginas", set: setPublic, identity: true, parent: "padre",
		columns: withSEO(cols("id", kInt, "titulo", kText, "slug", kText, "padre", kInt, "bloques", kJSON, "seo_titulo", kText, "seo_descripcion", kText,
			"es_inicio", kBool, "created_at", kTime, "estado", kText, "publicar_en", kTime, "despublicar_en", kTime, "eliminado_en", kTime,
			"version", kInt, "visible_desde", kTime))},
	{name: "menus", set: setPublic, identity: true, parent: "padre",
		columns: cols("id", kInt, "ubicacion", kText, "padre", kInt, "etiqueta", kText, "tipo", kText, "destino", kText, "orden", kInt, "created_at", kTime)},
	{name: "ajustes_sitio", set: setPublic,
		columns: cols("id", kInt, "nombre_sitio", kText, "logo", kText, "favicon", kText, "color_primario", kText, "color_acento", kText,
			"fuente", kText, "texto_cabecera", kText, "texto_pie", kText, "direccion", kText, "telefono", kText, "email", kText,
			"horario", kText, "mapa_url", kText, "redes", kJSON, "mostrar_equipo", kBool, "created_at", kTime)},
	{name: "plantillas", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "bloques", kJSON, "created_at", kTime)},
	{name: "testimoniales", set: setPublic, identity: true,
		columns: cols("id", kInt, "categoria", kInt, "testimonio", kText, "persona", kText, "empresa", kText, "cargo", kText, "created_at", kTime)},
	{name: "clientes", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "categoria", kInt, "logo_url", kText, "created_at", kTime)},
	{name: "Empleados", set: setPublic,
		columns: cols("id", kText, "nombre", kText, "email", kText, "rol", kText, "chat_role", kText, "departamento", kText,
			"activo", kBool, "sistemas_acceso", kJSON, "created_at", kTime)},
	{name: "blog_entradas", set: setPublic, identity: true,
		columns: withSEO(cols("id", kInt, "titulo", kText, "slug", kText, "extracto", kText, "cuerpo", kText, "portada", kText, "portada_alt", kText,
			"autor", kText, "autor_nombre", kText, "tiempo_lectura", kInt, "created_at", kTime,
			"estado", kText, "publicar_en", kTime, "despublicar_en", kTime, "eliminado_en", kTime, "version", kInt, "visible_desde", kTime))},
	{name: "etiquetas", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "slug", kText, "created_at", kTime)},
	{name: "blog_entradas_etiquetas", set: setPublic, identity: true,
		columns: cols("id", kInt, "entrada", kInt, "etiqueta", kInt, "created_at", kTime)},
	{name: "preguntas", set: setPublic, identity: true,
		columns: withSEO(cols("id", kInt, "pregunta", kText, "respuesta", kText, "categoria", kInt, "orden", kInt, "created_at", kTime,
			"estado", kText, "publicar_en", kTime, "despublicar_en", kTime, "eliminado_en", kTime, "version", kInt, "visible_desde", kTime))},
	{name: "proyectos", set: setPublic, identity: true,
		columns: withSEO(cols("id", kInt, "titulo", kText, "slug", kText, "cliente", kInt, "categoria", kInt, "resumen", kText, "cuerpo", kText,
			"fecha", kTime, "destacado", kBool, "resultados", kJSON, "created_at", kTime,
			"estado", kText, "publicar_en", kTime, "despublicar_en", kTime, "eliminado_en", kTime, "version", kInt, "visible_desde", kTime))},
	{name: "proyecto_imagenes", set: setPublic, identity: true,
		columns: cols("id", kInt, "proyecto", kInt, "bucket", kText, "ruta", kText, "texto_alternativo", kText, "orden", kInt, "created_at", kTime)},
	{name: "roles_permisos", set: setPublic, identity: true,
		columns: cols("id", kInt, "rol_nombre", kText, "vista_slug", kText, "puede_ver", kBool)},
	{name: "revisiones", set: setPublic, identity: true,
		columns: cols("id", kInt, "tabla", kText, "registro", kText, "datos", kJSON, "autor", kText, "created_at", kTime)},
	{name: "bloqueos_edicion", set: setPublic, identity: true,
		columns: cols("id", kInt, "tabla", kText, "registro", kText, "usuario", kText, "desde", kTime, "latido", kTime)},
	{name: "borradores", set: setPublic, identity: true,
		columns: cols("id", kInt, "tabla", kText, "registro", kText, "datos", kJSON, "autor", kText, "guardado_en", kTime)},
	{name: "vistas_previas", set: setPublic, identity: true,
		columns: cols("id", kInt, "tabla", kText, "registro", kText, "token_hash", kText, "autor", kText, "created_at", kTime, "expira_en", kTime)},
	{name: "medios", set: setPublic, identity: true,
		columns: cols("id", kInt, "bucket", kText, "ruta", kText, "nombre", kText, "carpeta", kText, "tipo", kText, "tamano", kInt,
			"texto_alternativo", kText, "titulo", kText, "created_at", kTime, "updated_at", kTime, "version", kText)},
	{name: "departamentos", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "descripcion", kText, "responsable", kText, "orden", kInt, "created_at", kTime)},
	{name: "mensajes_contacto", set: setPublic, identity: true,
		columns: cols("id", kInt, "nombre", kText, "email", kText, "telefono", kText, "empresa", kText, "asunto", kText,
			"mensaje", kText, "consentimiento", kBool, "estado", kText, "respuesta", kText, "respondido_en", kTime,
			"notificado_en", kTime, "notificacion_intento_en", kTime, "created_at", kTime)},
	{name: "vacantes", set: setPublic, identity: true,
		columns: withSEO(cols("id", kInt, "titulo", kText, "slug", kText, "departamento", kInt, "ubicacion", kText, "modalidad", kText,
			"tipo", kText, "descripcion", kText, "requisitos", kText, "salario_min", kInt, "salario_max", kInt,
			"fecha_cierre", kTime, "cerrada", kBool, "created_at", kTime, "estado", kText, "publicar_en", kTime,
			"despublicar_en", kTime, "eliminado_en", kTime, "version", kInt, "visible_desde", kTime))},
	{name: "postulaciones", set: setPublic, identity: true,
		columns: cols("id", kInt, "vacante", kInt, "nombre", kText, "email", kText, "telefono", kText, "mensaje", kText,
			"consentimiento", kBool, "cv", kText, "estado", kText, "notas", kText,
			"notificado_en", kTime, "notificacion_intento_en", kTime, "created_at", kTime)},
	{name: "ajustes_seo", set: setPublic,
		columns: cols("id", kInt, "patron_titulo", kText, "descripcion", kText, "imagen", kText, "organizacion_nombre", kText,
			"organizacion_url", kText, "organizacion_logo", kText, "organizacion_email", kText, "organizacion_telefono", kText,
			"robots", kText, "verificacion_google", kText, "verificacion_bing", kText, "created_at", kTime)},
	{name: "redirecciones", set: setPublic, identity: true,
		columns: cols("id", kInt, "origen", kText, "destino", kText, "tipo", kInt, "visitas", kInt, "ultima_visita", kTime, "created_at", kTime)},
	{name: "registro_404", set: setPublic, identity: true,
		columns: cols("id", kInt, "ruta", kText, "tipo", kText, "veces", kInt, "ultima_vez", kTime, "referente", kText, "created_at", kTime)},
	{name: "audit_log", set: setPublic, identity: true,
		columns: cols("id", kInt, "created_at", kTime, "actor", kText, "actor_role", kText, "action", kText, "target", kText,
			"record_id", kText, "before", kJSON, "after", kJSON, "request_id", kText)},
	{name: "auth_users", set: setAuth,
		columns: cols("id", kText, "aud", kText, "role", kText, "email", kText, "encrypted_password", kText,
			"email_confirmed_at", kTime, "invited_at", kTime, "confirmation_sent_at", kTime, "recovery_sent_at", kTime,
			"last_sign_in_at", kTime, "raw_app_meta_data", kText, "raw_user_meta_data", kText, "banned_until", kTime,
			"created_at", kTime, "updated_at", kTime)},
	{name: "storage_buckets", set: setStorage, upsert: true,
		columns: cols("id", kText, "name", kText, "owner", kText, "public", kBool, "file_size_limit", kInt,
			"allowed_mime_types", kText, "created_at", kTime, "updated_at", kTime)},
	{name: "storage_objects", set: setStorage,
		columns: cols("id", kText, "bucket_id", kText, "name", kText, "owner", kText, "version", kText, "metadata", kText,
			"user_metadata", kText, "created_at", kTime, "updated_at", kTime, "last_accessed_at", kTime)},
}

// Archive layout: manifest.json, then one tables/<name>.jsonl per table in the order above, except
// that the file bytes (blobs/<blob key>) come just before the storage set's tables, so that an
// import stores every file before the rows that point at it.
const (
	manifestName  = "manifest.json"
	tablePrefix   = "tables/"
	blobPrefix    = "blobs/"
	formatName    = "vitrina-archive"
	formatVersion = 1
)

type manifest struct {
	Format    string   `json:"format"`
	Version   int      `json:"version"`
	CreatedAt string   `json:"created_at"`
	Dialect   string   `json:"dialect"`
	Tables    []string `json:"tables"`
}

func quote(name string) string { return `"` + name + `"` }
