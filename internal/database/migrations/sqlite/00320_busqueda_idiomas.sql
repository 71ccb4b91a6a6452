-- The site search in every language (internal/platform/schema/search_translations.go): the index
-- holds a row per published or scheduled translation of a searchable item too, with its language
-- (idioma; '' on the default language's rows) and its item's index row (origen; null on an item's
-- own row), through which a search in that language checks that the item is visible as well. The
-- link has no foreign key: the full-text rows are deleted by hand anyway, and the platform deletes a
-- translation's row with its item's. busqueda_fts gets the two columns too (an FTS5 table takes no
-- new columns, so it is made anew), and the index is emptied so that `vitrina serve` rebuilds it at
-- start, translations included (the index is empty, the tables are not).

-- +goose Up
DROP TABLE busqueda_fts;
DELETE FROM busqueda;
ALTER TABLE busqueda ADD COLUMN idioma TEXT NOT NULL DEFAULT '';
ALTER TABLE busqueda ADD COLUMN origen INTEGER;
CREATE INDEX busqueda_origen_idx ON busqueda (origen);
CREATE VIRTUAL TABLE busqueda_fts USING fts5(titulo, texto, vista UNINDEXED, visible_desde UNINDEXED, despublicar_en UNINDEXED,
    idioma UNINDEXED, origen UNINDEXED, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO busqueda_fts (busqueda_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)');

-- +goose Down
DROP TABLE busqueda_fts;
DELETE FROM busqueda;
DROP INDEX busqueda_origen_idx;
ALTER TABLE busqueda DROP COLUMN origen;
ALTER TABLE busqueda DROP COLUMN idioma;
CREATE VIRTUAL TABLE busqueda_fts USING fts5(titulo, texto, vista UNINDEXED, visible_desde UNINDEXED, despublicar_en UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO busqueda_fts (busqueda_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)');
