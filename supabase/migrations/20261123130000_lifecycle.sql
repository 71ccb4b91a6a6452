-- The editorial lifecycle (docs/spec/modules.md §2) on contenido: estado, publicar_en and
-- despublicar_en, and the row-level rule the embedded platform holds in internal/platform/schema
-- (lifecycle.go): anon reads only the rows published at now(); signed-in users read every state.

alter table public.contenido add column estado text not null default 'publicado'
    constraint contenido_estado_check check (estado in ('borrador', 'publicado', 'programado', 'archivado'));
alter table public.contenido add column publicar_en timestamptz;
alter table public.contenido add column despublicar_en timestamptz;
create index contenido_estado_created_at_idx on public.contenido (estado, created_at);
create index contenido_publicar_en_idx on public.contenido (publicar_en);
create index contenido_despublicar_en_idx on public.contenido (despublicar_en);

drop policy "sitio: lectura" on public.contenido;
create policy "sitio: lectura publicada" on public.contenido for select to anon using (
    (estado = 'publicado' or estado = 'programado' and publicar_en is not null)
    and (publicar_en is null or publicar_en <= now())
    and (despublicar_en is null or despublicar_en > now()));
create policy "sitio: lectura" on public.contenido for select to authenticated using (true);

-- The earliest moment after now() at which an editorial row appears on or leaves the public site
-- (null: none scheduled). A page cache keeps its pages until then; anon learns only a time.
create function public.next_publication_change() returns timestamptz
language sql stable security definer set search_path = public as $$
    select min(t) from (
        select min(publicar_en) as t from public.contenido
            where estado in ('publicado', 'programado') and publicar_en > now()
        union all
        select min(despublicar_en) from public.contenido
            where estado in ('publicado', 'programado') and despublicar_en > now()
    ) as changes
$$;
revoke all on function public.next_publication_change() from public;
grant execute on function public.next_publication_change() to anon, authenticated, service_role;
