-- A translatable table outside the editorial lifecycle keeps the version of its translatable texts,
-- raised by the platform on each update that changes one of them; a translation saved against an
-- older one is outdated. Every row starts at 1, as its translations' version_origen does, so what
-- was translated before stays up to date.

-- +goose Up
ALTER TABLE ajustes_seo ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ajustes_sitio ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "categoria-servicios" ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE departamentos ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE medios ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE menus ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE proyecto_imagenes ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;
ALTER TABLE testimoniales ADD COLUMN version_textos INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE ajustes_seo DROP COLUMN version_textos;
ALTER TABLE ajustes_sitio DROP COLUMN version_textos;
ALTER TABLE "categoria-servicios" DROP COLUMN version_textos;
ALTER TABLE departamentos DROP COLUMN version_textos;
ALTER TABLE medios DROP COLUMN version_textos;
ALTER TABLE menus DROP COLUMN version_textos;
ALTER TABLE proyecto_imagenes DROP COLUMN version_textos;
ALTER TABLE testimoniales DROP COLUMN version_textos;
