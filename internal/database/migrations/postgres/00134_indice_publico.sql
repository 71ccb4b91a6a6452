-- The public's reads of contenido filter on the lifecycle's columns (anon sees only what is published
-- now) while they sort by created_at, per category or not, and count. With those columns in the sort
-- indexes (after id, so that they still give the lists their order: created_at, id), a page, a deep
-- page and a count read the index alone, as before the lifecycle.

-- +goose Up
DROP INDEX contenido_created_at_idx;
DROP INDEX contenido_categoria_created_at_idx;
CREATE INDEX contenido_created_at_idx ON contenido (created_at, id, estado, publicar_en, despublicar_en, eliminado_en);
CREATE INDEX contenido_categoria_created_at_idx ON contenido (categoria, created_at, id, estado, publicar_en, despublicar_en, eliminado_en);

-- +goose Down
DROP INDEX contenido_categoria_created_at_idx;
DROP INDEX contenido_created_at_idx;
CREATE INDEX contenido_created_at_idx ON contenido (created_at);
CREATE INDEX contenido_categoria_created_at_idx ON contenido (categoria, created_at);
