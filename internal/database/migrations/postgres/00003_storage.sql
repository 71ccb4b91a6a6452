-- The tables of /storage/v1 in PostgreSQL's dialect; the same columns as the SQLite migration.
-- JSON documents are kept as text (validated by a cast) so both backends hand the service the same
-- bytes.

-- +goose Up
CREATE TABLE storage_buckets (
    id                 text PRIMARY KEY,
    name               text NOT NULL,
    owner              text,
    public             boolean NOT NULL DEFAULT false,
    file_size_limit    bigint,
    allowed_mime_types text,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT storage_buckets_file_size_limit_check CHECK (file_size_limit IS NULL OR file_size_limit > 0),
    CONSTRAINT storage_buckets_allowed_mime_types_check CHECK (allowed_mime_types IS NULL
        OR jsonb_typeof(allowed_mime_types::jsonb) = 'array')
);
CREATE UNIQUE INDEX storage_buckets_name_key ON storage_buckets (name);

CREATE TABLE storage_objects (
    id               text PRIMARY KEY,
    bucket_id        text NOT NULL REFERENCES storage_buckets (id),
    name             text COLLATE "C" NOT NULL, -- byte-wise order and prefix ranges, as on SQLite
    owner            text,
    version          text NOT NULL,
    metadata         text NOT NULL,
    user_metadata    text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    last_accessed_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT storage_objects_metadata_check CHECK (jsonb_typeof(metadata::jsonb) = 'object')
);
CREATE UNIQUE INDEX storage_objects_bucket_id_name_key ON storage_objects (bucket_id, name);

INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
    ('contenido', 'contenido', true, 10485760, '["image/jpeg","image/png","image/webp","image/gif"]'),
    ('clientes', 'clientes', true, 10485760, '["image/png","image/jpeg","image/svg+xml"]');

-- +goose Down
DROP TABLE storage_objects;
DROP TABLE storage_buckets;
