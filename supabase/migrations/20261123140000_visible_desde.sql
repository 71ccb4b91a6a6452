-- visible_desde: the moment an editorial row appears to the public (null: never, as things stand),
-- computed on every insert and update from estado, publicar_en and eliminado_en, whatever the client
-- sends (the embedded platform does the same in internal/platform/rest; the rule is VisibleFrom in
-- internal/platform/schema/lifecycle.go). The embedded platform filters anon's reads on
-- visible_desde <= now < despublicar_en, which the sort indexes below serve; the anon policy here
-- keeps stating the rule on the source columns.
alter table public.contenido add column visible_desde timestamptz default timestamptz '1970-01-01 00:00:00+00';

create function public.set_visible_desde() returns trigger language plpgsql as $$
begin
    new.visible_desde := case
        when new.eliminado_en is null and (new.estado = 'publicado' or new.estado = 'programado' and new.publicar_en is not null)
        then coalesce(new.publicar_en, timestamptz '1970-01-01 00:00:00+00') end;
    return new;
end $$;
create trigger contenido_visible_desde before insert or update on public.contenido
    for each row execute function public.set_visible_desde();

update public.contenido set visible_desde = case
    when eliminado_en is null and (estado = 'publicado' or estado = 'programado' and publicar_en is not null)
    then coalesce(publicar_en, timestamptz '1970-01-01 00:00:00+00') end;

drop index if exists public.contenido_created_at_idx;
drop index if exists public.contenido_categoria_created_at_idx;
create index contenido_created_at_idx on public.contenido (created_at, id, visible_desde, despublicar_en);
create index contenido_categoria_created_at_idx on public.contenido (categoria, created_at, id, visible_desde, despublicar_en);
create index contenido_visible_desde_idx on public.contenido (visible_desde);
