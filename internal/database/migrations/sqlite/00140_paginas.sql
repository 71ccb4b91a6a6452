-- Free pages (view `pages`, docs/spec/modules.md §1): a title, a slug (optionally under a parent
-- page, two levels at most), the ordered blocks as one JSON array (checked by the platform against
-- internal/pageblocks), SEO fields, whether the page is the home page, and the editorial lifecycle
-- (§2) with the same columns and indexes as contenido.

-- +goose Up
CREATE TABLE paginas (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo          TEXT NOT NULL,
    slug            TEXT NOT NULL,
    padre           INTEGER CONSTRAINT paginas_padre_fkey REFERENCES paginas (id),
    bloques         TEXT NOT NULL DEFAULT '[]',
    seo_titulo      TEXT,
    seo_descripcion TEXT,
    es_inicio       INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado          TEXT NOT NULL DEFAULT 'publicado'
        CONSTRAINT paginas_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado')),
    publicar_en     TEXT,
    despublicar_en  TEXT,
    eliminado_en    TEXT,
    version         INTEGER NOT NULL DEFAULT 1,
    visible_desde   TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT paginas_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT paginas_slug_check CHECK (length(slug) > 0),
    CONSTRAINT paginas_padre_check CHECK (padre IS NULL OR padre <> id),
    CONSTRAINT paginas_bloques_check CHECK (json_valid(bloques) AND json_type(bloques) = 'array')
);
-- One live page per address; a page in the trash frees its address.
CREATE UNIQUE INDEX paginas_padre_slug_key ON paginas (COALESCE(padre, 0), slug) WHERE eliminado_en IS NULL;
-- At most one home page.
CREATE UNIQUE INDEX paginas_es_inicio_key ON paginas (es_inicio) WHERE es_inicio;
CREATE INDEX paginas_slug_idx ON paginas (slug, padre, visible_desde, despublicar_en);
CREATE INDEX paginas_padre_idx ON paginas (padre);
CREATE INDEX paginas_created_at_idx ON paginas (created_at, id, visible_desde, despublicar_en);
CREATE INDEX paginas_estado_created_at_idx ON paginas (estado, created_at);
CREATE INDEX paginas_publicar_en_idx ON paginas (publicar_en);
CREATE INDEX paginas_despublicar_en_idx ON paginas (despublicar_en);
CREATE INDEX paginas_eliminado_en_idx ON paginas (eliminado_en);
CREATE INDEX paginas_visible_desde_idx ON paginas (visible_desde);

-- +goose Down
DROP TABLE paginas;
