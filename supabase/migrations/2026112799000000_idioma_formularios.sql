-- The language of the site's pages a contact message or a job application was sent from (a code of
-- idiomas), so the reply can be written in it. NULL for what was sent before. Its bound is in the
-- generated access migration.
alter table public.mensajes_contacto add column idioma text;
alter table public.postulaciones add column idioma text;
