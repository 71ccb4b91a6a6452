-- The translations of every other translatable table, as the catalog derives them from each
-- table's declaration (schema.TranslationTable): <table>_traducciones with the translatable columns,
-- a slug unique within its language when the item has one (the same slug may serve two languages),
-- the lifecycle's columns (a translation is a draft, scheduled or published on its own, also when its
-- item has no lifecycle) and the item's version it was saved against. The site's settings and the
-- SEO defaults are one row each (id 1): their translations have origen 1. An item's translations go
-- with it; a language in use cannot be deleted.

-- +goose Up
CREATE TABLE ajustes_seo_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES ajustes_seo (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    patron_titulo  TEXT,
    descripcion    TEXT,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT ajustes_seo_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX ajustes_seo_traducciones_origen_idioma_key ON ajustes_seo_traducciones (origen, idioma);
CREATE INDEX ajustes_seo_traducciones_idioma_created_at_idx ON ajustes_seo_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX ajustes_seo_traducciones_publicar_en_idx ON ajustes_seo_traducciones (publicar_en);
CREATE INDEX ajustes_seo_traducciones_despublicar_en_idx ON ajustes_seo_traducciones (despublicar_en);
CREATE INDEX ajustes_seo_traducciones_eliminado_en_idx ON ajustes_seo_traducciones (eliminado_en);
CREATE INDEX ajustes_seo_traducciones_visible_desde_idx ON ajustes_seo_traducciones (visible_desde);

CREATE TABLE ajustes_sitio_traducciones (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    origen               INTEGER NOT NULL REFERENCES ajustes_sitio (id) ON DELETE CASCADE,
    idioma               TEXT NOT NULL REFERENCES idiomas (codigo),
    texto_cabecera       TEXT,
    texto_pie            TEXT,
    horario              TEXT,
    portada_titulo       TEXT,
    portada_texto        TEXT,
    portada_imagen_alt   TEXT,
    portada_boton1_texto TEXT,
    portada_boton2_texto TEXT,
    version_origen       INTEGER NOT NULL DEFAULT 1,
    created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado               TEXT NOT NULL DEFAULT 'publicado',
    publicar_en          TEXT,
    despublicar_en       TEXT,
    eliminado_en         TEXT,
    version              INTEGER NOT NULL DEFAULT 1,
    visible_desde        TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT ajustes_sitio_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX ajustes_sitio_traducciones_origen_idioma_key ON ajustes_sitio_traducciones (origen, idioma);
CREATE INDEX ajustes_sitio_traducciones_idioma_created_at_idx ON ajustes_sitio_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX ajustes_sitio_traducciones_publicar_en_idx ON ajustes_sitio_traducciones (publicar_en);
CREATE INDEX ajustes_sitio_traducciones_despublicar_en_idx ON ajustes_sitio_traducciones (despublicar_en);
CREATE INDEX ajustes_sitio_traducciones_eliminado_en_idx ON ajustes_sitio_traducciones (eliminado_en);
CREATE INDEX ajustes_sitio_traducciones_visible_desde_idx ON ajustes_sitio_traducciones (visible_desde);

CREATE TABLE "categoria-servicios_traducciones" (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES "categoria-servicios" (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    name           TEXT NOT NULL,
    slug           TEXT NOT NULL,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT "categoria-servicios_traducciones_name_check" CHECK (length(trim(name)) > 0),
    CONSTRAINT "categoria-servicios_traducciones_slug_check" CHECK (length(trim(slug)) > 0),
    CONSTRAINT "categoria-servicios_traducciones_estado_check" CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX "categoria-servicios_traducciones_origen_idioma_key" ON "categoria-servicios_traducciones" (origen, idioma);
CREATE UNIQUE INDEX "categoria-servicios_traducciones_idioma_slug_key" ON "categoria-servicios_traducciones" (idioma, slug);
CREATE INDEX "categoria-servicios_traducciones_idioma_created_at_idx" ON "categoria-servicios_traducciones" (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX "categoria-servicios_traducciones_publicar_en_idx" ON "categoria-servicios_traducciones" (publicar_en);
CREATE INDEX "categoria-servicios_traducciones_despublicar_en_idx" ON "categoria-servicios_traducciones" (despublicar_en);
CREATE INDEX "categoria-servicios_traducciones_eliminado_en_idx" ON "categoria-servicios_traducciones" (eliminado_en);
CREATE INDEX "categoria-servicios_traducciones_visible_desde_idx" ON "categoria-servicios_traducciones" (visible_desde);

CREATE TABLE contenido_traducciones (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    origen           INTEGER NOT NULL REFERENCES contenido (id) ON DELETE CASCADE,
    idioma           TEXT NOT NULL REFERENCES idiomas (codigo),
    titulo           TEXT NOT NULL,
    descripcion      TEXT NOT NULL DEFAULT '{"body":"","layout":1}',
    meta_titulo      TEXT,
    meta_descripcion TEXT,
    version_origen   INTEGER NOT NULL DEFAULT 1,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado           TEXT NOT NULL DEFAULT 'publicado',
    publicar_en      TEXT,
    despublicar_en   TEXT,
    eliminado_en     TEXT,
    version          INTEGER NOT NULL DEFAULT 1,
    visible_desde    TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT contenido_traducciones_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT contenido_traducciones_descripcion_check CHECK (json_valid(descripcion) AND json_type(descripcion) = 'object'),
    CONSTRAINT contenido_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX contenido_traducciones_origen_idioma_key ON contenido_traducciones (origen, idioma);
CREATE INDEX contenido_traducciones_idioma_created_at_idx ON contenido_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX contenido_traducciones_publicar_en_idx ON contenido_traducciones (publicar_en);
CREATE INDEX contenido_traducciones_despublicar_en_idx ON contenido_traducciones (despublicar_en);
CREATE INDEX contenido_traducciones_eliminado_en_idx ON contenido_traducciones (eliminado_en);
CREATE INDEX contenido_traducciones_visible_desde_idx ON contenido_traducciones (visible_desde);

CREATE TABLE departamentos_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES departamentos (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    nombre         TEXT NOT NULL,
    descripcion    TEXT,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT departamentos_traducciones_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT departamentos_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX departamentos_traducciones_origen_idioma_key ON departamentos_traducciones (origen, idioma);
CREATE INDEX departamentos_traducciones_idioma_created_at_idx ON departamentos_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX departamentos_traducciones_publicar_en_idx ON departamentos_traducciones (publicar_en);
CREATE INDEX departamentos_traducciones_despublicar_en_idx ON departamentos_traducciones (despublicar_en);
CREATE INDEX departamentos_traducciones_eliminado_en_idx ON departamentos_traducciones (eliminado_en);
CREATE INDEX departamentos_traducciones_visible_desde_idx ON departamentos_traducciones (visible_desde);

CREATE TABLE medios_traducciones (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    origen            INTEGER NOT NULL REFERENCES medios (id) ON DELETE CASCADE,
    idioma            TEXT NOT NULL REFERENCES idiomas (codigo),
    texto_alternativo TEXT,
    titulo            TEXT,
    version_origen    INTEGER NOT NULL DEFAULT 1,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado            TEXT NOT NULL DEFAULT 'publicado',
    publicar_en       TEXT,
    despublicar_en    TEXT,
    eliminado_en      TEXT,
    version           INTEGER NOT NULL DEFAULT 1,
    visible_desde     TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT medios_traducciones_texto_alternativo_check CHECK (texto_alternativo IS NULL OR length(texto_alternativo) <= 1000),
    CONSTRAINT medios_traducciones_titulo_check CHECK (titulo IS NULL OR length(titulo) <= 200),
    CONSTRAINT medios_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX medios_traducciones_origen_idioma_key ON medios_traducciones (origen, idioma);
CREATE INDEX medios_traducciones_idioma_created_at_idx ON medios_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX medios_traducciones_publicar_en_idx ON medios_traducciones (publicar_en);
CREATE INDEX medios_traducciones_despublicar_en_idx ON medios_traducciones (despublicar_en);
CREATE INDEX medios_traducciones_eliminado_en_idx ON medios_traducciones (eliminado_en);
CREATE INDEX medios_traducciones_visible_desde_idx ON medios_traducciones (visible_desde);

CREATE TABLE menus_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    etiqueta       TEXT NOT NULL,
    destino        TEXT,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT menus_traducciones_etiqueta_check CHECK (length(trim(etiqueta)) > 0),
    CONSTRAINT menus_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX menus_traducciones_origen_idioma_key ON menus_traducciones (origen, idioma);
CREATE INDEX menus_traducciones_idioma_created_at_idx ON menus_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX menus_traducciones_publicar_en_idx ON menus_traducciones (publicar_en);
CREATE INDEX menus_traducciones_despublicar_en_idx ON menus_traducciones (despublicar_en);
CREATE INDEX menus_traducciones_eliminado_en_idx ON menus_traducciones (eliminado_en);
CREATE INDEX menus_traducciones_visible_desde_idx ON menus_traducciones (visible_desde);

CREATE TABLE paginas_traducciones (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    origen           INTEGER NOT NULL REFERENCES paginas (id) ON DELETE CASCADE,
    idioma           TEXT NOT NULL REFERENCES idiomas (codigo),
    titulo           TEXT NOT NULL,
    slug             TEXT NOT NULL,
    bloques          TEXT NOT NULL DEFAULT '[]',
    meta_titulo      TEXT,
    meta_descripcion TEXT,
    version_origen   INTEGER NOT NULL DEFAULT 1,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado           TEXT NOT NULL DEFAULT 'publicado',
    publicar_en      TEXT,
    despublicar_en   TEXT,
    eliminado_en     TEXT,
    version          INTEGER NOT NULL DEFAULT 1,
    visible_desde    TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT paginas_traducciones_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT paginas_traducciones_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT paginas_traducciones_bloques_check CHECK (json_valid(bloques) AND json_type(bloques) = 'array'),
    CONSTRAINT paginas_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX paginas_traducciones_origen_idioma_key ON paginas_traducciones (origen, idioma);
CREATE UNIQUE INDEX paginas_traducciones_idioma_slug_key ON paginas_traducciones (idioma, slug);
CREATE INDEX paginas_traducciones_idioma_created_at_idx ON paginas_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX paginas_traducciones_publicar_en_idx ON paginas_traducciones (publicar_en);
CREATE INDEX paginas_traducciones_despublicar_en_idx ON paginas_traducciones (despublicar_en);
CREATE INDEX paginas_traducciones_eliminado_en_idx ON paginas_traducciones (eliminado_en);
CREATE INDEX paginas_traducciones_visible_desde_idx ON paginas_traducciones (visible_desde);

CREATE TABLE preguntas_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES preguntas (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    pregunta       TEXT NOT NULL,
    respuesta      TEXT NOT NULL DEFAULT '',
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT preguntas_traducciones_pregunta_check CHECK (length(trim(pregunta)) > 0),
    CONSTRAINT preguntas_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX preguntas_traducciones_origen_idioma_key ON preguntas_traducciones (origen, idioma);
CREATE INDEX preguntas_traducciones_idioma_created_at_idx ON preguntas_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX preguntas_traducciones_publicar_en_idx ON preguntas_traducciones (publicar_en);
CREATE INDEX preguntas_traducciones_despublicar_en_idx ON preguntas_traducciones (despublicar_en);
CREATE INDEX preguntas_traducciones_eliminado_en_idx ON preguntas_traducciones (eliminado_en);
CREATE INDEX preguntas_traducciones_visible_desde_idx ON preguntas_traducciones (visible_desde);

CREATE TABLE proyecto_imagenes_traducciones (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    origen            INTEGER NOT NULL REFERENCES proyecto_imagenes (id) ON DELETE CASCADE,
    idioma            TEXT NOT NULL REFERENCES idiomas (codigo),
    texto_alternativo TEXT NOT NULL DEFAULT '',
    version_origen    INTEGER NOT NULL DEFAULT 1,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado            TEXT NOT NULL DEFAULT 'publicado',
    publicar_en       TEXT,
    despublicar_en    TEXT,
    eliminado_en      TEXT,
    version           INTEGER NOT NULL DEFAULT 1,
    visible_desde     TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT proyecto_imagenes_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX proyecto_imagenes_traducciones_origen_idioma_key ON proyecto_imagenes_traducciones (origen, idioma);
CREATE INDEX proyecto_imagenes_traducciones_idioma_created_at_idx ON proyecto_imagenes_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX proyecto_imagenes_traducciones_publicar_en_idx ON proyecto_imagenes_traducciones (publicar_en);
CREATE INDEX proyecto_imagenes_traducciones_despublicar_en_idx ON proyecto_imagenes_traducciones (despublicar_en);
CREATE INDEX proyecto_imagenes_traducciones_eliminado_en_idx ON proyecto_imagenes_traducciones (eliminado_en);
CREATE INDEX proyecto_imagenes_traducciones_visible_desde_idx ON proyecto_imagenes_traducciones (visible_desde);

CREATE TABLE proyectos_traducciones (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    origen           INTEGER NOT NULL REFERENCES proyectos (id) ON DELETE CASCADE,
    idioma           TEXT NOT NULL REFERENCES idiomas (codigo),
    titulo           TEXT NOT NULL,
    resumen          TEXT NOT NULL DEFAULT '',
    cuerpo           TEXT NOT NULL DEFAULT '',
    resultados       TEXT NOT NULL DEFAULT '[]',
    meta_titulo      TEXT,
    meta_descripcion TEXT,
    slug             TEXT NOT NULL,
    version_origen   INTEGER NOT NULL DEFAULT 1,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado           TEXT NOT NULL DEFAULT 'publicado',
    publicar_en      TEXT,
    despublicar_en   TEXT,
    eliminado_en     TEXT,
    version          INTEGER NOT NULL DEFAULT 1,
    visible_desde    TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT proyectos_traducciones_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT proyectos_traducciones_resultados_check CHECK (json_valid(resultados) AND json_type(resultados) = 'array'),
    CONSTRAINT proyectos_traducciones_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT proyectos_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX proyectos_traducciones_origen_idioma_key ON proyectos_traducciones (origen, idioma);
CREATE UNIQUE INDEX proyectos_traducciones_idioma_slug_key ON proyectos_traducciones (idioma, slug);
CREATE INDEX proyectos_traducciones_idioma_created_at_idx ON proyectos_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX proyectos_traducciones_publicar_en_idx ON proyectos_traducciones (publicar_en);
CREATE INDEX proyectos_traducciones_despublicar_en_idx ON proyectos_traducciones (despublicar_en);
CREATE INDEX proyectos_traducciones_eliminado_en_idx ON proyectos_traducciones (eliminado_en);
CREATE INDEX proyectos_traducciones_visible_desde_idx ON proyectos_traducciones (visible_desde);

CREATE TABLE testimoniales_traducciones (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    origen         INTEGER NOT NULL REFERENCES testimoniales (id) ON DELETE CASCADE,
    idioma         TEXT NOT NULL REFERENCES idiomas (codigo),
    testimonio     TEXT NOT NULL,
    cargo          TEXT,
    version_origen INTEGER NOT NULL DEFAULT 1,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT testimoniales_traducciones_testimonio_check CHECK (length(trim(testimonio)) > 0),
    CONSTRAINT testimoniales_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX testimoniales_traducciones_origen_idioma_key ON testimoniales_traducciones (origen, idioma);
CREATE INDEX testimoniales_traducciones_idioma_created_at_idx ON testimoniales_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX testimoniales_traducciones_publicar_en_idx ON testimoniales_traducciones (publicar_en);
CREATE INDEX testimoniales_traducciones_despublicar_en_idx ON testimoniales_traducciones (despublicar_en);
CREATE INDEX testimoniales_traducciones_eliminado_en_idx ON testimoniales_traducciones (eliminado_en);
CREATE INDEX testimoniales_traducciones_visible_desde_idx ON testimoniales_traducciones (visible_desde);

CREATE TABLE vacantes_traducciones (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    origen           INTEGER NOT NULL REFERENCES vacantes (id) ON DELETE CASCADE,
    idioma           TEXT NOT NULL REFERENCES idiomas (codigo),
    titulo           TEXT NOT NULL,
    ubicacion        TEXT,
    descripcion      TEXT NOT NULL DEFAULT '',
    requisitos       TEXT NOT NULL DEFAULT '',
    meta_titulo      TEXT,
    meta_descripcion TEXT,
    slug             TEXT NOT NULL,
    version_origen   INTEGER NOT NULL DEFAULT 1,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    estado           TEXT NOT NULL DEFAULT 'publicado',
    publicar_en      TEXT,
    despublicar_en   TEXT,
    eliminado_en     TEXT,
    version          INTEGER NOT NULL DEFAULT 1,
    visible_desde    TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    CONSTRAINT vacantes_traducciones_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT vacantes_traducciones_slug_check CHECK (length(trim(slug)) > 0),
    CONSTRAINT vacantes_traducciones_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'))
);
CREATE UNIQUE INDEX vacantes_traducciones_origen_idioma_key ON vacantes_traducciones (origen, idioma);
CREATE UNIQUE INDEX vacantes_traducciones_idioma_slug_key ON vacantes_traducciones (idioma, slug);
CREATE INDEX vacantes_traducciones_idioma_created_at_idx ON vacantes_traducciones (idioma, created_at, id, visible_desde, despublicar_en);
CREATE INDEX vacantes_traducciones_publicar_en_idx ON vacantes_traducciones (publicar_en);
CREATE INDEX vacantes_traducciones_despublicar_en_idx ON vacantes_traducciones (despublicar_en);
CREATE INDEX vacantes_traducciones_eliminado_en_idx ON vacantes_traducciones (eliminado_en);
CREATE INDEX vacantes_traducciones_visible_desde_idx ON vacantes_traducciones (visible_desde);

-- +goose Down
DROP TABLE vacantes_traducciones;
DROP TABLE testimoniales_traducciones;
DROP TABLE proyectos_traducciones;
DROP TABLE proyecto_imagenes_traducciones;
DROP TABLE preguntas_traducciones;
DROP TABLE paginas_traducciones;
DROP TABLE menus_traducciones;
DROP TABLE medios_traducciones;
DROP TABLE departamentos_traducciones;
DROP TABLE contenido_traducciones;
DROP TABLE "categoria-servicios_traducciones";
DROP TABLE ajustes_sitio_traducciones;
DROP TABLE ajustes_seo_traducciones;
