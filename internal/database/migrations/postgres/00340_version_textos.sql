-- A translatable table outside the editorial lifecycle keeps the version of its translatable texts,
-- raised by the platform on each update that changes one of them; a translation saved against an
-- older one is outdated. Every row starts at 1, and so does every translation's version_origen (the
-- admin saved those of these tables at 0 until now), so what was translated before stays up to date.

-- +goose Up
ALTER TABLE ajustes_seo ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ajustes_sitio ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "categoria-servicios" ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE departamentos ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE medios ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE menus ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE proyecto_imagenes ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE testimoniales ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
UPDATE ajustes_seo_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE ajustes_sitio_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE "categoria-servicios_traducciones" SET version_origen = 1 WHERE version_origen < 1;
UPDATE departamentos_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE medios_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE menus_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE proyecto_imagenes_traducciones SET version_origen = 1 WHERE version_origen < 1;
UPDATE testimoniales_traducciones SET version_origen = 1 WHERE version_origen < 1;

-- +goose Down
ALTER TABLE ajustes_seo DROP COLUMN version_textos;
ALTER TABLE ajustes_sitio DROP COLUMN version_textos;
ALTER TABLE "categoria-servicios" DROP COLUMN version_textos;
ALTER TABLE departamentos DROP COLUMN version_textos;
ALTER TABLE medios DROP COLUMN version_textos;
ALTER TABLE menus DROP COLUMN version_textos;
ALTER TABLE proyecto_imagenes DROP COLUMN version_textos;
ALTER TABLE testimoniales DROP COLUMN version_textos;
