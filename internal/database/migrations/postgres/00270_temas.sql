-- The site's theme (docs/themes.md): its name and its option values, chosen in Apariencia.

-- +goose Up
ALTER TABLE ajustes_sitio ADD COLUMN tema text NOT NULL DEFAULT 'base';
ALTER TABLE ajustes_sitio ADD COLUMN tema_opciones jsonb NOT NULL DEFAULT '{}'
    CHECK (jsonb_typeof(tema_opciones) = 'object');

-- +goose Down
ALTER TABLE ajustes_sitio DROP COLUMN tema_opciones;
ALTER TABLE ajustes_sitio DROP COLUMN tema;
