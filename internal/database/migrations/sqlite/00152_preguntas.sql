-- The FAQ (docs/spec/modules.md §1, view preguntas): a question, its answer (sanitized rich text),
-- an optional service category and a manual order (orden, set by ordenar_preguntas), with the
-- editorial lifecycle (§2). The public lists follow orden; the indexes carry the lifecycle's columns
-- as contenido's do (00137).

-- +goose Up
CREATE TABLE preguntas (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    pregunta       TEXT NOT NULL,
    respuesta      TEXT NOT NULL DEFAULT '',
    categoria      INTEGER REFERENCES "categoria-servicios" (id) ON DELETE SET NULL,
    orden          INTEGER NOT NULL DEFAULT 0,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT preguntas_pregunta_check CHECK (length(trim(pregunta)) > 0),
    CONSTRAINT preguntas_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE INDEX preguntas_orden_idx ON preguntas (orden, id, visible_desde, despublicar_en);
CREATE INDEX preguntas_categoria_orden_idx ON preguntas (categoria, orden, id, visible_desde, despublicar_en);
CREATE INDEX preguntas_publicar_en_idx ON preguntas (publicar_en);
CREATE INDEX preguntas_despublicar_en_idx ON preguntas (despublicar_en);
CREATE INDEX preguntas_eliminado_en_idx ON preguntas (eliminado_en);
CREATE INDEX preguntas_visible_desde_idx ON preguntas (visible_desde);

-- +goose Down
DROP TABLE preguntas;
