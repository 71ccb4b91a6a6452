-- The trash of the editorial tables (docs/spec/modules.md §2): eliminado_en set means the row is in
-- the trash (hidden from anon and the site); purge_trash() deletes it after 30 days.

-- +goose Up
ALTER TABLE contenido ADD COLUMN eliminado_en timestamptz;
CREATE INDEX contenido_eliminado_en_idx ON contenido (eliminado_en);

-- +goose Down
DROP INDEX contenido_eliminado_en_idx;
ALTER TABLE contenido DROP COLUMN eliminado_en;
