package schema

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// The editorial lifecycle (docs/spec/modules.md §2) is a feature of a table, not of a module: a
// table with Lifecycle set carries LifecycleColumns, and the platform lets anon read only the rows
// that are published at the moment of the request. Every editorial table (contenido now; blog,
// proyectos, pages, vacantes, preguntas as they arrive) sets the flag and gets the same rule on
// both backends, in the Supabase SQL (a row-level policy on now()) and on the public site.

// The states of an editorial row (column estado).
const (
	StateDraft     = "borrador"
	StatePublished = "publicado"
	StateScheduled = "programado"
	StateArchived  = "archivado"
)

// States lists the states in the order the admin offers them.
var States = []string{StateDraft, StatePublished, StateScheduled, StateArchived}

// The lifecycle's column names.
const (
	ColumnState       = "estado"
	ColumnPublishAt   = "publicar_en"
	ColumnUnpublishAt = "despublicar_en"
	ColumnTrashedAt   = "eliminado_en"
	ColumnVersion     = "version"
	// ColumnVisibleFrom is the moment the row appears to the public (null: never, as things stand),
	// computed by the platform from the other lifecycle columns on every write; see VisibleFrom. Its
	// default, AlwaysVisible, is right for a row written with no lifecycle column (a published row),
	// so an SQL seed that knows nothing of the lifecycle still shows its rows.
	ColumnVisibleFrom = "visible_desde"
)

// AlwaysVisible is visible_desde of a published row without publicar_en: a moment before any clock.
var AlwaysVisible = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)

// TrashDays is how long a row stays in the trash before purge_trash may delete it for good.
const TrashDays = 30

// LifecycleColumns are the columns every editorial table adds: estado (default publicado, so rows
// written without it — the seed's clients — stay public), publicar_en and despublicar_en, and
// eliminado_en (set: the row is in the trash), and version — 1 at insert, raised by the platform on
// every update, whatever the client sends — for optimistic concurrency: an editor's save is an
// update filtered on the version the editor read (version=eq.N), so a save over someone else's finds
// no row instead of overwriting it.
func LifecycleColumns() []Column {
	return []Column{
		{Name: ColumnState, Type: Text, NotNull: true, HasDefault: true},
		{Name: ColumnPublishAt, Type: Timestamptz},
		{Name: ColumnUnpublishAt, Type: Timestamptz},
		{Name: ColumnTrashedAt, Type: Timestamptz},
		{Name: ColumnVersion, Type: Integer, NotNull: true, HasDefault: true},
		{Name: ColumnVisibleFrom, Type: Timestamptz, HasDefault: true},
	}
}

// VisibleFrom is visible_desde for a row with these lifecycle values (estado "" is the column's
// default, publicado): publicar_en, or AlwaysVisible without one, for a row that is publicado — or
// programado with a date — and not in the trash; nil (never) otherwise. With despublicar_en it is
// the whole rule: the public sees a row at now when visible_desde <= now < despublicar_en.
func VisibleFrom(state string, publishAt, trashedAt any) any {
	if trashedAt != nil {
		return nil
	}
	switch {
	case state == "" || state == StatePublished:
		if publishAt == nil {
			return AlwaysVisible
		}
		return publishAt
	case state == StateScheduled && publishAt != nil:
		return publishAt
	}
	return nil
}

// VisibleFromSQL is VisibleFrom as an SQL expression (both dialects) over what value returns for
// each lifecycle column (the column, excluded.column, a placeholder), and for "" AlwaysVisible; the
// platform sets visible_desde to it in every update, where the new values of the columns the update
// does not set are known only to the database. value is called in the order of the text.
func VisibleFromSQL(value func(column string) string) string {
	s := "CASE WHEN " + value(ColumnTrashedAt) + " IS NULL AND ("
	s += value(ColumnState) + " = '" + StatePublished + "' OR "
	s += value(ColumnState) + " = '" + StateScheduled + "' AND " + value(ColumnPublishAt) + " IS NOT NULL)"
	s += " THEN COALESCE(" + value(ColumnPublishAt) + ", " + value("") + ") END"
	return s
}

// PublishedOnly reports whether role reads only the rows published now: anon on a lifecycle table.
// Signed-in users and the service role read every state (the admin lists drafts).
func (t *Table) PublishedOnly(role string) bool { return t.Lifecycle && role == "anon" }

// PublishedNow is the SQL condition (with ? placeholders, both dialects) that holds for the rows of
// a lifecycle table visible to the public at now, and its arguments. qualifier, when set, is the
// quoted table name or alias the columns belong to. The rule is two comparisons on columns the sort
// indexes carry: visible_desde (computed on write, see VisibleFrom) <= now < despublicar_en. On
// SQLite the columns are written +column, which keeps the planner on the sort index (it reads the
// columns from it) instead of a range of visible_desde that is nearly the whole table. It is the
// twin of the Supabase policy "sitio: lectura publicada", which states it on the source columns:
//
//	(estado = 'publicado' OR estado = 'programado' AND publicar_en IS NOT NULL)
//	AND (publicar_en IS NULL OR publicar_en <= now()) AND (despublicar_en IS NULL OR despublicar_en > now())
//	AND eliminado_en IS NULL
func PublishedNow(dialect, qualifier string, now time.Time) (string, []any) {
	c := func(name string) string {
		if qualifier != "" {
			name = qualifier + "." + name
		}
		if dialect == database.SQLite {
			name = "+" + name
		}
		return name
	}
	cond := c(ColumnVisibleFrom) + " <= ? AND (" + c(ColumnUnpublishAt) + " IS NULL OR " + c(ColumnUnpublishAt) + " > ?)"
	now = now.UTC()
	return cond, []any{now, now}
}

// HiddenNow is the complement of PublishedNow (the rows the public does not see at now) as three
// disjoint conditions, each one range of an index (visible_desde's or despublicar_en's): hidden rows
// are few, so an exact count of what anon sees is the count of the rows (which SQLite answers from
// its b-tree without a scan when nothing else filters) minus the three counts, instead of a test of
// every row. On SQLite the third's visible_desde is written +column, so that it uses the index on
// despublicar_en rather than the range of visible_desde that is nearly the whole table.
func HiddenNow(dialect string, now time.Time) (conds []string, args [][]any) {
	visible := ColumnVisibleFrom
	if dialect == database.SQLite {
		visible = "+" + visible
	}
	now = now.UTC()
	return []string{
			ColumnVisibleFrom + " IS NULL",
			ColumnVisibleFrom + " > ?",
			ColumnUnpublishAt + " <= ? AND " + visible + " <= ?",
		},
		[][]any{nil, {now}, {now, now}}
}

// Reader is what a stable (read-only) function reads through: the database's read pool.
type Reader interface {
	QueryRow(ctx context.Context, query string, args ...any) *sql.Row
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	Dialect() string
}

// nextPublicationChange is next_publication_change(): the earliest moment after now at which a row
// of any lifecycle table appears on or leaves the public site, or null. It tells a page cache how
// long what it holds stays true, without showing anon anything of the unpublished rows but a time.
func nextPublicationChange(tables func() []*Table) *Function {
	return &Function{
		Name:  "next_publication_change",
		Roles: Everyone(),
		Stable: func(ctx context.Context, db Reader, _ Row, now time.Time) (any, error) {
			var parts []string
			var args []any
			// Each part is a range of the time's own index: the rows scheduled after now are few.
			// SQLite, without statistics, would rather take an index on the state or on the trash
			// (estado = 'publicado', eliminado_en IS NULL), which hold nearly every row (20 000
			// posts: 8 ms a call instead of 0.16), so they are written +column there, which no
			// index serves.
			state, trashed := ColumnState, ColumnTrashedAt
			if db.Dialect() == database.SQLite {
				state, trashed = "+"+state, "+"+trashed
			}
			for _, t := range tables() {
				if !t.Lifecycle {
					continue
				}
				name := `"` + t.Name + `"`
				parts = append(parts,
					"SELECT min("+ColumnPublishAt+") AS t FROM "+name+" WHERE "+state+" IN (?, ?) AND "+ColumnPublishAt+" > ? AND "+trashed+" IS NULL",
					"SELECT min("+ColumnUnpublishAt+") AS t FROM "+name+" WHERE "+state+" IN (?, ?) AND "+ColumnUnpublishAt+" > ? AND "+trashed+" IS NULL")
				args = append(args, StatePublished, StateScheduled, now.UTC(), StatePublished, StateScheduled, now.UTC())
			}
			if len(parts) == 0 {
				return nil, nil
			}
			var next database.Time
			err := db.QueryRow(ctx, "SELECT min(t) FROM ("+strings.Join(parts, " UNION ALL ")+") AS changes", args...).Scan(&next)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return nil, fmt.Errorf("next publication change: %w", err)
			}
			if next.IsZero() {
				return nil, nil
			}
			return database.FormatTime(next.Time), nil
		},
	}
}

// RevisionsTable is the history of the lifecycle tables: the platform adds one row per inserted or
// updated row of a lifecycle table (every column, who, when) inside the write's transaction — one
// extra write per save, from any client. Signed-in users read it; nobody writes it through the API,
// so the history cannot be rewritten. A restore is an update of the item, hence a new revision.
const RevisionsTable = "revisiones"

func revisions() *Table {
	return &Table{
		Name: RevisionsTable,
		Columns: []Column{
			SerialID(),
			{Name: "tabla", Type: Text, NotNull: true},
			{Name: "registro", Type: Text, NotNull: true},
			{Name: "datos", Type: JSONB, NotNull: true},
			{Name: "autor", Type: Text, NotNull: true},
			CreatedAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  SignedIn(),
		ReadOnly:   true,
	}
}

// purgeTrash is purge_trash(p_antes timestamptz, p_tabla text default null) → integer: it deletes
// for good the rows of every lifecycle table (or of p_tabla) put in the trash before p_antes, with
// their revisions and preview links, and answers how many. It is
// a conditional delete, so several instances running it at once delete each row once. Only the
// service role calls it (the purge job of serve, with now − TrashDays; the trash's "Vaciar papelera"
// with now).
func purgeTrash(tables func() []*Table) *Function {
	return &Function{
		Name:   "purge_trash",
		Params: []Param{{Name: "p_antes", Type: Timestamptz, Required: true}, {Name: "p_tabla", Type: Text}},
		Call: func(ctx context.Context, tx *database.Tx, args Row) (any, error) {
			before := args["p_antes"].(time.Time)
			only, _ := args["p_tabla"].(string)
			var purged int64
			for _, t := range tables() {
				if !t.Lifecycle || only != "" && t.Name != only {
					continue
				}
				// A row that points at a purged row of its own table (a page below a purged page)
				// moves to the top level first, so the delete breaks no foreign key.
				for _, f := range t.ForeignKeys {
					if f.Target != t.Name {
						continue
					}
					if _, err := tx.Exec(ctx, `UPDATE "`+t.Name+`" SET "`+f.Column+`" = NULL WHERE "`+f.Column+`" IN (SELECT `+
						t.PrimaryKey+` FROM "`+t.Name+`" WHERE `+ColumnTrashedAt+` < ?)`, before); err != nil {
						return nil, fmt.Errorf("purge %s: detach from purged rows: %w", t.Name, err)
					}
				}
				rows, err := tx.Query(ctx, `DELETE FROM "`+t.Name+`" WHERE `+ColumnTrashedAt+` < ? RETURNING `+t.PrimaryKey, before)
				if err != nil {
					return nil, fmt.Errorf("purge %s: %w", t.Name, err)
				}
				var ids []string
				for rows.Next() {
					var id string
					if err := rows.Scan(&id); err != nil {
						rows.Close()
						return nil, fmt.Errorf("purge %s: %w", t.Name, err)
					}
					ids = append(ids, id)
				}
				rows.Close()
				if err := rows.Err(); err != nil {
					return nil, fmt.Errorf("purge %s: %w", t.Name, err)
				}
				for _, id := range ids {
					for _, related := range []string{RevisionsTable, PreviewLinksTable} {
						if _, err := tx.Exec(ctx, `DELETE FROM `+related+` WHERE tabla = ? AND registro = ?`, t.Name, id); err != nil {
							return nil, fmt.Errorf("purge %s of %s: %w", related, t.Name, err)
						}
					}
				}
				if err := UnindexRecords(ctx, tx, t, ids); err != nil {
					return nil, fmt.Errorf("purge %s: %w", t.Name, err)
				}
				purged += int64(len(ids))
			}
			return purged, nil
		},
	}
}

// EditLocksTable holds who is editing which editorial row (one row per tabla, registro), with the
// time they opened it and their last heartbeat: the CMS shows it to the others ("Editando: …") and a
// lock without a heartbeat for a few minutes is stale. Signed-in users read and write it.
const EditLocksTable = "bloqueos_edicion"

func editLocks() *Table {
	ts := func(name string) Column { return Column{Name: name, Type: Timestamptz, NotNull: true} }
	text := func(name string) Column { return Column{Name: name, Type: Text, NotNull: true} }
	return &Table{
		Name:       EditLocksTable,
		Columns:    []Column{SerialID(), text("tabla"), text("registro"), text("usuario"), ts("desde"), ts("latido")},
		PrimaryKey: "id",
		ReadRoles:  SignedIn(),
		WriteRoles: SignedIn(),
	}
}

// DraftsTable holds the pending draft of a published editorial row: the edited fields (datos), who
// and when, one per row, while the public keeps seeing the published version. Signed-in users read
// and write it; anon never sees it.
const DraftsTable = "borradores"

func drafts() *Table {
	return &Table{
		Name: DraftsTable,
		Columns: []Column{
			SerialID(),
			{Name: "tabla", Type: Text, NotNull: true},
			{Name: "registro", Type: Text, NotNull: true},
			{Name: "datos", Type: JSONB, NotNull: true},
			{Name: "autor", Type: Text, NotNull: true},
			{Name: "guardado_en", Type: Timestamptz, NotNull: true},
		},
		PrimaryKey: "id",
		ReadRoles:  SignedIn(),
		WriteRoles: SignedIn(),
	}
}
