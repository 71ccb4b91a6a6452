-- Self-hosted fonts: the appearance may choose inter, source-sans or merriweather, whose
-- files the site serves itself (internal/site/static, SIL Open Font License). SQLite cannot change a
-- CHECK constraint in place, so the one-row table is rebuilt with the same columns, in the same order.

-- +goose Up
CREATE TABLE ajustes_sitio_nueva (
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
    mostrar_equipo  INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT ajustes_sitio_id_check CHECK (id = 1),
    CONSTRAINT ajustes_sitio_color_primario_check CHECK (color_primario GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_color_acento_check CHECK (color_acento GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_fuente_check CHECK (fuente IN ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada', 'inter', 'source-sans', 'merriweather')),
    CONSTRAINT ajustes_sitio_redes_check CHECK (json_valid(redes) AND json_type(redes) = 'array')
);
INSERT INTO ajustes_sitio_nueva SELECT id, nombre_sitio, logo, favicon, color_primario, color_acento, fuente, texto_cabecera, texto_pie,
    direccion, telefono, email, horario, mapa_url, redes, created_at, mostrar_equipo FROM ajustes_sitio;
DROP TABLE ajustes_sitio;
ALTER TABLE ajustes_sitio_nueva RENAME TO ajustes_sitio;

-- +goose Down
CREATE TABLE ajustes_sitio_anterior (
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
    mostrar_equipo  INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT ajustes_sitio_id_check CHECK (id = 1),
    CONSTRAINT ajustes_sitio_color_primario_check CHECK (color_primario GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_color_acento_check CHECK (color_acento GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
    CONSTRAINT ajustes_sitio_fuente_check CHECK (fuente IN ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada')),
    CONSTRAINT ajustes_sitio_redes_check CHECK (json_valid(redes) AND json_type(redes) = 'array')
);
INSERT INTO ajustes_sitio_anterior SELECT id, nombre_sitio, logo, favicon, color_primario, color_acento,
    CASE WHEN fuente IN ('inter', 'source-sans', 'merriweather') THEN 'sistema' ELSE fuente END, texto_cabecera, texto_pie,
    direccion, telefono, email, horario, mapa_url, redes, created_at, mostrar_equipo FROM ajustes_sitio;
DROP TABLE ajustes_sitio;
ALTER TABLE ajustes_sitio_anterior RENAME TO ajustes_sitio;
