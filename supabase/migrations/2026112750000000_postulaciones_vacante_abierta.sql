-- An application goes to an opening published now, not in the trash and open, whoever sends it: the
-- check the embedded platform makes of postulaciones (internal/catalog/insert_checks.go). The insert
-- policy used to read vacantes with the sender's own rights, so once the access by views governed
-- vacantes a signed-in sender without a view of it could apply to nothing. The opening is now checked
-- by a function that reads it whatever the sender may see, and tells nothing anon cannot read.
create or replace function public.vacante_abierta(p_vacante integer) returns boolean
language sql stable security definer set search_path = '' as $$
    select exists (
        select from public.vacantes v
        where v.id = p_vacante
          and v.visible_desde <= now() and (v.despublicar_en is null or v.despublicar_en > now())
          and v.eliminado_en is null
          and not v.cerrada and (v.fecha_cierre is null or v.fecha_cierre > now()))
$$;
revoke all on function public.vacante_abierta(integer) from public;
grant execute on function public.vacante_abierta(integer) to anon, authenticated, service_role;

drop policy "empleo: solo enviar" on public.postulaciones;
create policy "empleo: solo enviar" on public.postulaciones for insert to anon, authenticated
    with check (estado = 'nueva' and notas is null and notificado_en is null and notificacion_intento_en is null
        and consentimiento and public.vacante_abierta(vacante));
