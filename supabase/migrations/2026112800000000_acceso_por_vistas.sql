-- GENERATED from the CMS's catalog (internal/catalog, catalog.New()) by
-- `go generate ./supabase/`. Do not edit: change the declarations and regenerate; a test in
-- supabase/ fails when this file differs from what the declarations produce.
--
-- Access in depth, as the embedded platform enforces it: a signed-in user (authenticated) uses a
-- table, a lifecycle row or a Storage bucket only with one of its views in the permission grid
-- (roles_permisos, puede_ver); anon keeps its policies; the service role bypasses row-level security.
-- It also defines the functions the catalog declares rather than implements (orders kept by hand),
-- replacing earlier hand-written definitions. The file is idempotent: applying it again changes nothing.

-- The caller's views ------------------------------------------------------------------------------

-- The designated administrator e-mail of the embedded platform (ADMIN_EMAIL) is not known to SQL: on
-- Supabase that administrator is a user whose user_metadata.admin is true, or an employee whose rol is
-- administrador or admin. Supabase Auth lets a signed-in user edit its own user_metadata unless the
-- project stops it; the employee's rol, written only with the service role, is the firm rule.
create or replace function public.vitrina_puede(p_vistas text[]) returns boolean
language sql stable security definer set search_path = '' as $$
    select coalesce(auth.jwt() -> 'user_metadata' -> 'admin' = 'true'::jsonb, false)
        or exists (
            select from public."Empleados" e
            left join public.roles_permisos p on p.rol_nombre = lower(btrim(e.rol)) and p.puede_ver
            where lower(e.email) = lower(btrim(auth.jwt() ->> 'email'))
              and (lower(btrim(e.rol)) in ('administrador', 'admin')
                   or e.activo and p.vista_slug = any (p_vistas)
                      and exists (select from jsonb_array_elements_text(e.sistemas_acceso) s
                                  where upper(btrim(s)) = 'CMS')))
$$;
revoke all on function public.vitrina_puede(text[]) from public, anon;
grant execute on function public.vitrina_puede(text[]) to authenticated, service_role;

create or replace function public.vitrina_tablas(p_escritura boolean) returns text[]
language sql stable security definer set search_path = '' as $$
    select coalesce(array_agg(v.tabla order by v.tabla), '{}')
    from (values
        ('ajustes_seo', array['seo']::text[], array['dashboard']::text[]),
        ('ajustes_seo_traducciones', array['seo']::text[], array['dashboard']::text[]),
        ('ajustes_sitio', array['templates']::text[], array['dashboard', 'media', 'menus', 'pages', 'seo']::text[]),
        ('ajustes_sitio_traducciones', array['templates']::text[], array['dashboard', 'media', 'menus', 'pages', 'seo']::text[]),
        ('blog_entradas', array['blog']::text[], array['menus', 'media', 'dashboard']::text[]),
        ('blog_entradas_etiquetas', array['blog']::text[], '{}'::text[]),
        ('blog_entradas_traducciones', array['blog']::text[], array['menus', 'media', 'dashboard']::text[]),
        ('categoria-servicios', array['categorias']::text[], array['contenido', 'testimoniales', 'proyectos', 'menus', 'pages', 'blog', 'dashboard', 'media']::text[]),
        ('categoria-servicios_traducciones', array['categorias']::text[], array['contenido', 'testimoniales', 'proyectos', 'menus', 'pages', 'blog', 'dashboard', 'media']::text[]),
        ('categorias', array['clientes']::text[], array['categorias', 'proyectos', 'pages', 'dashboard']::text[]),
        ('clientes', array['clientes']::text[], array['proyectos', 'media', 'pages', 'dashboard']::text[]),
        ('contenido', array['contenido']::text[], array['categorias', 'menus', 'media', 'pages', 'dashboard']::text[]),
        ('contenido_traducciones', array['contenido']::text[], array['categorias', 'menus', 'media', 'pages', 'dashboard']::text[]),
        ('departamentos', array['departamentos']::text[], array['vacantes', 'empleados', 'usuarios', 'dashboard']::text[]),
        ('departamentos_traducciones', array['departamentos']::text[], array['vacantes', 'empleados', 'usuarios', 'dashboard']::text[]),
        ('etiquetas', array['blog']::text[], array['menus']::text[]),
        ('idiomas', array['templates']::text[], array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'menus', 'dashboard']::text[]),
        ('medios', array['media']::text[], array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'clientes', 'dashboard']::text[]),
        ('medios_traducciones', array['media']::text[], array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'clientes', 'dashboard']::text[]),
        ('menus', array['menus']::text[], array['pages', 'templates']::text[]),
        ('menus_traducciones', array['menus']::text[], array['pages', 'templates']::text[]),
        ('paginas', array['pages']::text[], array['menus', 'media', 'templates', 'dashboard']::text[]),
        ('paginas_traducciones', array['pages']::text[], array['menus', 'media', 'templates', 'dashboard']::text[]),
        ('plantillas', array['pages', 'templates']::text[], array['media']::text[]),
        ('preguntas', array['preguntas']::text[], array['menus', 'media', 'dashboard']::text[]),
        ('preguntas_traducciones', array['preguntas']::text[], array['menus', 'media', 'dashboard']::text[]),
        ('proyecto_imagenes', array['proyectos']::text[], array['media']::text[]),
        ('proyecto_imagenes_traducciones', array['proyectos']::text[], array['media']::text[]),
        ('proyectos', array['proyectos']::text[], array['clientes', 'menus', 'media', 'dashboard']::text[]),
        ('proyectos_traducciones', array['proyectos']::text[], array['clientes', 'menus', 'media', 'dashboard']::text[]),
        ('redirecciones', array['seo']::text[], '{}'::text[]),
        ('registro_404', array['seo']::text[], '{}'::text[]),
        ('testimoniales', array['testimoniales']::text[], array['categorias', 'pages', 'proyectos', 'dashboard']::text[]),
        ('testimoniales_traducciones', array['testimoniales']::text[], array['categorias', 'pages', 'proyectos', 'dashboard']::text[]),
        ('vacantes', array['vacantes']::text[], array['departamentos', 'menus', 'media', 'dashboard']::text[]),
        ('vacantes_traducciones', array['vacantes']::text[], array['departamentos', 'menus', 'media', 'dashboard']::text[])
    ) as v (tabla, escritura, lectura)
    where public.vitrina_puede(case when p_escritura then v.escritura else v.escritura || v.lectura end)
$$;
revoke all on function public.vitrina_tablas(boolean) from public, anon;
grant execute on function public.vitrina_tablas(boolean) to authenticated, service_role;

-- Tables: the views of authenticated --------------------------------------------------------------

do $$
declare
    t text;
    p record;
begin
    foreach t in array array['ajustes_seo', 'ajustes_seo_traducciones', 'ajustes_sitio', 'ajustes_sitio_traducciones', 'blog_entradas', 'blog_entradas_etiquetas', 'blog_entradas_traducciones', 'categoria-servicios', 'categoria-servicios_traducciones', 'categorias', 'clientes', 'contenido', 'contenido_traducciones', 'departamentos', 'departamentos_traducciones', 'etiquetas', 'idiomas', 'medios', 'medios_traducciones', 'menus', 'menus_traducciones', 'paginas', 'paginas_traducciones', 'plantillas', 'preguntas', 'preguntas_traducciones', 'proyecto_imagenes', 'proyecto_imagenes_traducciones', 'proyectos', 'proyectos_traducciones', 'redirecciones', 'registro_404', 'testimoniales', 'testimoniales_traducciones', 'vacantes', 'vacantes_traducciones', 'bloqueos_edicion', 'borradores', 'revisiones', 'vistas_previas'] loop
        for p in select policyname, roles from pg_policies
                 where schemaname = 'public' and tablename = t and 'authenticated' = any (roles) loop
            if array_length(p.roles, 1) = 1 then
                execute format('drop policy %I on public.%I', p.policyname, t);
            else
                execute format('alter policy %I on public.%I to %s', p.policyname, t,
                    (select string_agg(quote_ident(r), ', ') from unnest(p.roles) r where r <> 'authenticated'));
            end if;
        end loop;
    end loop;
end $$;

create policy "vistas: lectura" on public.ajustes_seo for select to authenticated
    using ((select public.vitrina_puede(array['seo', 'dashboard'])));
create policy "vistas: escritura" on public.ajustes_seo for all to authenticated
    using ((select public.vitrina_puede(array['seo'])))
    with check ((select public.vitrina_puede(array['seo'])));

create policy "vistas: lectura" on public.ajustes_seo_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['seo', 'dashboard'])));
create policy "vistas: escritura" on public.ajustes_seo_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['seo'])))
    with check ((select public.vitrina_puede(array['seo'])));

create policy "vistas: lectura" on public.ajustes_sitio for select to authenticated
    using ((select public.vitrina_puede(array['templates', 'dashboard', 'media', 'menus', 'pages', 'seo'])));
create policy "vistas: escritura" on public.ajustes_sitio for all to authenticated
    using ((select public.vitrina_puede(array['templates'])))
    with check ((select public.vitrina_puede(array['templates'])));

create policy "vistas: lectura" on public.ajustes_sitio_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['templates', 'dashboard', 'media', 'menus', 'pages', 'seo'])));
create policy "vistas: escritura" on public.ajustes_sitio_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['templates'])))
    with check ((select public.vitrina_puede(array['templates'])));

create policy "vistas: lectura" on public.blog_entradas for select to authenticated
    using ((select public.vitrina_puede(array['blog', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.blog_entradas for all to authenticated
    using ((select public.vitrina_puede(array['blog'])))
    with check ((select public.vitrina_puede(array['blog'])));

create policy "vistas: lectura" on public.blog_entradas_etiquetas for select to authenticated
    using ((select public.vitrina_puede(array['blog'])));
create policy "vistas: escritura" on public.blog_entradas_etiquetas for all to authenticated
    using ((select public.vitrina_puede(array['blog'])))
    with check ((select public.vitrina_puede(array['blog'])));

create policy "vistas: lectura" on public.blog_entradas_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['blog', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.blog_entradas_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['blog'])))
    with check ((select public.vitrina_puede(array['blog'])));

create policy "vistas: lectura" on public."categoria-servicios" for select to authenticated
    using ((select public.vitrina_puede(array['categorias', 'contenido', 'testimoniales', 'proyectos', 'menus', 'pages', 'blog', 'dashboard', 'media'])));
create policy "vistas: escritura" on public."categoria-servicios" for all to authenticated
    using ((select public.vitrina_puede(array['categorias'])))
    with check ((select public.vitrina_puede(array['categorias'])));

create policy "vistas: lectura" on public."categoria-servicios_traducciones" for select to authenticated
    using ((select public.vitrina_puede(array['categorias', 'contenido', 'testimoniales', 'proyectos', 'menus', 'pages', 'blog', 'dashboard', 'media'])));
create policy "vistas: escritura" on public."categoria-servicios_traducciones" for all to authenticated
    using ((select public.vitrina_puede(array['categorias'])))
    with check ((select public.vitrina_puede(array['categorias'])));

create policy "vistas: lectura" on public.categorias for select to authenticated
    using ((select public.vitrina_puede(array['clientes', 'categorias', 'proyectos', 'pages', 'dashboard'])));
create policy "vistas: escritura" on public.categorias for all to authenticated
    using ((select public.vitrina_puede(array['clientes'])))
    with check ((select public.vitrina_puede(array['clientes'])));

create policy "vistas: lectura" on public.clientes for select to authenticated
    using ((select public.vitrina_puede(array['clientes', 'proyectos', 'media', 'pages', 'dashboard'])));
create policy "vistas: escritura" on public.clientes for all to authenticated
    using ((select public.vitrina_puede(array['clientes'])))
    with check ((select public.vitrina_puede(array['clientes'])));

create policy "vistas: lectura" on public.contenido for select to authenticated
    using ((select public.vitrina_puede(array['contenido', 'categorias', 'menus', 'media', 'pages', 'dashboard'])));
create policy "vistas: escritura" on public.contenido for all to authenticated
    using ((select public.vitrina_puede(array['contenido'])))
    with check ((select public.vitrina_puede(array['contenido'])));

create policy "vistas: lectura" on public.contenido_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['contenido', 'categorias', 'menus', 'media', 'pages', 'dashboard'])));
create policy "vistas: escritura" on public.contenido_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['contenido'])))
    with check ((select public.vitrina_puede(array['contenido'])));

create policy "vistas: lectura" on public.departamentos for select to authenticated
    using ((select public.vitrina_puede(array['departamentos', 'vacantes', 'empleados', 'usuarios', 'dashboard'])));
create policy "vistas: escritura" on public.departamentos for all to authenticated
    using ((select public.vitrina_puede(array['departamentos'])))
    with check ((select public.vitrina_puede(array['departamentos'])));

create policy "vistas: lectura" on public.departamentos_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['departamentos', 'vacantes', 'empleados', 'usuarios', 'dashboard'])));
create policy "vistas: escritura" on public.departamentos_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['departamentos'])))
    with check ((select public.vitrina_puede(array['departamentos'])));

create policy "vistas: lectura" on public.etiquetas for select to authenticated
    using ((select public.vitrina_puede(array['blog', 'menus'])));
create policy "vistas: escritura" on public.etiquetas for all to authenticated
    using ((select public.vitrina_puede(array['blog'])))
    with check ((select public.vitrina_puede(array['blog'])));

create policy "vistas: lectura" on public.idiomas for select to authenticated
    using ((select public.vitrina_puede(array['templates', 'contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'menus', 'dashboard'])));
create policy "vistas: escritura" on public.idiomas for all to authenticated
    using ((select public.vitrina_puede(array['templates'])))
    with check ((select public.vitrina_puede(array['templates'])));

create policy "vistas: lectura" on public.medios for select to authenticated
    using ((select public.vitrina_puede(array['media', 'contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'clientes', 'dashboard'])));
create policy "vistas: escritura" on public.medios for all to authenticated
    using ((select public.vitrina_puede(array['media'])))
    with check ((select public.vitrina_puede(array['media'])));

create policy "vistas: lectura" on public.medios_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['media', 'contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media', 'clientes', 'dashboard'])));
create policy "vistas: escritura" on public.medios_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['media'])))
    with check ((select public.vitrina_puede(array['media'])));

create policy "vistas: lectura" on public.menus for select to authenticated
    using ((select public.vitrina_puede(array['menus', 'pages', 'templates'])));
create policy "vistas: escritura" on public.menus for all to authenticated
    using ((select public.vitrina_puede(array['menus'])))
    with check ((select public.vitrina_puede(array['menus'])));

create policy "vistas: lectura" on public.menus_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['menus', 'pages', 'templates'])));
create policy "vistas: escritura" on public.menus_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['menus'])))
    with check ((select public.vitrina_puede(array['menus'])));

create policy "vistas: lectura" on public.paginas for select to authenticated
    using ((select public.vitrina_puede(array['pages', 'menus', 'media', 'templates', 'dashboard'])));
create policy "vistas: escritura" on public.paginas for all to authenticated
    using ((select public.vitrina_puede(array['pages'])))
    with check ((select public.vitrina_puede(array['pages'])));

create policy "vistas: lectura" on public.paginas_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['pages', 'menus', 'media', 'templates', 'dashboard'])));
create policy "vistas: escritura" on public.paginas_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['pages'])))
    with check ((select public.vitrina_puede(array['pages'])));

create policy "vistas: lectura" on public.plantillas for select to authenticated
    using ((select public.vitrina_puede(array['pages', 'templates', 'media'])));
create policy "vistas: escritura" on public.plantillas for all to authenticated
    using ((select public.vitrina_puede(array['pages', 'templates'])))
    with check ((select public.vitrina_puede(array['pages', 'templates'])));

create policy "vistas: lectura" on public.preguntas for select to authenticated
    using ((select public.vitrina_puede(array['preguntas', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.preguntas for all to authenticated
    using ((select public.vitrina_puede(array['preguntas'])))
    with check ((select public.vitrina_puede(array['preguntas'])));

create policy "vistas: lectura" on public.preguntas_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['preguntas', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.preguntas_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['preguntas'])))
    with check ((select public.vitrina_puede(array['preguntas'])));

create policy "vistas: lectura" on public.proyecto_imagenes for select to authenticated
    using ((select public.vitrina_puede(array['proyectos', 'media'])));
create policy "vistas: escritura" on public.proyecto_imagenes for all to authenticated
    using ((select public.vitrina_puede(array['proyectos'])))
    with check ((select public.vitrina_puede(array['proyectos'])));

create policy "vistas: lectura" on public.proyecto_imagenes_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['proyectos', 'media'])));
create policy "vistas: escritura" on public.proyecto_imagenes_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['proyectos'])))
    with check ((select public.vitrina_puede(array['proyectos'])));

create policy "vistas: lectura" on public.proyectos for select to authenticated
    using ((select public.vitrina_puede(array['proyectos', 'clientes', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.proyectos for all to authenticated
    using ((select public.vitrina_puede(array['proyectos'])))
    with check ((select public.vitrina_puede(array['proyectos'])));

create policy "vistas: lectura" on public.proyectos_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['proyectos', 'clientes', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.proyectos_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['proyectos'])))
    with check ((select public.vitrina_puede(array['proyectos'])));

create policy "vistas: lectura" on public.redirecciones for select to authenticated
    using ((select public.vitrina_puede(array['seo'])));
create policy "vistas: escritura" on public.redirecciones for all to authenticated
    using ((select public.vitrina_puede(array['seo'])))
    with check ((select public.vitrina_puede(array['seo'])));

create policy "vistas: lectura" on public.registro_404 for select to authenticated
    using ((select public.vitrina_puede(array['seo'])));
create policy "vistas: escritura" on public.registro_404 for all to authenticated
    using ((select public.vitrina_puede(array['seo'])))
    with check ((select public.vitrina_puede(array['seo'])));

create policy "vistas: lectura" on public.testimoniales for select to authenticated
    using ((select public.vitrina_puede(array['testimoniales', 'categorias', 'pages', 'proyectos', 'dashboard'])));
create policy "vistas: escritura" on public.testimoniales for all to authenticated
    using ((select public.vitrina_puede(array['testimoniales'])))
    with check ((select public.vitrina_puede(array['testimoniales'])));

create policy "vistas: lectura" on public.testimoniales_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['testimoniales', 'categorias', 'pages', 'proyectos', 'dashboard'])));
create policy "vistas: escritura" on public.testimoniales_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['testimoniales'])))
    with check ((select public.vitrina_puede(array['testimoniales'])));

create policy "vistas: lectura" on public.vacantes for select to authenticated
    using ((select public.vitrina_puede(array['vacantes', 'departamentos', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.vacantes for all to authenticated
    using ((select public.vitrina_puede(array['vacantes'])))
    with check ((select public.vitrina_puede(array['vacantes'])));

create policy "vistas: lectura" on public.vacantes_traducciones for select to authenticated
    using ((select public.vitrina_puede(array['vacantes', 'departamentos', 'menus', 'media', 'dashboard'])));
create policy "vistas: escritura" on public.vacantes_traducciones for all to authenticated
    using ((select public.vitrina_puede(array['vacantes'])))
    with check ((select public.vitrina_puede(array['vacantes'])));

-- Lifecycle rows: the views of the table each row names -------------------------------------------

create policy "vistas: lectura" on public.bloqueos_edicion for select to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(false))::text[]));
create policy "vistas: escritura" on public.bloqueos_edicion for all to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]))
    with check ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]));

create policy "vistas: lectura" on public.borradores for select to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(false))::text[]));
create policy "vistas: escritura" on public.borradores for all to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]))
    with check ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]));

create policy "vistas: lectura" on public.revisiones for select to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(false))::text[]));

create policy "vistas: lectura" on public.vistas_previas for select to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(false))::text[]));
create policy "vistas: escritura" on public.vistas_previas for all to authenticated
    using ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]))
    with check ((select public.vitrina_puede('{}')) or tabla = any ((select public.vitrina_tablas(true))::text[]));

-- Column bounds -----------------------------------------------------------------------------------

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_titulo_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_titulo_check check (char_length(portada_titulo) <= 120 and portada_titulo !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_titulo_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_titulo_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_titulo) <= 120 and portada_titulo !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_texto_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_texto_check check (char_length(portada_texto) <= 320) not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_texto_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_texto) <= 320' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_imagen_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_imagen_check check (char_length(portada_imagen) <= 1024 and portada_imagen !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_imagen_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_imagen_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_imagen) <= 1024 and portada_imagen !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_imagen_alt_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_imagen_alt_check check (char_length(portada_imagen_alt) <= 200 and portada_imagen_alt !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_imagen_alt_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_imagen_alt_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_imagen_alt) <= 200 and portada_imagen_alt !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_boton1_texto_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton1_texto_check check (char_length(portada_boton1_texto) <= 40 and portada_boton1_texto !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_boton1_texto_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton1_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton1_texto) <= 40 and portada_boton1_texto !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_boton1_enlace_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton1_enlace_check check (char_length(portada_boton1_enlace) <= 2048 and portada_boton1_enlace !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_boton1_enlace_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton1_enlace_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton1_enlace) <= 2048 and portada_boton1_enlace !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_boton2_texto_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton2_texto_check check (char_length(portada_boton2_texto) <= 40 and portada_boton2_texto !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_boton2_texto_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton2_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton2_texto) <= 40 and portada_boton2_texto !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio'::regclass and k.conname = 'ajustes_sitio_portada_boton2_enlace_check';
    if d is null then
        alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton2_enlace_check check (char_length(portada_boton2_enlace) <= 2048 and portada_boton2_enlace !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio drop constraint ajustes_sitio_portada_boton2_enlace_check';
        execute 'alter table public.ajustes_sitio add constraint ajustes_sitio_portada_boton2_enlace_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton2_enlace) <= 2048 and portada_boton2_enlace !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio_traducciones'::regclass and k.conname = 'ajustes_sitio_traducciones_portada_titulo_check';
    if d is null then
        alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_titulo_check check (char_length(portada_titulo) <= 120 and portada_titulo !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio_traducciones drop constraint ajustes_sitio_traducciones_portada_titulo_check';
        execute 'alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_titulo_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_titulo) <= 120 and portada_titulo !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio_traducciones'::regclass and k.conname = 'ajustes_sitio_traducciones_portada_texto_check';
    if d is null then
        alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_texto_check check (char_length(portada_texto) <= 320) not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio_traducciones drop constraint ajustes_sitio_traducciones_portada_texto_check';
        execute 'alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_texto) <= 320' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio_traducciones'::regclass and k.conname = 'ajustes_sitio_traducciones_portada_imagen_alt_check';
    if d is null then
        alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_imagen_alt_check check (char_length(portada_imagen_alt) <= 200 and portada_imagen_alt !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio_traducciones drop constraint ajustes_sitio_traducciones_portada_imagen_alt_check';
        execute 'alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_imagen_alt_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_imagen_alt) <= 200 and portada_imagen_alt !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio_traducciones'::regclass and k.conname = 'ajustes_sitio_traducciones_portada_boton1_texto_check';
    if d is null then
        alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_boton1_texto_check check (char_length(portada_boton1_texto) <= 40 and portada_boton1_texto !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio_traducciones drop constraint ajustes_sitio_traducciones_portada_boton1_texto_check';
        execute 'alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_boton1_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton1_texto) <= 40 and portada_boton1_texto !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.ajustes_sitio_traducciones'::regclass and k.conname = 'ajustes_sitio_traducciones_portada_boton2_texto_check';
    if d is null then
        alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_boton2_texto_check check (char_length(portada_boton2_texto) <= 40 and portada_boton2_texto !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.ajustes_sitio_traducciones drop constraint ajustes_sitio_traducciones_portada_boton2_texto_check';
        execute 'alter table public.ajustes_sitio_traducciones add constraint ajustes_sitio_traducciones_portada_boton2_texto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(portada_boton2_texto) <= 40 and portada_boton2_texto !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.idiomas'::regclass and k.conname = 'idiomas_codigo_check';
    if d is null then
        alter table public.idiomas add constraint idiomas_codigo_check check (char_length(codigo) <= 35 and codigo !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.idiomas drop constraint idiomas_codigo_check';
        execute 'alter table public.idiomas add constraint idiomas_codigo_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(codigo) <= 35 and codigo !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.idiomas'::regclass and k.conname = 'idiomas_nombre_check';
    if d is null then
        alter table public.idiomas add constraint idiomas_nombre_check check (char_length(nombre) <= 80 and nombre !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.idiomas drop constraint idiomas_nombre_check';
        execute 'alter table public.idiomas add constraint idiomas_nombre_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(nombre) <= 80 and nombre !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_nombre_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_nombre_check check (char_length(nombre) <= 120 and nombre !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_nombre_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_nombre_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(nombre) <= 120 and nombre !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_email_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_email_check check (char_length(email) <= 254 and email !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_email_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_email_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(email) <= 254 and email !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_telefono_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_telefono_check check (char_length(telefono) <= 40 and telefono !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_telefono_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_telefono_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(telefono) <= 40 and telefono !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_empresa_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_empresa_check check (char_length(empresa) <= 160 and empresa !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_empresa_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_empresa_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(empresa) <= 160 and empresa !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_asunto_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_asunto_check check (char_length(asunto) <= 200 and asunto !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_asunto_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_asunto_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(asunto) <= 200 and asunto !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_mensaje_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_mensaje_check check (char_length(mensaje) <= 5000) not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_mensaje_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_mensaje_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(mensaje) <= 5000' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.mensajes_contacto'::regclass and k.conname = 'mensajes_contacto_idioma_check';
    if d is null then
        alter table public.mensajes_contacto add constraint mensajes_contacto_idioma_check check (char_length(idioma) <= 35 and idioma !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.mensajes_contacto drop constraint mensajes_contacto_idioma_check';
        execute 'alter table public.mensajes_contacto add constraint mensajes_contacto_idioma_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(idioma) <= 35 and idioma !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.postulaciones'::regclass and k.conname = 'postulaciones_nombre_check';
    if d is null then
        alter table public.postulaciones add constraint postulaciones_nombre_check check (char_length(nombre) <= 120 and nombre !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.postulaciones drop constraint postulaciones_nombre_check';
        execute 'alter table public.postulaciones add constraint postulaciones_nombre_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(nombre) <= 120 and nombre !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.postulaciones'::regclass and k.conname = 'postulaciones_email_check';
    if d is null then
        alter table public.postulaciones add constraint postulaciones_email_check check (char_length(email) <= 254 and email !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.postulaciones drop constraint postulaciones_email_check';
        execute 'alter table public.postulaciones add constraint postulaciones_email_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(email) <= 254 and email !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.postulaciones'::regclass and k.conname = 'postulaciones_telefono_check';
    if d is null then
        alter table public.postulaciones add constraint postulaciones_telefono_check check (char_length(telefono) <= 40 and telefono !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.postulaciones drop constraint postulaciones_telefono_check';
        execute 'alter table public.postulaciones add constraint postulaciones_telefono_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(telefono) <= 40 and telefono !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.postulaciones'::regclass and k.conname = 'postulaciones_mensaje_check';
    if d is null then
        alter table public.postulaciones add constraint postulaciones_mensaje_check check (char_length(mensaje) <= 3000) not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.postulaciones drop constraint postulaciones_mensaje_check';
        execute 'alter table public.postulaciones add constraint postulaciones_mensaje_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(mensaje) <= 3000' || ') not valid';
    end if;
end $do$;

do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = 'public.postulaciones'::regclass and k.conname = 'postulaciones_idioma_check';
    if d is null then
        alter table public.postulaciones add constraint postulaciones_idioma_check check (char_length(idioma) <= 35 and idioma !~ '[\x01-\x08\x0a-\x1f\u2028\u2029]') not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table public.postulaciones drop constraint postulaciones_idioma_check';
        execute 'alter table public.postulaciones add constraint postulaciones_idioma_check check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || 'char_length(idioma) <= 35 and idioma !~ ''[\x01-\x08\x0a-\x1f\u2028\u2029]''' || ') not valid';
    end if;
end $do$;

-- Storage: the write views of each bucket ---------------------------------------------------------

drop policy if exists "vitrina: subida" on storage.objects;
create policy "vitrina: subida" on storage.objects for insert to authenticated
    with check ((bucket_id = 'clientes' and (select public.vitrina_puede(array['clientes', 'proyectos', 'media'])))
        or (bucket_id = 'contenido' and (select public.vitrina_puede(array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media']))));

drop policy if exists "vitrina: reemplazo" on storage.objects;
create policy "vitrina: reemplazo" on storage.objects for update to authenticated
    using ((bucket_id = 'clientes' and (select public.vitrina_puede(array['clientes', 'proyectos', 'media'])))
        or (bucket_id = 'contenido' and (select public.vitrina_puede(array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media']))))
    with check ((bucket_id = 'clientes' and (select public.vitrina_puede(array['clientes', 'proyectos', 'media'])))
        or (bucket_id = 'contenido' and (select public.vitrina_puede(array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media']))));

drop policy if exists "vitrina: borrado" on storage.objects;
create policy "vitrina: borrado" on storage.objects for delete to authenticated
    using ((bucket_id = 'clientes' and (select public.vitrina_puede(array['clientes', 'proyectos', 'media'])))
        or (bucket_id = 'contenido' and (select public.vitrina_puede(array['contenido', 'blog', 'pages', 'proyectos', 'preguntas', 'vacantes', 'templates', 'testimoniales', 'seo', 'media']))));

-- Functions declared in the catalog ---------------------------------------------------------------

create or replace function public.ordenar_preguntas(p_ids jsonb) returns void
language plpgsql security invoker set search_path = public as $$
declare
    v_position integer := 0;
    v_key text;
begin
    if jsonb_typeof(p_ids) is distinct from 'array' then
        raise exception using message = 'p_ids must be an array of ids of preguntas';
    end if;
    for v_key in select jsonb_array_elements_text(p_ids) loop
        v_position := v_position + 1;
        update public.preguntas set orden = v_position where id = v_key::integer;
    end loop;
end $$;
revoke all on function public.ordenar_preguntas(jsonb) from public, anon;
grant execute on function public.ordenar_preguntas(jsonb) to authenticated, service_role;
