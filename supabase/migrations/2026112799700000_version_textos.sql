-- A translatable table outside the editorial lifecycle keeps the version of its translatable texts
-- (version_textos), as internal/database/migrations/*/00340_version_textos.sql does: 1 at insert,
-- raised by one on each update that changes one of the texts the trigger names — the table's
-- translatable columns in the catalog — whatever the client sends; an update of any other column
-- keeps it. A translation saved against an older one (version_origen) is outdated. The translations
-- the admin saved at version_origen 0 until now start at 1 with their items, so what was translated
-- stays up to date; their own triggers (revision, version) are off for that one correction.

create function public.bump_texts_version() returns trigger language plpgsql as $$
declare
    col text;
begin
    new.version_textos := old.version_textos;
    foreach col in array tg_argv loop
        if to_jsonb(new) -> col is distinct from to_jsonb(old) -> col then
            new.version_textos := old.version_textos + 1;
            exit;
        end if;
    end loop;
    return new;
end $$;

alter table public.ajustes_seo add column version_textos integer not null default 1;
create trigger ajustes_seo_version_textos before update on public.ajustes_seo
    for each row execute function public.bump_texts_version('patron_titulo', 'descripcion');

alter table public.ajustes_sitio add column version_textos integer not null default 1;
create trigger ajustes_sitio_version_textos before update on public.ajustes_sitio
    for each row execute function public.bump_texts_version('texto_cabecera', 'texto_pie', 'horario', 'portada_titulo',
        'portada_texto', 'portada_imagen_alt', 'portada_boton1_texto', 'portada_boton2_texto');

alter table public."categoria-servicios" add column version_textos integer not null default 1;
create trigger "categoria-servicios_version_textos" before update on public."categoria-servicios"
    for each row execute function public.bump_texts_version('name');

alter table public.departamentos add column version_textos integer not null default 1;
create trigger departamentos_version_textos before update on public.departamentos
    for each row execute function public.bump_texts_version('nombre', 'descripcion');

alter table public.medios add column version_textos integer not null default 1;
create trigger medios_version_textos before update on public.medios
    for each row execute function public.bump_texts_version('texto_alternativo', 'titulo');

alter table public.menus add column version_textos integer not null default 1;
create trigger menus_version_textos before update on public.menus
    for each row execute function public.bump_texts_version('etiqueta', 'destino');

alter table public.proyecto_imagenes add column version_textos integer not null default 1;
create trigger proyecto_imagenes_version_textos before update on public.proyecto_imagenes
    for each row execute function public.bump_texts_version('texto_alternativo');

alter table public.testimoniales add column version_textos integer not null default 1;
create trigger testimoniales_version_textos before update on public.testimoniales
    for each row execute function public.bump_texts_version('testimonio', 'cargo');

-- What was translated before stays up to date.
do $$
declare
    t text;
begin
    foreach t in array array['ajustes_seo_traducciones', 'ajustes_sitio_traducciones', 'categoria-servicios_traducciones',
        'departamentos_traducciones', 'medios_traducciones', 'menus_traducciones', 'proyecto_imagenes_traducciones',
        'testimoniales_traducciones'] loop
        execute format('alter table public.%I disable trigger user', t);
        execute format('update public.%I set version_origen = 1 where version_origen < 1', t);
        execute format('alter table public.%I enable trigger user', t);
    end loop;
end $$;
