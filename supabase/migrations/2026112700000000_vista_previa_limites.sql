-- crear_vista_previa with the embedded platform's bounds: a link lives at most a week (the admin
-- screen's longest, plus a minute for the caller's clock), and a signed-in user makes one only for an
-- editorial table its views write (public.vitrina_tablas, defined in the generated access file that
-- follows; a plpgsql body resolves it when called).
create or replace function public.crear_vista_previa(p_tabla text, p_registro text, p_expira_en timestamptz) returns text
language plpgsql security definer set search_path = public as $$
declare
    v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
    if p_tabla not in ('contenido', 'paginas', 'blog_entradas', 'preguntas', 'vacantes', 'proyectos') then
        raise exception 'p_tabla is not an editorial table: %', p_tabla;
    end if;
    if auth.role() = 'authenticated' and not (p_tabla = any(public.vitrina_tablas(true))) then
        raise exception 'permission denied for function crear_vista_previa' using errcode = '42501';
    end if;
    if p_expira_en <= now() then
        raise exception 'p_expira_en must be in the future';
    end if;
    if p_expira_en > now() + interval '7 days 1 minute' then
        raise exception 'p_expira_en must be at most 7 days away';
    end if;
    delete from public.vistas_previas where tabla = p_tabla and registro = p_registro and expira_en <= now();
    insert into public.vistas_previas (tabla, registro, token_hash, autor, expira_en)
    values (p_tabla, p_registro, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'),
            coalesce(auth.jwt() ->> 'email', auth.jwt() ->> 'sub', auth.role(), current_user), p_expira_en);
    return v_token;
end $$;
