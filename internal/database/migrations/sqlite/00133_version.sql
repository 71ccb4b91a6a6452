-- Optimistic concurrency on the editorial tables (docs/spec/modules.md §2): version is 1 at insert
-- and raised by the platform on every update (internal/platform/rest/update.go).

-- +goose Up
ALTER TABLE contenido ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE contenido DROP COLUMN version;
