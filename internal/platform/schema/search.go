package schema

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
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
// re-indexing: the visibility times are compared with the clock of each search. The translations of
// a searchable item have rows of their own, in their languages (search_translations.go).

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
	lang                    string // its language: "" for the default one (Spanish)
	// origin is the index row of the item a translation translates (nil on an item's own row).
	origin any
}

// entryOf reads a record (as the platform returns rows: int64, string, json.RawMessage, time.Time…)
// into its index entry.
func (t *Table) entryOf(rec Row) entry {
	return entryOf(t.Search, t.Lifecycle, rec)
}

// entryOf reads rec into its index entry by s: its title, its text and its path.
func entryOf(s *Search, lifecycle bool, rec Row) entry {
	// A title is plain text (pages escape it), so it is kept as written.
	e := entry{title: strings.Join(strings.Fields(fmt.Sprint(rec[s.Title])), " "), visibleFrom: AlwaysVisible}
	var parts []string
	for _, f := range s.Fields {
		if p := plain(rec[f]); p != "" {
			parts = append(parts, p)
		}
	}
	e.text = strings.Join(parts, " ")
	if len(e.text) > maxIndexedText {
		e.text = strings.ToValidUTF8(e.text[:maxIndexedText], "")
	}
	e.path = placeholder.ReplaceAllStringFunc(s.Path, func(m string) string {
		sub := placeholder.FindStringSubmatch(m)
		v := fmt.Sprint(rec[sub[1]])
		if sub[2] != "" {
			v = slug.Of(v, "x")
		}
		return v
	})
	if lifecycle {
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
// transaction; a table without Search has none, but a searchable table's translations have theirs
// (search_translations.go).
func IndexRecords(ctx context.Context, tx *database.Tx, t *Table, recs []Row) error {
	if t.sourceSearch != nil {
		return indexTranslations(ctx, tx, t, recs)
	}
	if t.Search == nil {
		return nil
	}
	for _, rec := range recs {
		if err := indexOne(ctx, tx, t.Name, fmt.Sprint(rec[t.PrimaryKey]), t.Search.View, t.entryOf(rec)); err != nil {
			return err
		}
	}
	return nil
}

func indexOne(ctx context.Context, tx *database.Tx, table, key, view string, e entry) error {
	if tx.Dialect() == database.Postgres {
		document, docArgs := "busqueda_documento(?, ?)", []any{e.title, e.text}
		if e.lang != "" {
			document, docArgs = "busqueda_documento_idioma(?, ?, ?)", []any{e.lang, e.title, e.text}
		}
		_, err := tx.Exec(ctx, `INSERT INTO busqueda (tabla, registro, titulo, texto, ruta, vista, visible_desde, despublicar_en, idioma, origen, documento)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, `+document+`)
			ON CONFLICT (tabla, registro) DO UPDATE SET titulo = excluded.titulo, texto = excluded.texto, ruta = excluded.ruta,
				vista = excluded.vista, visible_desde = excluded.visible_desde, despublicar_en = excluded.despublicar_en,
				idioma = excluded.idioma, origen = excluded.origen, documento = excluded.documento`,
			append([]any{table, key, e.title, e.text, e.path, view, e.visibleFrom, e.hiddenFrom, e.lang, e.origin}, docArgs...)...)
		if err != nil {
			return fmt.Errorf("index %s %s: %w", table, key, err)
		}
		return nil
	}
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO busqueda (tabla, registro, titulo, texto, ruta, vista, visible_desde, despublicar_en, idioma, origen)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tabla, registro) DO UPDATE SET titulo = excluded.titulo, texto = excluded.texto, ruta = excluded.ruta,
			vista = excluded.vista, visible_desde = excluded.visible_desde, despublicar_en = excluded.despublicar_en,
			idioma = excluded.idioma, origen = excluded.origen
		RETURNING id`, table, key, e.title, e.text, e.path, view, e.visibleFrom, e.hiddenFrom, e.lang, e.origin).Scan(&id)
	if err != nil {
		return fmt.Errorf("index %s %s: %w", table, key, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts WHERE rowid = ?`, id); err != nil {
		return fmt.Errorf("index %s %s: %w", table, key, err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO busqueda_fts (rowid, titulo, texto, vista, visible_desde, despublicar_en, idioma, origen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		id, searchtext.IndexTextIn(e.lang, e.title), searchtext.IndexTextIn(e.lang, e.text), view, e.visibleFrom, e.hiddenFrom, e.lang, e.origin); err != nil {
		return fmt.Errorf("index %s %s: %w", table, key, err)
	}
	return nil
}

// UnindexRecords deletes the index rows of deleted records, in the delete's transaction: an item's
// own and its translations' (which the database deletes with it), or a translation's.
func UnindexRecords(ctx context.Context, tx *database.Tx, t *Table, keys []string) error {
	if t.Search == nil && t.sourceSearch == nil {
		return nil
	}
	for _, key := range keys {
		if t.Search != nil {
			if err := unindexTranslationsOf(ctx, tx, t.Name, key); err != nil {
				return err
			}
		}
		if err := unindexOne(ctx, tx, t.Name, key); err != nil {
			return err
		}
	}
	return nil
}

// unindexOne deletes the index row of one record.
func unindexOne(ctx context.Context, tx *database.Tx, table, key string) error {
	if tx.Dialect() == database.SQLite {
		if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts WHERE rowid IN (SELECT id FROM busqueda WHERE tabla = ? AND registro = ?)`, table, key); err != nil {
			return fmt.Errorf("unindex %s %s: %w", table, key, err)
		}
	}
	if _, err := tx.Exec(ctx, `DELETE FROM busqueda WHERE tabla = ? AND registro = ?`, table, key); err != nil {
		return fmt.Errorf("unindex %s %s: %w", table, key, err)
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
		// The items first: a translation's row links to its item's.
		for _, translations := range []bool{false, true} {
			for _, t := range c.Tables() {
				if translations && t.sourceSearch == nil || !translations && t.Search == nil {
					continue
				}
				if err := reindexTable(ctx, tx, t); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func reindexTable(ctx context.Context, tx *database.Tx, t *Table) error {
	cols := searchColumns(t)
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

// searchColumns are the columns of t its index rows are made of: those its Search names (on a
// translation table, those of them it has: its translated ones), the path's, the lifecycle's.
func searchColumns(t *Table) []string {
	s, cols := t.Search, []string{t.PrimaryKey}
	if t.sourceSearch != nil {
		s = t.sourceSearch
		cols = append(cols, ColumnTranslationOf, ColumnLanguage)
	}
	wanted := append([]string{s.Title}, s.Fields...)
	for _, m := range placeholder.FindAllStringSubmatch(s.Path, -1) {
		wanted = append(wanted, m[1])
	}
	if t.Lifecycle {
		wanted = append(wanted, ColumnVisibleFrom, ColumnUnpublishAt)
	}
	for _, c := range wanted {
		if !slices.Contains(cols, c) && t.Column(c) != nil {
			cols = append(cols, c)
		}
	}
	return cols
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
