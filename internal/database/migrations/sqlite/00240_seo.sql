-- The SEO view (docs/spec/modules.md §1, view seo): ajustes_seo, one public row (id 1) with the
-- site-wide defaults (title pattern, description, share image, the organisation of the
-- Organization JSON-LD, extra robots.txt rules, search-engine verification codes); redirecciones,
-- old addresses answered with a 301 or 302 before the 404 page (the platform adds one whenever a
-- published item's slug changes, collapses chains and refuses loops: internal/platform/schema/seo*.go);
-- registro_404, the bounded log of addresses that answered 404, written only through registrar_404();
-- and the per-item SEO fields of every editorial table.

-- +goose Up
CREATE TABLE ajustes_seo (
    id                    INTEGER PRIMARY KEY DEFAULT 1,
    patron_titulo         TEXT NOT NULL DEFAULT '{titulo} | {sitio}',
    descripcion           TEXT,
    imagen                TEXT,
    organizacion_nombre   TEXT,
    organizacion_url      TEXT,
    organizacion_logo     TEXT,
    organizacion_email    TEXT,
    organizacion_telefono TEXT,
    robots                TEXT,
    verificacion_google   TEXT,
    verificacion_bing     TEXT,
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT ajustes_seo_id_check CHECK (id = 1)
);

CREATE TABLE redirecciones (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    origen        TEXT NOT NULL,
    destino       TEXT NOT NULL,
    tipo          INTEGER NOT NULL DEFAULT 301,
    visitas       INTEGER NOT NULL DEFAULT 0,
    ultima_visita TEXT,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT redirecciones_tipo_check CHECK (tipo IN (301, 302)),
    CONSTRAINT redirecciones_origen_check CHECK (substr(origen, 1, 1) = '/' AND origen <> destino)
);
CREATE UNIQUE INDEX redirecciones_origen_key ON redirecciones (origen);
CREATE INDEX redirecciones_destino_idx ON redirecciones (destino);
CREATE INDEX redirecciones_created_at_idx ON redirecciones (created_at);

CREATE TABLE registro_404 (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    ruta       TEXT NOT NULL,
    tipo       TEXT NOT NULL DEFAULT 'pagina',
    veces      INTEGER NOT NULL DEFAULT 1,
    ultima_vez TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    referente  TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT registro_404_tipo_check CHECK (tipo IN ('pagina', 'bot', 'sondeo', 'otras'))
);
CREATE UNIQUE INDEX registro_404_ruta_key ON registro_404 (ruta);
CREATE INDEX registro_404_ultima_vez_idx ON registro_404 (ultima_vez);
CREATE INDEX registro_404_veces_idx ON registro_404 (veces);
CREATE INDEX registro_404_created_at_idx ON registro_404 (created_at);

ALTER TABLE contenido ADD COLUMN meta_titulo TEXT;
ALTER TABLE contenido ADD COLUMN meta_descripcion TEXT;
ALTER TABLE contenido ADD COLUMN url_canonica TEXT;
ALTER TABLE contenido ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE blog_entradas ADD COLUMN meta_titulo TEXT;
ALTER TABLE blog_entradas ADD COLUMN meta_descripcion TEXT;
ALTER TABLE blog_entradas ADD COLUMN url_canonica TEXT;
ALTER TABLE blog_entradas ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE paginas ADD COLUMN meta_titulo TEXT;
ALTER TABLE paginas ADD COLUMN meta_descripcion TEXT;
ALTER TABLE paginas ADD COLUMN url_canonica TEXT;
ALTER TABLE paginas ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
UPDATE paginas SET meta_titulo = seo_titulo, meta_descripcion = seo_descripcion;
ALTER TABLE vacantes ADD COLUMN meta_titulo TEXT;
ALTER TABLE vacantes ADD COLUMN meta_descripcion TEXT;
ALTER TABLE vacantes ADD COLUMN url_canonica TEXT;
ALTER TABLE vacantes ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE preguntas ADD COLUMN meta_titulo TEXT;
ALTER TABLE preguntas ADD COLUMN meta_descripcion TEXT;
ALTER TABLE preguntas ADD COLUMN url_canonica TEXT;
ALTER TABLE preguntas ADD COLUMN noindex INTEGER NOT NULL DEFAULT 0;

-- +goose Down
DROP TABLE registro_404;
DROP TABLE redirecciones;
DROP TABLE ajustes_seo;
