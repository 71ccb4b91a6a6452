-- The language of the site's pages a contact message or a job application was sent from (a code of
-- idiomas), so the reply can be written in it. NULL for what was sent before.

-- +goose Up
ALTER TABLE mensajes_contacto ADD COLUMN idioma TEXT;
ALTER TABLE postulaciones ADD COLUMN idioma TEXT;

-- +goose Down
ALTER TABLE postulaciones DROP COLUMN idioma;
ALTER TABLE mensajes_contacto DROP COLUMN idioma;
