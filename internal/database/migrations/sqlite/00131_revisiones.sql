-- The revisions of the editorial tables (docs/spec/modules.md §2): one row per saved version of a
-- row, written by the platform inside the save's transaction (internal/platform/rest/revisions.go).

-- +goose Up
CREATE TABLE revisiones (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    tabla      TEXT NOT NULL,
    registro   TEXT NOT NULL,
    datos      TEXT NOT NULL,
    autor      TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE INDEX revisiones_tabla_registro_id_idx ON revisiones (tabla, registro, id);

-- +goose Down
DROP TABLE revisiones;
