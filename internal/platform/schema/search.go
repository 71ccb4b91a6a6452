package schema

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/searchtext"
	"github.com/vitrina/vitrina/internal/slug"
)

// The site search (docs/spec/modules.md §3) is a feature of a table, as the lifecycle is: a table with
// Search set has one row per record in the index table busqueda — its title, its plain text, its
// public path, its admin view and its visibility times — which the platform writes in the same
// transaction as every insert, update and delete of the record (and purge_trash deletes). The
// index is the platform's own (not in the catalog, not reachable through /rest/v1); the functions
// buscar (the public: published rows only) and buscar_admin (signed-in users: every row of the views
// they name) read it. SQLite matches with FTS5 over the words' keys (internal/searchtext: Spanish
// stem without diacritics) and ranks by bm25; PostgreSQL matches a tsvector of the `spanish`
// configuration's stems without diacritics (unaccent) and ranks by ts_rank. A scheduled item needs no
// re-indexing: the visibility times are compared with the clock of each search.

// Search describes what of a table the site search finds.
type Search struct {
	Title  string   // the column of the result's title
	Fields []string // the columns of its text: text is stripped of markup; JSON objects give their "body"
	// Path is the public address with {column} placeholders; {column:slug} writes the column's slug.
	Path string
	View string // the admin view (vista_slug) the rows belong to
}

// SearchTable is the index; SearchFTSTable is SQLite's full-text table over it (rowid = busqueda.id).
const (
	SearchTable    = "busqueda"
	SearchFTSTable = "busqueda_fts"
	// maxIndexedText bounds the text kept per record (the index's and the snippets' source).
	maxIndexedText = 10_000
)

var (
	placeholder = regexp.MustCompile(`\{([a-z_]+)(:slug)?\}`)
	markup      = regexp.MustCompile(`<[^>]*>`)
)

// entry is a record as the index holds it.
type entry struct {
	title, text, path       string
	visibleFrom, hiddenFrom any
}

// entryOf reads a record (as the platform returns rows: int64, string, json.RawMessage, time.Time…)
// into its index entry.
func (t *Table) entryOf(rec Row) entry {
	// A title is plain text (pages escape it), so it is kept as written.
	e := entry{title: strings.Join(strings.Fields(fmt.Sprint(rec[t.Search.Title])), " "), visibleFrom: AlwaysVisible}
	var parts []string
	for _, f := range t.Search.Fields {
		if p := plain(rec[f]); p != "" {
			parts = append(parts, p)
		}
	}
	e.text = strings.Join(parts, " ")
	if len(e.text) > maxIndexedText {
		e.text = strings.ToValidUTF8(e.text[:maxIndexedText], "")
	}
	e.path = placeholder.ReplaceAllStringFunc(t.Search.Path, func(m string) string {
		sub := placeholder.FindStringSubmatch(m)
		v := fmt.Sprint(rec[sub[1]])
		if sub[2] != "" {
			v = slug.Of(v, "x")
		}
		return v
	})
	if t.Lifecycle {
		e.visibleFrom = rec[ColumnVisibleFrom]
		e.hiddenFrom = rec[ColumnUnpublishAt]
	}
	return e
}

// plain is a column's value as text to search: markup removed, entities decoded by the tokenizer's
// rule (they are not letters), a JSON object's "body".
func plain(v any) string {
	var s string
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		s = x
	case json.RawMessage:
		var obj map[string]any
		if json.Unmarshal(x, &obj) == nil {
			s, _ = obj["body"].(string)
		} else {
			_ = json.Unmarshal(x, &s)
		}
	default:
		s = fmt.Sprint(x)
	}
	s = markup.ReplaceAllString(s, " ")
	s = strings.NewReplacer("&nbsp;", " ", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// IndexRecords writes the index rows of records just inserted or updated, in the write's
// transaction; a table without Search has none.
func IndexRecords(ctx context.Context, tx *database.Tx, t *Table, recs []Row) error {
	if t.Search == nil {
		return nil
	}
	for _, rec := range recs {
		if err := indexOne(ctx, tx, t, fmt.Sprint(rec[t.PrimaryKey]), t.entryOf(rec)); err != nil {
			return err
		}
	}
	return nil
}

func indexOne(ctx context.Context, tx *database.Tx, t *Table, key string, e entry) error {
	if tx.Dialect() == database.Postgres {
		_, err := tx.Exec(ctx, `INSERT INTO busqueda (tabla, registro, titulo, texto, ruta, vista, visible_desde, despublicar_en, documento)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, busqueda_documento(?, ?))
			ON CONFLICT (tabla, registro) DO UPDATE SET titulo = excluded.titulo, texto = excluded.texto, ruta = excluded.ruta,
				vista = excluded.vista, visible_desde = excluded.visible_desde, despublicar_en = excluded.despublicar_en, documento = excluded.documento`,
			t.Name, key, e.title, e.text, e.path, t.Search.View, e.visibleFrom, e.hiddenFrom, e.title, e.text)
		if err != nil {
			return fmt.Errorf("index %s %s: %w", t.Name, key, err)
		}
		return nil
	}
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO busqueda (tabla, registro, titulo, texto, ruta, vista, visible_desde, despublicar_en)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tabla, registro) DO UPDATE SET titulo = excluded.titulo, texto = excluded.texto, ruta = excluded.ruta,
			vista = excluded.vista, visible_desde = excluded.visible_desde, despublicar_en = excluded.despublicar_en
		RETURNING id`, t.Name, key, e.title, e.text, e.path, t.Search.View, e.visibleFrom, e.hiddenFrom).Scan(&id)
	if err != nil {
		return fmt.Errorf("index %s %s: %w", t.Name, key, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts WHERE rowid = ?`, id); err != nil {
		return fmt.Errorf("index %s %s: %w", t.Name, key, err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO busqueda_fts (rowid, titulo, texto, vista, visible_desde, despublicar_en) VALUES (?, ?, ?, ?, ?, ?)`,
		id, searchtext.IndexText(e.title), searchtext.IndexText(e.text), t.Search.View, e.visibleFrom, e.hiddenFrom); err != nil {
		return fmt.Errorf("index %s %s: %w", t.Name, key, err)
	}
	return nil
}

// UnindexRecords deletes the index rows of deleted records, in the delete's transaction.
func UnindexRecords(ctx context.Context, tx *database.Tx, t *Table, keys []string) error {
	if t.Search == nil {
		return nil
	}
	for _, key := range keys {
		if tx.Dialect() == database.SQLite {
			if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts WHERE rowid IN (SELECT id FROM busqueda WHERE tabla = ? AND registro = ?)`, t.Name, key); err != nil {
				return fmt.Errorf("unindex %s %s: %w", t.Name, key, err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM busqueda WHERE tabla = ? AND registro = ?`, t.Name, key); err != nil {
			return fmt.Errorf("unindex %s %s: %w", t.Name, key, err)
		}
	}
	return nil
}

// Reindex rebuilds the whole index from the searchable tables (after an import, or on a database
// whose rows were written before the index existed), in one transaction.
func Reindex(ctx context.Context, db *database.DB, c *Catalog) error {
	return db.InTx(ctx, func(tx *database.Tx) error {
		if tx.Dialect() == database.SQLite {
			if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts`); err != nil {
				return fmt.Errorf("reindex: %w", err)
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM busqueda`); err != nil {
			return fmt.Errorf("reindex: %w", err)
		}
		for _, t := range c.Tables() {
			if t.Search == nil {
				continue
			}
			if err := reindexTable(ctx, tx, t); err != nil {
				return err
			}
		}
		return nil
	})
}

func reindexTable(ctx context.Context, tx *database.Tx, t *Table) error {
	cols := []string{t.PrimaryKey, t.Search.Title}
	cols = append(cols, t.Search.Fields...)
	for _, m := range placeholder.FindAllStringSubmatch(t.Search.Path, -1) {
		cols = append(cols, m[1])
	}
	if t.Lifecycle {
		cols = append(cols, ColumnVisibleFrom, ColumnUnpublishAt)
	}
	quoted := make([]string, len(cols))
	for i, c := range cols {
		quoted[i] = `"` + c + `"`
	}
	rows, err := tx.Query(ctx, `SELECT `+strings.Join(quoted, ", ")+` FROM "`+t.Name+`"`)
	if err != nil {
		return fmt.Errorf("reindex %s: %w", t.Name, err)
	}
	var recs []Row
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			rows.Close()
			return fmt.Errorf("reindex %s: %w", t.Name, err)
		}
		rec := Row{}
		for i, c := range cols {
			rec[c] = scanned(vals[i], t.Column(c))
		}
		recs = append(recs, rec)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reindex %s: %w", t.Name, err)
	}
	return IndexRecords(ctx, tx, t, recs)
}

// scanned converts a raw database value to what entryOf reads: text as string, JSON as raw bytes,
// times as time.Time (SQLite keeps them as fixed-width text).
func scanned(v any, col *Column) any {
	if b, ok := v.([]byte); ok {
		v = string(b)
	}
	if col == nil || v == nil {
		return v
	}
	switch col.Type {
	case JSONB:
		return json.RawMessage(fmt.Sprint(v))
	case Timestamptz:
		if s, ok := v.(string); ok {
			if t, err := database.ParseTime(s); err == nil {
				return t
			}
		}
	}
	return v
}

// EnsureIndexed indexes a database whose searchable rows were written before the index existed (an
// upgrade): when the index is empty and some searchable table is not, it rebuilds it.
func EnsureIndexed(ctx context.Context, db *database.DB, c *Catalog) error {
	var one int
	err := db.QueryRow(ctx, `SELECT 1 FROM busqueda LIMIT 1`).Scan(&one)
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("check the search index: %w", err)
	}
	for _, t := range c.Tables() {
		if t.Search == nil {
			continue
		}
		err := db.QueryRow(ctx, `SELECT 1 FROM "`+t.Name+`" LIMIT 1`).Scan(&one)
		if err == nil {
			return Reindex(ctx, db, c)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("check %s: %w", t.Name, err)
		}
	}
	return nil
}
