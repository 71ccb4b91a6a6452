-- A narrow index of contenido's list order. The sort index (created_at, id, visible_desde,
-- despublicar_en) carries the lifecycle's columns so that anon's rule is read from it, but its wide
-- entries make a deep page walk twice the pages; a page read without the rule (no row hidden now,
-- see internal/platform/rest/read.go) walks this one instead.

-- +goose Up
CREATE INDEX contenido_orden_idx ON contenido (created_at, id);

-- +goose Down
DROP INDEX contenido_orden_idx;
