-- File storage (/storage/v1): Supabase Storage's buckets and objects, as the tables
-- storage_buckets and storage_objects. Timestamps are fixed-width UTC text as in 00001, booleans
-- 0/1 and JSON as text; on PostgreSQL the same columns are timestamptz, boolean and jsonb.
-- The bytes live in the blob store; a row exists only once its bytes are safely stored.

-- +goose Up
CREATE TABLE storage_buckets (
    id                 TEXT PRIMARY KEY,
    name               TEXT NOT NULL,
    owner              TEXT,
    public             INTEGER NOT NULL DEFAULT 0,
    file_size_limit    BIGINT,
    allowed_mime_types TEXT,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT storage_buckets_file_size_limit_check CHECK (file_size_limit IS NULL OR file_size_limit > 0),
    CONSTRAINT storage_buckets_allowed_mime_types_check CHECK (allowed_mime_types IS NULL
        OR (json_valid(allowed_mime_types) AND json_type(allowed_mime_types) = 'array'))
);
CREATE UNIQUE INDEX storage_buckets_name_key ON storage_buckets (name);

CREATE TABLE storage_objects (
    id               TEXT PRIMARY KEY,
    bucket_id        TEXT NOT NULL REFERENCES storage_buckets (id),
    name             TEXT NOT NULL,
    owner            TEXT,
    version          TEXT NOT NULL,
    metadata         TEXT NOT NULL,
    user_metadata    TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    last_accessed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT storage_objects_metadata_check CHECK (json_valid(metadata) AND json_type(metadata) = 'object')
);
-- Exact lookups and prefix listings both use this index (names are compared byte-wise).
CREATE UNIQUE INDEX storage_objects_bucket_id_name_key ON storage_objects (bucket_id, name);

-- The two buckets of contract §4: public for reading, 10 MiB, kinds checked from the bytes.
INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
    ('contenido', 'contenido', 1, 10485760, '["image/jpeg","image/png","image/webp","image/gif"]'),
    ('clientes', 'clientes', 1, 10485760, '["image/png","image/jpeg","image/svg+xml"]');

-- +goose Down
DROP TABLE storage_objects;
DROP TABLE storage_buckets;
