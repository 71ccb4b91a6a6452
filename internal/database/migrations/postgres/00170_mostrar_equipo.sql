-- The optional public team page /equipo (view departamentos, docs/spec/modules.md §1): off until the
-- appearance settings turn it on; equipo_publico() answers the team only then.

-- +goose Up
ALTER TABLE ajustes_sitio ADD COLUMN mostrar_equipo boolean NOT NULL DEFAULT false;

-- +goose Down
ALTER TABLE ajustes_sitio DROP COLUMN mostrar_equipo;
