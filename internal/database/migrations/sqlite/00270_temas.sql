-- The site's theme (docs/themes.md): its name and its option values, chosen in Apariencia.

-- +goose Up
ALTER TABLE ajustes_sitio ADD COLUMN tema TEXT NOT NULL DEFAULT 'base';
ALTER TABLE ajustes_sitio ADD COLUMN tema_opciones TEXT NOT NULL DEFAULT '{}'
    CHECK (json_valid(tema_opciones) AND json_type(tema_opciones) = 'object');

-- +goose Down
ALTER TABLE ajustes_sitio DROP COLUMN tema_opciones;
ALTER TABLE ajustes_sitio DROP COLUMN tema;
