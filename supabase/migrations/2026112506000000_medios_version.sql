-- The media library keeps each file's stored version (storage.objects.version), as the embedded
-- platform does (internal/database/migrations/*/00260_medios_version.sql): the public site can then
-- address a file by its version, an address whose bytes never change. A trigger of its own, named to
-- run after medios_sync (triggers of one event run in name order), so the row it updates exists.

alter table public.medios add column version text;

create or replace function public.medios_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
    update public.medios set version = new.version where bucket = new.bucket_id and ruta = new.name;
    return new;
end $$;
revoke all on function public.medios_version() from public, anon, authenticated;
create trigger medios_version after insert or update on storage.objects
    for each row execute function public.medios_version();

update public.medios m set version = o.version
from storage.objects o where o.bucket_id = m.bucket and o.name = m.ruta;
