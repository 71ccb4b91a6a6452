-- The functions that name every editorial table, in one place, now with proyectos: it replaces
-- 2026112423000000_funciones_editoriales.sql, which ran before proyectos existed (a function of
-- language sql is checked against the tables when it is created, so that file could not name it).
-- The embedded platform derives them from the catalog's Lifecycle flag, and supabase/lifecycle_test.go
-- fails when a lifecycle table is missing here. An editorial table added later adds its name to the
-- three lists below in a new file, named after its table's, that redefines them again.

-- next_publication_change: the earliest moment after now at which a row of any editorial table
-- appears on or leaves the public site.
create or replace function public.next_publication_change() returns timestamptz
language sql stable security definer set search_path = public as $$
    select min(t) from (
        select min(publicar_en) as t from public.contenido
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.contenido
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
        union all
        select min(publicar_en) as t from public.paginas
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.paginas
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
        union all
        select min(publicar_en) as t from public.blog_entradas
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.blog_entradas
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
        union all
        select min(publicar_en) as t from public.preguntas
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.preguntas
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
        union all
        select min(publicar_en) as t from public.vacantes
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.vacantes
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
        union all
        select min(publicar_en) as t from public.proyectos
            where estado in ('publicado', 'programado') and publicar_en > now() and eliminado_en is null
        union all
        select min(despublicar_en) from public.proyectos
            where estado in ('publicado', 'programado') and despublicar_en > now() and eliminado_en is null
    ) as changes
$$;

-- purge_trash: deletes for good the rows trashed before p_antes (of every editorial table, or of
-- p_tabla) with their revisions and preview links; pages below a purged page move to the top level
-- first. A conditional delete: several callers at once delete each row once.
create or replace function public.purge_trash(p_antes timestamptz, p_tabla text default null) returns integer
language plpgsql security definer set search_path = public as $$
declare
    total integer := 0;
    n integer;
    t text;
begin
    foreach t in array array['contenido', 'paginas', 'blog_entradas', 'preguntas', 'vacantes', 'proyectos'] loop
        if p_tabla is not null and p_tabla <> t then
            continue;
        end if;
        if t = 'paginas' then
            update public.paginas set padre = null
                where padre in (select id from public.paginas where eliminado_en < p_antes);
        end if;
        execute format('with purged as (delete from public.%I where eliminado_en < $1 returning id),
            gone as (delete from public.revisiones r using purged where r.tabla = %L and r.registro = purged.id::text),
            links as (delete from public.vistas_previas v using purged where v.tabla = %L and v.registro = purged.id::text)
            select count(*) from purged', t, t, t) into n using p_antes;
        total := total + n;
    end loop;
    return total;
end $$;

-- crear_vista_previa: a preview link to any editorial table's row (see 20261124130000_vistas_previas.sql).
create or replace function public.crear_vista_previa(p_tabla text, p_registro text, p_expira_en timestamptz) returns text
language plpgsql security definer set search_path = public as $$
declare
    v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
    if p_tabla not in ('contenido', 'paginas', 'blog_entradas', 'preguntas', 'vacantes', 'proyectos') then
        raise exception 'p_tabla is not an editorial table: %', p_tabla;
    end if;
    if p_expira_en <= now() then
        raise exception 'p_expira_en must be in the future';
    end if;
    delete from public.vistas_previas where tabla = p_tabla and registro = p_registro and expira_en <= now();
    insert into public.vistas_previas (tabla, registro, token_hash, autor, expira_en)
    values (p_tabla, p_registro, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'),
            coalesce(auth.jwt() ->> 'email', auth.jwt() ->> 'sub', auth.role(), current_user), p_expira_en);
    return v_token;
end $$;
