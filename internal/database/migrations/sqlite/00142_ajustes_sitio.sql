-- The site's appearance and public details (view `templates`, docs/spec/modules.md §1): one row
-- (id 1) with the site name, logo and favicon (paths in bucket contenido), primary and accent
-- colours, a font (a system font stack: no third-party requests), header and footer texts and the
-- contact data the footer and the contact page show. Everything here is public by design.
-- And plantillas: page templates, saved block arrangements a new page starts from (signed-in only).

-- +goose Up
CREATE TABLE ajustes_sitio (
    id              INTEGER PRIMARY KEY DEFAULT 1,
    nombre_sitio    TEXT,
    logo            TEXT,
    favicon         TEXT,
    color_primario  TEXT NOT NULL DEFAULT '#102a43',
    color_acento    TEXT NOT NULL DEFAULT '#0b5394',
    fuente          TEXT NOT NULL DEFAULT 'sistema',
    texto_cabecera  TEXT,
    texto_pie       TEXT,
    direccion       TEXT,
    telefono        TEXT,
    email           TEXT,
    horario         TEXT,
    mapa_url        TEXT,
    redes           TEXT NOT NULL DEFAULT '[]',
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT ajustes_sitio_id_check CHECK (id = 1),
    CONSTRAINT ajustes_sitio_color_primario_check CHECK (color_primario GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_color_acento_check CHECK (color_acento GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_fuente_check CHECK (fuente IN ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada')),
    CONSTRAINT ajustes_sitio_redes_check CHECK (json_valid(redes) AND json_type(redes) = 'array')
);

CREATE TABLE plantillas (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre     TEXT NOT NULL,
    bloques    TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT plantillas_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT plantillas_bloques_check CHECK (json_valid(bloques) AND json_type(bloques) = 'array')
);
CREATE INDEX plantillas_created_at_idx ON plantillas (created_at);

-- +goose Down
DROP TABLE plantillas;
DROP TABLE ajustes_sitio;
