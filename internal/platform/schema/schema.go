// Package schema owns the description of the public tables the data platform exposes through
// /rest/v1: their columns and types, keys and relations, access rules per database role, the
// platform-side rules that PostgreSQL triggers would hold (slugs, category cycles), and the RPC
// functions. It is the allow-list every identifier in generated SQL comes from; the migrations of
// each dialect create the same tables, and a test checks that the two agree.
package schema

import (
	"context"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Type is a column's PostgreSQL type, as clients see it.
type Type int

// Column types.
const (
	Integer Type = iota
	Text
	Boolean
	JSONB
	Timestamptz
	UUID
)

// PGName is the type's name in PostgreSQL error messages and the OpenAPI description.
func (t Type) PGName() string {
	switch t {
	case Integer:
		return "integer"
	case Boolean:
		return "boolean"
	case JSONB:
		return "jsonb"
	case Timestamptz:
		return "timestamp with time zone"
	case UUID:
		return "uuid"
	}
	return "text"
}

// Column is one column of a table.
type Column struct {
	Name    string
	Type    Type
	NotNull bool
	// HasDefault means the database fills the column when an insert omits it.
	HasDefault bool
	// NewDefault, when set, produces the value the platform fills in when an insert omits the column
	// (generated UUIDs), so both dialects behave the same.
	NewDefault func() any
	// MaxLength bounds a text column's length in characters (0: unbounded), and OneLine refuses line
	// breaks and control characters in it: the CHECK constraints of the column, held for every role.
	MaxLength int
	OneLine   bool
}

// ForeignKey is a many-to-one reference from Column to the primary key of Target.
type ForeignKey struct {
	Name   string // constraint name, PostgreSQL's default <table>_<column>_fkey
	Table  string
	Column string
	Target string
}

// Row is a row's values by column name, already converted to the column types
// (int64, string, bool, json.RawMessage, time.Time or nil).
type Row map[string]any

// Hooks are the platform-side rules of a table, run inside the write's transaction.
type Hooks struct {
	// InsertCheck is the WITH CHECK of an insert-only role's policy (InsertRoles): each row such a
	// role inserts must pass it at now, else the insert is refused as row-level security refuses it.
	// Roles that may write the table are not checked.
	InsertCheck func(ctx context.Context, tx *database.Tx, row Row, now time.Time) (bool, error)
	// BeforeInsert may complete or reject each row about to be inserted.
	BeforeInsert func(ctx context.Context, tx *database.Tx, row Row) error
	// BeforeUpdate may reject an update; where selects the rows (SQL with ? placeholders and args).
	BeforeUpdate func(ctx context.Context, tx *database.Tx, set Row, where string, args []any) error
}

// Table is one exposed table.
type Table struct {
	Name        string
	Columns     []Column
	PrimaryKey  string
	ForeignKeys []ForeignKey
	// ReadRoles and WriteRoles are the database roles allowed to select and to insert, update or
	// delete. service_role is always allowed.
	ReadRoles  []string
	WriteRoles []string
	// InsertRoles may only insert (a public form's anon): they read nothing back, and neither
	// update, delete nor upsert.
	InsertRoles []string
	// ReadOnly tables are written only by the platform itself (audit_log): no role writes them
	// through the API, not even service_role.
	ReadOnly bool
	// Lifecycle marks an editorial table (lifecycle.go): it has LifecycleColumns, and anon reads only
	// its rows published now.
	Lifecycle bool
	// Search, when set, makes the table's rows findable by the site search (search.go): the
	// platform keeps its index row in the write's transaction.
	Search *Search
	// Translations, when set, declares the translatable columns (translations.go); TranslationOf, on
	// the table TranslationTable derives from it, names the translated table.
	Translations  *Translations
	TranslationOf string
	// sourceLifecycle, on a translation table, tells whether the translated table has a lifecycle.
	sourceLifecycle bool
	// sourceSearch, on a translation table, is the translated table's Search: each translation of a
	// searchable item has its own index row in its language (search_translations.go).
	sourceSearch *Search
	// Personal tables hold what visitors sent (contact messages): the audit trail records which row
	// changed, never its values.
	Personal bool
	// Views are the views of the permission grid a signed-in user needs to use the table (nil: its
	// roles alone decide).
	Views *ViewAccess
	// RowViews names a column holding a table name: each row is used with the views of the table it
	// names (the lifecycle's revisions, drafts, locks and preview links of every editorial table).
	RowViews string
	// InsertLimit bounds, per client address, the rows an insert-only role adds (nil: unbounded).
	InsertLimit *Limit
	Hooks       Hooks

	byName map[string]*Column
}

// CanInsert reports whether role may insert rows (CanWrite, or an insert-only role).
func (t *Table) CanInsert(role string) bool {
	return t.CanWrite(role) || !t.ReadOnly && contains(t.InsertRoles, role)
}

// Column returns the named column, or nil.
func (t *Table) Column(name string) *Column { return t.byName[name] }

// CanRead reports whether role may select from the table.
func (t *Table) CanRead(role string) bool {
	return role == "service_role" || contains(t.ReadRoles, role)
}

// CanWrite reports whether role may insert, update or delete.
func (t *Table) CanWrite(role string) bool {
	return !t.ReadOnly && (role == "service_role" || contains(t.WriteRoles, role))
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// Catalog is the set of exposed tables and functions.
type Catalog struct {
	tables    map[string]*Table
	sorted    []*Table                // the tables by name
	refs      map[string][]ForeignKey // the foreign keys pointing at each table
	functions map[string]*Function
	// Permissions resolves a signed-in caller's views; nil grants every view (no grid).
	Permissions Permissions
	// Buckets are the views that let a signed-in user write to, or read a private, Storage bucket.
	Buckets map[string]*ViewAccess
	// DropBoxes are the buckets where anon and signed-in users may only add a file (a public form's
	// attachments): reading, listing, replacing and deleting are the service role's.
	DropBoxes []string
}

// NewCatalog indexes a product's tables and functions together with the platform's own: the audit
// trail, the media library of stored files, the editorial lifecycle's tables (revisions, edit locks,
// drafts, preview links) and its functions, and the site search.
func NewCatalog(tables []*Table, functions []*Function) *Catalog {
	tables = append(tables[:len(tables):len(tables)], WithTranslations([]*Table{auditLog(), media(), revisions(), editLocks(), drafts(), previewLinks(), languages()})...)
	functions = append(functions[:len(functions):len(functions)], preview(), searchPublic(), searchAdmin())
	c := &Catalog{tables: map[string]*Table{}, functions: map[string]*Function{}}
	for _, t := range tables {
		t.byName = make(map[string]*Column, len(t.Columns))
		for i := range t.Columns {
			t.byName[t.Columns[i].Name] = &t.Columns[i]
		}
		c.tables[t.Name] = t
	}
	// A catalog does not change once made: what every embed's resolution asks is computed once.
	c.sorted = slices.SortedFunc(maps.Values(c.tables), func(a, b *Table) int { return strings.Compare(a.Name, b.Name) })
	c.refs = map[string][]ForeignKey{}
	for _, t := range c.sorted {
		for _, fk := range t.ForeignKeys {
			c.refs[fk.Target] = append(c.refs[fk.Target], fk)
		}
	}
	for _, f := range functions {
		if f.Reorder != nil {
			f.Call = f.Reorder.call(c.tables[f.Reorder.Table], f.Params[0].Name)
		}
		c.functions[f.Name] = f
	}
	for _, f := range []*Function{nextPublicationChange(c.Tables), purgeTrash(c.Tables), createPreview(c.Tables)} {
		c.functions[f.Name] = f
	}
	return c
}

// Table returns the named table, or nil.
func (c *Catalog) Table(name string) *Table { return c.tables[name] }

// Function returns the named function, or nil.
func (c *Catalog) Function(name string) *Function { return c.functions[name] }

// Tables returns every table, sorted by name.
func (c *Catalog) Tables() []*Table {
	return slices.Clone(c.sorted)
}

// Functions returns every function, sorted by name.
func (c *Catalog) Functions() []*Function {
	out := make([]*Function, 0, len(c.functions))
	for _, name := range slices.Sorted(maps.Keys(c.functions)) {
		out = append(out, c.functions[name])
	}
	return out
}

// ReferencesTo returns the foreign keys of every table that point at target.
func (c *Catalog) ReferencesTo(target string) []ForeignKey {
	return slices.Clone(c.refs[target])
}

// Function is an RPC function exposed at /rest/v1/rpc/<name>. It runs in one transaction.
type Function struct {
	Name   string
	Params []Param
	// Roles may call it; service_role always may.
	Roles []string
	// Call runs the function; a nil result answers 204 No Content (a void function).
	Call func(ctx context.Context, tx *database.Tx, args Row) (any, error)
	// Stable, set instead of Call, is a read-only function (PostgreSQL's STABLE): it runs on the read
	// pool with the request's clock, writes nothing and adds nothing to the audit trail.
	Stable func(ctx context.Context, db Reader, args Row, now time.Time) (any, error)
	// Snapshot, when set, reads what the function changes, so that the audit trail can show it
	// before and after the call.
	Snapshot func(ctx context.Context, tx *database.Tx, args Row) (any, error)
	// Views a signed-in caller needs one of (nil: none).
	Views []string
	// TableArg names the argument that holds an editorial table: a signed-in caller needs one of that
	// table's write views.
	TableArg string
	// Reorder, set instead of Call, declares a function that orders rows by hand (ReorderFunction):
	// the catalog gives it its Call.
	Reorder *Reorder
	// Quiet functions are counters the public bumps (the 404 log, a redirect's visits): their calls
	// are neither audited nor announced as changes, so the public cannot grow the audit trail or
	// make every instance drop its pages. They must bound what they write themselves.
	Quiet bool
}

// Param is a named function argument.
type Param struct {
	Name     string
	Type     Type
	Required bool
}

// CanCall reports whether role may call the function.
func (f *Function) CanCall(role string) bool {
	return role == "service_role" || contains(f.Roles, role)
}
