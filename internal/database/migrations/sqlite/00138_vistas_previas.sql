-- Preview links of the editorial tables (docs/spec/modules.md §2): a row to show with its pending
-- draft, the SHA-256 of the link's secret token (the token itself is never stored), who asked for it
-- and until when. Made by crear_vista_previa, read by vista_previa (internal/platform/schema).

-- +goose Up
CREATE TABLE vistas_previas (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    tabla      TEXT NOT NULL,
    registro   TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    autor      TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    expira_en  TEXT NOT NULL
);
CREATE UNIQUE INDEX vistas_previas_token_hash_key ON vistas_previas (token_hash);
CREATE INDEX vistas_previas_tabla_registro_idx ON vistas_previas (tabla, registro);

-- +goose Down
DROP TABLE vistas_previas;
