-- The site's languages besides Spanish (idiomas) and the translations of blog posts
-- (blog_entradas_traducciones), the table the catalog derives from the post's declaration
-- (schema.TranslationTable): the translatable columns, a slug unique within its language (the same
-- slug may serve two languages), the lifecycle's columns and the post's version it was saved
-- against. A language in use cannot be deleted (it is disabled instead); a post's translations go
-- with it.

-- +goose Up
CREATE TABLE idiomas (
    codigo         TEXT PRIMARY KEY,
    nombre         TEXT NOT NULL,
    activo         INTEGER NOT NULL DEFAULT 1,
    orden          INTEGER NOT NULL DEFAULT 0,
    sin_traduccion TEXT NOT NULL DEFAULT 'no_encontrada',
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT idiomas_codigo_check CHECK (length(codigo) BETWEEN 2 AND 35 AND codigo <> 'es'),
    CONSTRAINT idiomas_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT idiomas_sin_traduccion_check CHECK (sin_traduccion IN ('no_encontrada', 'idioma_principal'))
);
CREATE INDEX idiomas_orden_idx ON idiomas (orden, codigo);

CREATE TABLE blog_entradas_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES blog_entradas (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    titulo         TEXT NOT NULL,
    extracto       TEXT NOT NULL DEFAULT '',
    cuerpo         TEXT NOT NULL DEFAULT '',
    portada_alt    TEXT NOT NULL DEFAULT '',
    slug           TEXT NOT NULL,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT blog_entradas_traducciones_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT blog_entradas_traducciones_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT blog_entradas_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX blog_entradas_traducciones_origen_idioma_key ON blog_entradas_traducciones (origen, idioma);
CREATE UNIQUE INDEX blog_entradas_traducciones_idioma_slug_key ON blog_entradas_traducciones (idioma, slug);
CREATE INDEX blog_entradas_traducciones_idioma_created_at_idx ON blog_entradas_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX blog_entradas_traducciones_publicar_en_idx ON blog_entradas_traducciones (publicar_en);
CREATE INDEX blog_entradas_traducciones_despublicar_en_idx ON blog_entradas_traducciones (despublicar_en);
CREATE INDEX blog_entradas_traducciones_eliminado_en_idx ON blog_entradas_traducciones (eliminado_en);
CREATE INDEX blog_entradas_traducciones_visible_desde_idx ON blog_entradas_traducciones (visible_desde);

-- +goose Down
DROP TABLE blog_entradas_traducciones;
DROP TABLE idiomas;
