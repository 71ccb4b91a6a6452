-- visible_desde: the moment an editorial row appears to the public (null: never, as things stand),
-- written by the platform on every insert and update from estado, publicar_en and eliminado_en
-- (internal/platform/schema, VisibleFrom); its default is right for a row written without any
-- lifecycle column (publicado, no dates), such as an SQL seed's. Anon's rule becomes visible_desde <= now < despublicar_en,
-- two comparisons on columns the sort indexes carry, so a count or a deep page reads less of the
-- index per row than the four-column rule did.

-- +goose Up
ALTER TABLE contenido ADD COLUMN visible_desde TEXT DEFAULT '1970-01-01T00:00:00.000000Z';
UPDATE contenido SET visible_desde = CASE
    WHEN eliminado_en IS NULL AND (estado = 'publicado' OR estado = 'programado' AND publicar_en IS NOT NULL)
    THEN COALESCE(publicar_en, '1970-01-01T00:00:00.000000Z') END;
DROP INDEX contenido_created_at_idx;
DROP INDEX contenido_categoria_created_at_idx;
CREATE INDEX contenido_created_at_idx ON contenido (created_at, id, visible_desde, despublicar_en);
CREATE INDEX contenido_categoria_created_at_idx ON contenido (categoria, created_at, id, visible_desde, despublicar_en);
-- The hidden rows, which an exact count of what anon sees subtracts (schema.HiddenNow).
CREATE INDEX contenido_visible_desde_idx ON contenido (visible_desde);

-- +goose Down
DROP INDEX contenido_visible_desde_idx;
DROP INDEX contenido_categoria_created_at_idx;
DROP INDEX contenido_created_at_idx;
CREATE INDEX contenido_created_at_idx ON contenido (created_at, id, estado, publicar_en, despublicar_en, eliminado_en);
CREATE INDEX contenido_categoria_created_at_idx ON contenido (categoria, created_at, id, estado, publicar_en, despublicar_en, eliminado_en);
ALTER TABLE contenido DROP COLUMN visible_desde;
