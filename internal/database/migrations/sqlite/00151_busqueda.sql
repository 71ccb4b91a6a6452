-- The site search's index (docs/spec/modules.md §3; internal/platform/schema/search.go): one row per
-- searchable record, written by the platform in the transaction of each write; busqueda_fts is the
-- FTS5 table over the words' keys (Spanish stem without diacritics, internal/searchtext), its rowid
-- the index row's id. The unicode61 tokenizer also removes diacritics, so text indexed by any other
-- writer still matches without accents. Rows written before this migration are indexed by
-- `vitrina serve` at start (the index is empty, the tables are not).

-- +goose Up
CREATE TABLE busqueda (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    tabla          TEXT NOT NULL,
    registro       TEXT NOT NULL,
    titulo         TEXT NOT NULL,
    texto          TEXT NOT NULL,
    ruta           TEXT NOT NULL,
    vista          TEXT NOT NULL,
    visible_desde  TEXT,
    despublicar_en TEXT
);
CREATE UNIQUE INDEX busqueda_tabla_registro_key ON busqueda (tabla, registro);
-- The visibility and the view are copied as unindexed columns, so a search filters and ranks within
-- the full-text table alone (ORDER BY rank) and reads busqueda only for the page's rows.
CREATE VIRTUAL TABLE busqueda_fts USING fts5(titulo, texto, vista UNINDEXED, visible_desde UNINDEXED, despublicar_en UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2');
-- rank is bm25 with a title word worth ten of the text's.
INSERT INTO busqueda_fts (busqueda_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)');

-- +goose Down
DROP TABLE busqueda_fts;
DROP TABLE busqueda;
