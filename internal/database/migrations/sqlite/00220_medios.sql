-- The media library (view media): one row per file of a public bucket, keyed by (bucket, ruta), with
-- what the library lists and filters by — file name, folder, kind (MIME type), size, dates — and
-- what editors add: the alternative text and a title. The storage service keeps the row in step in
-- the transaction of every object write, move and delete of a public bucket; this migration fills
-- it for the files stored before it. Search by name or alt text scans; every filter and the
-- newest-first order read an index ending in id, so page 1 and the last page of 100 000 files stay
-- cheap.

-- +goose Up
CREATE TABLE medios (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    bucket            TEXT NOT NULL,
    ruta              TEXT NOT NULL,
    nombre            TEXT NOT NULL,
    carpeta           TEXT NOT NULL DEFAULT '',
    tipo              TEXT NOT NULL DEFAULT 'application/octet-stream',
    tamano            INTEGER NOT NULL DEFAULT 0,
    texto_alternativo TEXT,
    titulo            TEXT,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT medios_texto_alternativo_check CHECK (texto_alternativo IS NULL OR length(texto_alternativo) <= 1000),
    CONSTRAINT medios_titulo_check CHECK (titulo IS NULL OR length(titulo) <= 200)
);
CREATE UNIQUE INDEX medios_bucket_ruta_key ON medios (bucket, ruta);
CREATE INDEX medios_created_at_idx ON medios (created_at, id);
CREATE INDEX medios_bucket_idx ON medios (bucket, created_at, id);
CREATE INDEX medios_carpeta_idx ON medios (bucket, carpeta, created_at, id);
CREATE INDEX medios_tipo_idx ON medios (tipo, created_at, id);

INSERT INTO medios (bucket, ruta, nombre, carpeta, tipo, tamano, created_at, updated_at)
SELECT o.bucket_id, o.name,
       substr(o.name, length(rtrim(o.name, replace(o.name, '/', ''))) + 1),
       rtrim(rtrim(o.name, replace(o.name, '/', '')), '/'),
       coalesce(json_extract(o.metadata, '$.mimetype'), 'application/octet-stream'),
       coalesce(json_extract(o.metadata, '$.size'), 0),
       o.created_at, o.updated_at
FROM storage_objects o JOIN storage_buckets b ON b.id = o.bucket_id
WHERE b.public = 1;

-- +goose Down
DROP TABLE medios;
