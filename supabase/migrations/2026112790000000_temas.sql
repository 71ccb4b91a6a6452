-- The site's theme (docs/themes.md): its name and its option values, chosen in Apariencia.
alter table public.ajustes_sitio add column tema text not null default 'base';
alter table public.ajustes_sitio add column tema_opciones jsonb not null default '{}'
    check (jsonb_typeof(tema_opciones) = 'object');
