-- The admin's lists sort by the columns they show: each sortable text column gets an index
-- ending in id, the tie-breaker, so a sorted page is read from the index in order (stable, no sort
-- step), ascending or descending. Dates already have theirs (created_at, id).

-- +goose Up
CREATE INDEX testimoniales_empresa_idx ON testimoniales (empresa, id);
CREATE INDEX testimoniales_persona_idx ON testimoniales (persona, id);
CREATE INDEX clientes_nombre_idx ON clientes (nombre, id);
CREATE INDEX contenido_titulo_idx ON contenido (titulo, id);

-- +goose Down
DROP INDEX contenido_titulo_idx;
DROP INDEX clientes_nombre_idx;
DROP INDEX testimoniales_persona_idx;
DROP INDEX testimoniales_empresa_idx;
