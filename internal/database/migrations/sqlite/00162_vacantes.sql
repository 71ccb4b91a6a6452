-- Job openings (view vacantes, docs/spec/modules.md §1), an editorial table (§2): the lifecycle
-- columns as contenido has them (00130–00137), plus cerrada and fecha_cierre, which take a
-- published opening off the jobs list without hiding it: its page then answers 410 "cerrada".

-- +goose Up
CREATE TABLE vacantes (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo         TEXT NOT NULL,
    slug           TEXT NOT NULL,
    departamento   INTEGER REFERENCES departamentos (id) ON DELETE SET NULL,
    ubicacion      TEXT,
    modalidad      TEXT NOT NULL,
    tipo           TEXT NOT NULL,
    descripcion    TEXT NOT NULL DEFAULT '',
    requisitos     TEXT NOT NULL DEFAULT '',
    salario_min    INTEGER,
    salario_max    INTEGER,
    fecha_cierre   TEXT,
    cerrada        INTEGER NOT NULL DEFAULT 0,
    estado         TEXT NOT NULL DEFAULT 'publicado',
    publicar_en    TEXT,
    despublicar_en TEXT,
    eliminado_en   TEXT,
    version        INTEGER NOT NULL DEFAULT 1,
    visible_desde  TEXT DEFAULT '1970-01-01T00:00:00.000000Z',
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT vacantes_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado')),
    CONSTRAINT vacantes_modalidad_check CHECK (modalidad IN ('presencial', 'remoto', 'híbrido')),
    CONSTRAINT vacantes_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT vacantes_salario_check CHECK (salario_min IS NULL OR salario_max IS NULL OR salario_min <= salario_max)
);
CREATE UNIQUE INDEX vacantes_slug_key ON vacantes (slug);
CREATE INDEX vacantes_created_at_idx ON vacantes (created_at, id, visible_desde, despublicar_en);
CREATE INDEX vacantes_departamento_created_at_idx ON vacantes (departamento, created_at);
CREATE INDEX vacantes_visible_desde_idx ON vacantes (visible_desde);
CREATE INDEX vacantes_eliminado_en_idx ON vacantes (eliminado_en);

-- +goose Down
DROP TABLE vacantes;
