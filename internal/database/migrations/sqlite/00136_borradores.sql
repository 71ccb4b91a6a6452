-- Pending drafts of published editorial rows (docs/spec/modules.md §2): the edited fields, who and
-- when, one per row; the public keeps seeing the published version until the draft is published.

-- +goose Up
CREATE TABLE borradores (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    tabla       TEXT NOT NULL,
    registro    TEXT NOT NULL,
    datos       TEXT NOT NULL,
    autor       TEXT NOT NULL,
    guardado_en TEXT NOT NULL
);
CREATE UNIQUE INDEX borradores_tabla_registro_key ON borradores (tabla, registro);

-- +goose Down
DROP TABLE borradores;
