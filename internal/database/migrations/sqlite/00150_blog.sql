-- The blog (docs/spec/modules.md §1, view blog): posts with the editorial lifecycle (§2), their tags
-- and the join between them. autor is an employee; autor_nombre is the name the post is signed with,
-- copied at save time, because anon may not read "Empleados" (personal data) and the public pages
-- show the author. The sort indexes carry the lifecycle's columns as contenido's do (00137), so the
-- public list, a tag's list and a count read the index alone.

-- +goose Up
CREATE TABLE blog_entradas (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo         TEXT NOT NULL,
    slug           TEXT NOT NULL,
    extracto       TEXT NOT NULL DEFAULT '',
    cuerpo         TEXT NOT NULL DEFAULT '',
    portada        TEXT,
    portada_alt    TEXT NOT NULL DEFAULT '',
    autor          TEXT REFERENCES "Empleados" (id) ON DELETE SET NULL,
    autor_nombre   TEXT NOT NULL DEFAULT '',
    tiempo_lectura INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT blog_entradas_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT blog_entradas_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT blog_entradas_tiempo_lectura_check CHECK (tiempo_lectura > 0),
    CONSTRAINT blog_entradas_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX blog_entradas_slug_key ON blog_entradas (slug);
CREATE INDEX blog_entradas_created_at_idx ON blog_entradas (created_at, id, visible_desde, despublicar_en);
CREATE INDEX blog_entradas_autor_created_at_idx ON blog_entradas (autor, created_at, id, visible_desde, despublicar_en);
CREATE INDEX blog_entradas_estado_created_at_idx ON blog_entradas (estado, created_at);
CREATE INDEX blog_entradas_publicar_en_idx ON blog_entradas (publicar_en);
CREATE INDEX blog_entradas_despublicar_en_idx ON blog_entradas (despublicar_en);
CREATE INDEX blog_entradas_eliminado_en_idx ON blog_entradas (eliminado_en);
CREATE INDEX blog_entradas_visible_desde_idx ON blog_entradas (visible_desde);

CREATE TABLE etiquetas (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre     TEXT NOT NULL,
    slug       TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT etiquetas_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT etiquetas_slug_check CHECK (length(trim(slug)) > 0)
);
CREATE UNIQUE INDEX etiquetas_slug_key ON etiquetas (slug);
CREATE INDEX etiquetas_nombre_idx ON etiquetas (nombre);

CREATE TABLE blog_entradas_etiquetas (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    entrada    INTEGER NOT NULL REFERENCES blog_entradas (id) ON DELETE CASCADE,
    etiqueta   INTEGER NOT NULL REFERENCES etiquetas (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE UNIQUE INDEX blog_entradas_etiquetas_entrada_etiqueta_key ON blog_entradas_etiquetas (entrada, etiqueta);
CREATE INDEX blog_entradas_etiquetas_etiqueta_idx ON blog_entradas_etiquetas (etiqueta, entrada);

-- +goose Down
DROP TABLE blog_entradas_etiquetas;
DROP TABLE etiquetas;
DROP TABLE blog_entradas;
