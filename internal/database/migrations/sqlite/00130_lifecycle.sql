-- The editorial lifecycle (docs/spec/modules.md §2) on contenido: estado (existing rows and rows
-- written without it are 'publicado'), publicar_en and despublicar_en. Indexes serve the admin's state
-- filter and next_publication_change().

-- +goose Up
ALTER TABLE contenido ADD COLUMN estado TEXT NOT NULL DEFAULT 'publicado'
    CONSTRAINT contenido_estado_check CHECK (estado IN ('borrador', 'publicado', 'programado', 'archivado'));
ALTER TABLE contenido ADD COLUMN publicar_en TEXT;
ALTER TABLE contenido ADD COLUMN despublicar_en TEXT;
CREATE INDEX contenido_estado_created_at_idx ON contenido (estado, created_at);
CREATE INDEX contenido_publicar_en_idx ON contenido (publicar_en);
CREATE INDEX contenido_despublicar_en_idx ON contenido (despublicar_en);

-- +goose Down
DROP INDEX contenido_despublicar_en_idx;
DROP INDEX contenido_publicar_en_idx;
DROP INDEX contenido_estado_created_at_idx;
ALTER TABLE contenido DROP COLUMN despublicar_en;
ALTER TABLE contenido DROP COLUMN publicar_en;
ALTER TABLE contenido DROP COLUMN estado;
