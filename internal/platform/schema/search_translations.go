package schema

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"

	"github.com/vitrina/vitrina/internal/database"
)

// The translations of a searchable item are searched in their languages: each published or
// scheduled translation has an index row of its own, with its language (idioma; the default
// language's rows have "") and a link to its item's index row (origen), so that buscar in that
// language finds it only while both are visible — the translation's times are its row's, the item's
// are read through the link at each search, so a change of the item needs no re-indexing of its
// translations. Its title, text and path are the item's Search over the translation's columns: the
// translated ones (a column the translation does not have, as the blog's author name, is not in its
// text), the translation's slug, the item's id, under the language's prefix (/en/blog/<slug>). Its
// words are read by its language's rules (internal/searchtext on SQLite; the language's text search
// configuration on PostgreSQL, busqueda_configuracion). A draft, archived or trashed translation has
// no row.

// indexTranslations writes the index rows of translations just inserted or updated.
func indexTranslations(ctx context.Context, tx *database.Tx, t *Table, recs []Row) error {
	for _, rec := range recs {
		key := fmt.Sprint(rec[t.PrimaryKey])
		lang := fmt.Sprint(rec[ColumnLanguage])
		item := maps.Clone(rec)
		item[t.PrimaryKey] = rec[ColumnTranslationOf] // the path's {id} is the item's
		e := entryOf(t.sourceSearch, true, item)
		if e.visibleFrom == nil {
			if err := unindexOne(ctx, tx, t.Name, key); err != nil {
				return err
			}
			continue
		}
		var origin int64
		err := tx.QueryRow(ctx, `SELECT id FROM busqueda WHERE tabla = ? AND registro = ?`, t.TranslationOf, fmt.Sprint(rec[ColumnTranslationOf])).Scan(&origin)
		if errors.Is(err, sql.ErrNoRows) {
			continue // an item without its index row is found in no language
		}
		if err != nil {
			return fmt.Errorf("index %s %s: %w", t.Name, key, err)
		}
		e.lang, e.origin, e.path = lang, origin, "/"+lang+e.path
		if err := indexOne(ctx, tx, t.Name, key, t.sourceSearch.View, e); err != nil {
			return err
		}
	}
	return nil
}

// unindexTranslationsOf deletes the index rows of an item's translations.
func unindexTranslationsOf(ctx context.Context, tx *database.Tx, table, key string) error {
	const translations = `SELECT t.id FROM busqueda t JOIN busqueda item ON item.id = t.origen WHERE item.tabla = ? AND item.registro = ?`
	if tx.Dialect() == database.SQLite {
		if _, err := tx.Exec(ctx, `DELETE FROM busqueda_fts WHERE rowid IN (`+translations+`)`, table, key); err != nil {
			return fmt.Errorf("unindex the translations of %s %s: %w", table, key, err)
		}
	}
	if _, err := tx.Exec(ctx, `DELETE FROM busqueda WHERE id IN (`+translations+`)`, table, key); err != nil {
		return fmt.Errorf("unindex the translations of %s %s: %w", table, key, err)
	}
	return nil
}
