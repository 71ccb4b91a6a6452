-- The site's menus (view `menus`, docs/spec/modules.md §1): one row per item of the header
-- (cabecera) or footer (pie) menu, in orden among its siblings, nested two levels at most (padre is a
-- top-level item of the same menu). The target is tipo + destino: a page, a service category or a
-- content item by id, one of the site's own pages by key, or an external http(s) address.

-- +goose Up
CREATE TABLE menus (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    ubicacion  TEXT NOT NULL,
    padre      INTEGER CONSTRAINT menus_padre_fkey REFERENCES menus (id),
    etiqueta   TEXT NOT NULL,
    tipo       TEXT NOT NULL,
    destino    TEXT NOT NULL,
    orden      INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT menus_ubicacion_check CHECK (ubicacion IN ('cabecera', 'pie')),
    CONSTRAINT menus_tipo_check CHECK (tipo IN ('pagina', 'categoria', 'contenido', 'sitio', 'externo')),
    CONSTRAINT menus_etiqueta_check CHECK (length(trim(etiqueta)) > 0),
    CONSTRAINT menus_padre_check CHECK (padre IS NULL OR padre <> id)
);
CREATE INDEX menus_ubicacion_orden_idx ON menus (ubicacion, orden, id);
CREATE INDEX menus_padre_idx ON menus (padre);

-- +goose Down
DROP TABLE menus;
