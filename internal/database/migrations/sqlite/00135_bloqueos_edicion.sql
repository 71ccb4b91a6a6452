-- Edit locks of the editorial tables (docs/spec/modules.md §2): who has an item open for editing,
-- since when, and their last heartbeat; one row per item.

-- +goose Up
CREATE TABLE bloqueos_edicion (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    tabla    TEXT NOT NULL,
    registro TEXT NOT NULL,
    usuario  TEXT NOT NULL,
    desde    TEXT NOT NULL,
    latido   TEXT NOT NULL
);
CREATE UNIQUE INDEX bloqueos_edicion_tabla_registro_key ON bloqueos_edicion (tabla, registro);

-- +goose Down
DROP TABLE bloqueos_edicion;
