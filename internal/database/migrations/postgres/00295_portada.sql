-- The home page's hero (docs/themes.md): its image and alternative text, headline, text and up to two
-- buttons, chosen in Apariencia. Empty columns keep the hero of the site's name and tagline; the
-- platform bounds their lengths and checks the buttons' links (internal/catalog/hero_rules.go).

-- +goose Up
ALTER TABLE ajustes_sitio ADD COLUMN portada_titulo TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_texto TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_imagen TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_imagen_alt TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_boton1_texto TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_boton1_enlace TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_boton2_texto TEXT;
ALTER TABLE ajustes_sitio ADD COLUMN portada_boton2_enlace TEXT;

-- +goose Down
ALTER TABLE ajustes_sitio DROP COLUMN portada_boton2_enlace;
ALTER TABLE ajustes_sitio DROP COLUMN portada_boton2_texto;
ALTER TABLE ajustes_sitio DROP COLUMN portada_boton1_enlace;
ALTER TABLE ajustes_sitio DROP COLUMN portada_boton1_texto;
ALTER TABLE ajustes_sitio DROP COLUMN portada_imagen_alt;
ALTER TABLE ajustes_sitio DROP COLUMN portada_imagen;
ALTER TABLE ajustes_sitio DROP COLUMN portada_texto;
ALTER TABLE ajustes_sitio DROP COLUMN portada_titulo;
