-- Projects (docs/spec/modules.md §1, view proyectos): case studies with the editorial lifecycle
-- (§2) — a client (clientes), a service category, a summary, a sanitized body, the project's date, a
-- featured flag, the key results as a JSON array of {etiqueta, cifra} (read and written with the
-- project, so they are in its revisions), and the per-item SEO columns every editorial table has.
-- The gallery is proyecto_imagenes: several images of a public bucket with their order and alt text.
-- The sort indexes carry the lifecycle's columns (visible_desde and despublicar_en for the public
-- lists, eliminado_en for the admin's), so a list, a category's or a client's list and their counts
-- read the index alone, at any page.

-- +goose Up
CREATE TABLE proyectos (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo           TEXT NOT NULL,
    slug             TEXT NOT NULL,
    cliente          INTEGER REFERENCES clientes (id) ON DELETE SET NULL,
    categoria        INTEGER REFERENCES "categoria-servicios" (id) ON DELETE SET NULL,
    resumen          TEXT NOT NULL DEFAULT '',
    cuerpo           TEXT NOT NULL DEFAULT '',
    fecha            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    destacado        INTEGER NOT NULL DEFAULT 0,
    resultados       TEXT NOT NULL DEFAULT '[]',
    meta_titulo      TEXT,
    meta_descripcion TEXT,
    url_canonica     TEXT,
    noindex          INTEGER NOT NULL DEFAULT 0,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado           TEXT NOT NULL DEFAULT 'publicado',
    publicar_en      TEXT,
    despublicar_en   TEXT,
    eliminado_en     TEXT,
    version          INTEGER NOT NULL DEFAULT 1,
    visible_desde    TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT proyectos_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT proyectos_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT proyectos_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado')),
    CONSTRAINT proyectos_resultados_check CHECK (json_valid(resultados) AND json_type(resultados) = 'array')
);
CREATE UNIQUE INDEX proyectos_slug_key ON proyectos (slug);
CREATE INDEX proyectos_fecha_idx ON proyectos (fecha, id, visible_desde, despublicar_en, eliminado_en);
CREATE INDEX proyectos_categoria_fecha_idx ON proyectos (categoria, fecha, id, visible_desde, despublicar_en, eliminado_en);
CREATE INDEX proyectos_cliente_fecha_idx ON proyectos (cliente, fecha, id, visible_desde, despublicar_en, eliminado_en);
CREATE INDEX proyectos_destacado_fecha_idx ON proyectos (destacado, fecha, id, visible_desde, despublicar_en, eliminado_en);
CREATE INDEX proyectos_estado_fecha_idx ON proyectos (estado, fecha);
CREATE INDEX proyectos_eliminado_en_fecha_idx ON proyectos (eliminado_en, fecha, id);
CREATE INDEX proyectos_created_at_idx ON proyectos (created_at);
CREATE INDEX proyectos_publicar_en_idx ON proyectos (publicar_en);
CREATE INDEX proyectos_despublicar_en_idx ON proyectos (despublicar_en);
CREATE INDEX proyectos_visible_desde_idx ON proyectos (visible_desde);

CREATE TABLE proyecto_imagenes (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    proyecto          INTEGER NOT NULL REFERENCES proyectos (id) ON DELETE CASCADE,
    bucket            TEXT NOT NULL DEFAULT 'contenido',
    ruta              TEXT NOT NULL,
    texto_alternativo TEXT NOT NULL DEFAULT '',
    orden             INTEGER NOT NULL DEFAULT 0,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT proyecto_imagenes_ruta_check CHECK (length(trim(ruta)) > 0)
);
CREATE INDEX proyecto_imagenes_proyecto_orden_idx ON proyecto_imagenes (proyecto, orden, id);
CREATE INDEX proyecto_imagenes_ruta_idx ON proyecto_imagenes (ruta);

-- +goose Down
DROP TABLE proyecto_imagenes;
DROP TABLE proyectos;
