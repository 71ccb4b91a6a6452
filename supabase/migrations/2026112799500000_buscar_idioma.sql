-- The site search in every language (internal/platform/schema/search_translations.go): the index
-- holds a row per published or scheduled translation of a searchable item too, with its language
-- (idioma; '' on the default language's rows) and its item's index row (origen; null on an item's
-- own row), through which buscar in that language checks that the item is visible as well. A
-- trigger on each searchable table's translation table keeps them, with the item's trigger
-- arguments: the title and text are the translation's columns (one the translation does not have,
-- as the blog's author name, is left out), the path is the item's with the translation's slug and
-- the item's id under the language's prefix (/en/blog/<slug>). A draft, archived or trashed
-- translation has no row. A translation's documento holds the stems of its language's text search
-- configuration (busqueda_configuracion: those PostgreSQL has built in, 'simple' for the others, as
-- Catalan before PostgreSQL 16), taken and unaccented as the Spanish ones are. buscar takes the
-- language (p_idioma, '' or 'es' for Spanish, else a language the site offers now); buscar_admin
-- stays in Spanish.

alter table public.busqueda add column idioma text not null default '',
    add column origen integer references public.busqueda (id) on delete cascade;
create index busqueda_origen_idx on public.busqueda (origen);

create function public.busqueda_configuracion(idioma text) returns regconfig language sql stable set search_path = public, extensions as $$
    select (case split_part(lower(coalesce(idioma, '')), '-', 1)
        when '' then 'spanish' when 'es' then 'spanish' when 'en' then 'english' when 'fr' then 'french'
        when 'pt' then 'portuguese' when 'it' then 'italian' when 'de' then 'german' when 'nl' then 'dutch'
        when 'da' then 'danish' when 'sv' then 'swedish' when 'nb' then 'norwegian' when 'no' then 'norwegian'
        when 'fi' then 'finnish' when 'ro' then 'romanian' when 'hu' then 'hungarian' when 'tr' then 'turkish'
        when 'ru' then 'russian' else 'simple' end)::regconfig
$$;
create function public.busqueda_lexemas_idioma(cfg regconfig, t text) returns text language sql stable set search_path = public, extensions as $$
    select coalesce(string_agg(extensions.unaccent(lex), ' '), '') from unnest(tsvector_to_array(to_tsvector(cfg, coalesce(t, '')))) as lex
$$;
create function public.busqueda_documento_idioma(idioma text, titulo text, texto text) returns tsvector language sql stable set search_path = public, extensions as $$
    select setweight(to_tsvector('simple', public.busqueda_lexemas_idioma(public.busqueda_configuracion(idioma), titulo) || ' '
            || public.busqueda_lexemas_idioma(public.busqueda_configuracion(idioma), extensions.unaccent(titulo))), 'A')
        || setweight(to_tsvector('simple', public.busqueda_lexemas_idioma(public.busqueda_configuracion(idioma), texto) || ' '
            || public.busqueda_lexemas_idioma(public.busqueda_configuracion(idioma), extensions.unaccent(texto))), 'B')
$$;
create function public.busqueda_consulta_idioma(idioma text, q text) returns tsquery language sql stable set search_path = public, extensions as $$
    select to_tsquery('simple', coalesce(nullif(replace(public.busqueda_lexemas_idioma(public.busqueda_configuracion(idioma),
        regexp_replace(q, '[^[:alnum:]]+', ' ', 'g')), ' ', ' & '), ''), 'ø'))
$$;

-- busqueda_indexar(table, key, row, title column, text columns, path template, view, language,
-- item's index row) writes a record's index row, an item's (language '', no item) or a
-- translation's: text columns lose their markup and a jsonb column gives its "body"; the path's
-- placeholders take the row's columns, and a translation's path goes under its language's prefix.
create function public.busqueda_indexar(p_tabla text, p_registro text, p_rec jsonb, p_titulo text, p_campos text, p_ruta text, p_vista text,
    p_idioma text, p_origen integer) returns void
language plpgsql security definer set search_path = public, extensions as $$
declare
    col text;
    txt text := '';
    part text;
    path text := p_ruta;
    m text[];
begin
    foreach col in array string_to_array(p_campos, ',') loop
        if jsonb_typeof(p_rec -> col) = 'object' then
            part := p_rec -> col ->> 'body';
        else
            part := p_rec ->> col;
        end if;
        part := regexp_replace(coalesce(part, ''), '<[^>]*>', ' ', 'g');
        txt := btrim(txt || ' ' || part);
    end loop;
    txt := left(regexp_replace(txt, '\s+', ' ', 'g'), 10000);
    for m in select regexp_matches(p_ruta, '\{([a-z_]+)(:slug)?\}', 'g') loop
        path := replace(path, '{' || m[1] || coalesce(m[2], '') || '}',
            case when m[2] is null then coalesce(p_rec ->> m[1], '') else public.busqueda_slug(p_rec ->> m[1]) end);
    end loop;
    if p_idioma <> '' then
        path := '/' || p_idioma || path;
    end if;
    insert into public.busqueda (tabla, registro, titulo, texto, ruta, vista, visible_desde, despublicar_en, idioma, origen, documento)
    values (p_tabla, p_registro, regexp_replace(btrim(p_rec ->> p_titulo), '\s+', ' ', 'g'), txt, path, p_vista,
        case when p_rec ? 'visible_desde' then (p_rec ->> 'visible_desde')::timestamptz else timestamptz '1970-01-01 00:00:00+00' end,
        (p_rec ->> 'despublicar_en')::timestamptz, p_idioma, p_origen,
        case when p_idioma = '' then public.busqueda_documento(p_rec ->> p_titulo, txt)
            else public.busqueda_documento_idioma(p_idioma, p_rec ->> p_titulo, txt) end)
    on conflict (tabla, registro) do update set titulo = excluded.titulo, texto = excluded.texto, ruta = excluded.ruta,
        vista = excluded.vista, visible_desde = excluded.visible_desde, despublicar_en = excluded.despublicar_en,
        idioma = excluded.idioma, origen = excluded.origen, documento = excluded.documento;
end $$;
revoke all on function public.busqueda_indexar(text, text, jsonb, text, text, text, text, text, integer) from public, anon, authenticated;

-- indexar_traduccion(translation table, row, title column, text columns, path template, view) writes
-- (or, not visible, deletes) a translation's index row.
create function public.indexar_traduccion(p_tabla text, p_rec jsonb, p_titulo text, p_campos text, p_ruta text, p_vista text) returns void
language plpgsql security definer set search_path = public, extensions as $$
declare
    item integer;
begin
    if p_rec ->> 'visible_desde' is null then
        delete from public.busqueda where tabla = p_tabla and registro = p_rec ->> 'id';
        return;
    end if;
    select b.id into item from public.busqueda b
    where b.tabla = left(p_tabla, length(p_tabla) - length('_traducciones')) and b.registro = p_rec ->> 'origen';
    if item is null then
        return; -- an item without its index row is found in no language
    end if;
    -- The path's {id} is the item's.
    perform public.busqueda_indexar(p_tabla, p_rec ->> 'id', p_rec || jsonb_build_object('id', p_rec -> 'origen'), p_titulo, p_campos, p_ruta, p_vista,
        p_rec ->> 'idioma', item);
end $$;
revoke all on function public.indexar_traduccion(text, jsonb, text, text, text, text) from public, anon, authenticated;

-- index_busqueda(title column, text columns, path template, view): the trigger of a searchable
-- table, as before, and of its translation table, with the item's arguments.
create or replace function public.index_busqueda() returns trigger
language plpgsql security definer set search_path = public, extensions as $$
begin
    if tg_op = 'DELETE' then
        delete from public.busqueda where tabla = tg_table_name and registro = old.id::text;
        return old;
    end if;
    if tg_table_name like '%\_traducciones' then
        perform public.indexar_traduccion(tg_table_name, to_jsonb(new), tg_argv[0], tg_argv[1], tg_argv[2], tg_argv[3]);
    else
        perform public.busqueda_indexar(tg_table_name, new.id::text, to_jsonb(new), tg_argv[0], tg_argv[1], tg_argv[2], tg_argv[3], '', null);
    end if;
    return new;
end $$;

-- The translation tables of the searchable tables: their triggers (AFTER, as the items': they see
-- the row as stored) and the index rows of the translations that exist already. Adding a searchable
-- table with translations: one line here, its item's trigger arguments.
do $$
declare
    d text[];
begin
    foreach d slice 1 in array array[
        ['contenido_traducciones', 'titulo', 'descripcion', '/contenido/{id}-{titulo:slug}', 'contenido'],
        ['blog_entradas_traducciones', 'titulo', 'extracto,cuerpo,autor_nombre', '/blog/{slug}', 'blog'],
        ['preguntas_traducciones', 'pregunta', 'respuesta', '/preguntas-frecuentes#pregunta-{id}', 'preguntas'],
        ['proyectos_traducciones', 'titulo', 'resumen,cuerpo', '/proyectos/{slug}', 'proyectos']] loop
        execute format('create trigger zz_busqueda after insert or update or delete on public.%I for each row '
            'execute function public.index_busqueda(%L, %L, %L, %L)', d[1], d[2], d[3], d[4], d[5]);
        execute format('select public.indexar_traduccion(%L, to_jsonb(t), %L, %L, %L, %L) from public.%I t', d[1], d[2], d[3], d[4], d[5], d[1]);
    end loop;
end $$;

-- busqueda_pagina(query, language, public only, views or null, limit, offset) → {total, resultados}:
-- one page of the rows in a language that match the query, best first; public: only those visible
-- now (a translation's item too); views: only those of the views named.
create function public.busqueda_pagina(p_c tsquery, p_idioma text, p_publico boolean, p_vistas jsonb, p_limite integer, p_desde integer) returns jsonb
language sql stable set search_path = public, extensions as $$
    with found as (
        select b.* from public.busqueda b
        where b.documento @@ p_c and b.idioma = p_idioma
            and (not p_publico or b.visible_desde <= now() and (b.despublicar_en is null or b.despublicar_en > now())
                and (p_idioma = '' or exists (select 1 from public.busqueda item where item.id = b.origen
                    and item.visible_desde <= now() and (item.despublicar_en is null or item.despublicar_en > now()))))
            and (p_vistas is null
                or b.vista in (select jsonb_array_elements_text(case when jsonb_typeof(p_vistas) = 'array' then p_vistas else '[]' end)))
    )
    select jsonb_build_object(
        'total', (select count(*) from (select 1 from found limit 1001) as capped), -- past 1000: "more than"
        'resultados', coalesce((select jsonb_agg(jsonb_build_object('tabla', tabla, 'registro', registro, 'titulo', titulo,
            'texto', texto, 'ruta', ruta, 'vista', vista))
            from (select f.* from found f order by ts_rank(f.documento, p_c) desc, f.id
                  limit least(greatest(coalesce(p_limite, 10), 1), 50) offset least(greatest(coalesce(p_desde, 0), 0), 10000)) as page), '[]'::jsonb))
$$;
revoke all on function public.busqueda_pagina(tsquery, text, boolean, jsonb, integer, integer) from public, anon, authenticated;

-- buscar(p_consulta, p_limite, p_desde, p_idioma) → {total, resultados}: what the public sees now in
-- the language p_idioma (Spanish when absent, '' or 'es'; nothing in a language the site does not
-- offer now).
drop function public.buscar(text, integer, integer);
create function public.buscar(p_consulta text, p_limite integer default 10, p_desde integer default 0, p_idioma text default '') returns jsonb
language sql stable security definer set search_path = public, extensions as $$
    select case
        when coalesce(p_idioma, '') in ('', 'es') then
            public.busqueda_pagina(public.busqueda_consulta(left(p_consulta, 400)), '', true, null, p_limite, p_desde)
        when exists (select 1 from public.idiomas i where i.codigo = p_idioma and i.activo) then
            public.busqueda_pagina(public.busqueda_consulta_idioma(p_idioma, left(p_consulta, 400)), p_idioma, true, null, p_limite, p_desde)
        else jsonb_build_object('total', 0, 'resultados', '[]'::jsonb) end
$$;
revoke all on function public.buscar(text, integer, integer, text) from public;
grant execute on function public.buscar(text, integer, integer, text) to anon, authenticated, service_role;

-- buscar_admin: as before (every state, of the views named), in Spanish only.
create or replace function public.buscar_admin(p_consulta text, p_vistas jsonb, p_limite integer default 10, p_desde integer default 0) returns jsonb
language sql stable security definer set search_path = public, extensions as $$
    select public.busqueda_pagina(public.busqueda_consulta(left(p_consulta, 400)), '', false, coalesce(p_vistas, '[]'::jsonb), p_limite, p_desde)
$$;
