// Package archive moves a whole site between databases: Export streams every public table, the
// sign-in accounts (with their bcrypt hashes) and the stored files (metadata and bytes) into one
// tar.gz; Import restores such an archive into an empty database, keeping ids. It works at the
// platform level, on internal/database and the blob store directly, so a site moves between
// SQLite and PostgreSQL in either direction.
package archive

import (
	"fmt"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

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

// Sets, in import order.
const (
	setPublic  = "public"
	setAuth    = "auth"
	setStorage = "storage"
)

// kinds is how each catalog type is archived.
func kinds() map[schema.Type]kind {
	return map[schema.Type]kind{schema.Integer: kInt, schema.Text: kText, schema.UUID: kText,
		schema.Boolean: kBool, schema.JSONB: kJSON, schema.Timestamptz: kTime}
}

// publicOrder is what the catalog does not say about its tables: the order they are imported in
// (every table after the tables its foreign keys point at), whether PostgreSQL's id sequence is reset
// after the import (not for the one-row settings tables, whose id is always 1), and the
// self-reference filled in after every row exists. The languages come first: every translation
// table, which follows its item, points at them. The columns come from the catalog.
func publicOrder() []table {
	serial := func(name string) table { return table{name: name, identity: true} }
	tree := func(name, parent string) table { return table{name: name, identity: true, parent: parent} }
	return []table{
		{name: schema.LanguagesTable}, tree("categoria-servicios", "id_padre"), serial("categorias"), serial("contenido"),
		tree("paginas", "padre"), tree("menus", "padre"), {name: "ajustes_sitio"}, serial("plantillas"),
		serial("testimoniales"), serial("clientes"), {name: "Empleados"},
		serial("blog_entradas"), serial("etiquetas"), serial("blog_entradas_etiquetas"), serial("preguntas"),
		serial("proyectos"), serial("proyecto_imagenes"), serial("roles_permisos"),
		serial("revisiones"), serial("bloqueos_edicion"), serial("borradores"), serial("vistas_previas"),
		serial("medios"), serial("departamentos"), serial("mensajes_contacto"), serial("vacantes"),
		serial("postulaciones"), {name: "ajustes_seo"}, serial("redirecciones"), serial("registro_404"),
		serial("audit_log"),
	}
}

// platformTables are the sign-in accounts and Storage's tables, which the catalog does not expose.
func platformTables() []table {
	return []table{
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
}

// archivedTables are the archived tables in import order: the catalog's, with their columns, then
// the platform's. Sessions, refresh tokens, one-time tokens, CMS sessions and the mail outbox are left
// out on purpose: they are short-lived, and after a move users simply sign in again. It fails when the
// catalog has a table publicOrder does not place, or publicOrder one the catalog lacks. A translation
// table (schema.TranslationTable) follows the table it translates, without a place of its own.
func archivedTables(c *schema.Catalog) ([]table, error) {
	order := withTranslationTables(c, publicOrder())
	if n := len(c.Tables()); n != len(order) {
		return nil, fmt.Errorf("archive: %d catalog tables, %d in the import order (internal/archive/tables.go)", n, len(order))
	}
	k := kinds()
	out := make([]table, 0, len(order)+3)
	for _, t := range order {
		ct := c.Table(t.name)
		if ct == nil {
			return nil, fmt.Errorf("archive: %s is in the import order, not in the catalog", t.name)
		}
		t.set = setPublic
		for _, col := range ct.Columns {
			t.columns = append(t.columns, column{name: col.Name, kind: k[col.Type]})
		}
		out = append(out, t)
	}
	return append(out, platformTables()...), nil
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

// withTranslationTables places every translation table of c right after the table it translates.
func withTranslationTables(c *schema.Catalog, order []table) []table {
	out := make([]table, 0, len(order))
	for _, t := range order {
		out = append(out, t)
		for _, ct := range c.Tables() {
			if ct.TranslationOf == t.name {
				out = append(out, table{name: ct.Name, identity: true})
			}
		}
	}
	return out
}
