-- The optional public team page /equipo (view departamentos): off until the appearance settings turn
-- it on (ajustes_sitio.mostrar_equipo); equipo_publico() then answers the departments in their
-- order with the names of their active employees (the head first) — never an e-mail, a role or an
-- id — and null while it is off. The embedded platform's twin: internal/platform/schema/team.go.
alter table public.ajustes_sitio add column mostrar_equipo boolean not null default false;

create function public.equipo_publico() returns json
language sql stable security definer set search_path = public as $$
    with on_ as (select mostrar_equipo from public.ajustes_sitio where id = 1),
    people as (
        select e.nombre, d.id as dept, coalesce(d.orden, 2147483647) as orden, coalesce(d.nombre, 'Otras áreas') as departamento,
               d.descripcion, (d.responsable is not null and d.responsable::text = e.id::text) as responsable
        from public."Empleados" e
        left join public.departamentos d on lower(d.nombre) = lower(e.departamento)
        where e.activo and coalesce(trim(e.nombre), '') <> ''
    ),
    groups as (
        select departamento, descripcion, min(orden) as orden, dept is null as other,
               json_agg(json_build_object('nombre', nombre, 'responsable', responsable) order by responsable desc, nombre) as personas
        from people group by dept, departamento, descripcion
    )
    select case when coalesce((select mostrar_equipo from on_), false) then
        coalesce((select json_agg(json_build_object('departamento', departamento, 'descripcion', descripcion, 'personas', personas)
                  order by other, orden, departamento) from groups), '[]'::json)
    end
$$;
revoke all on function public.equipo_publico() from public;
grant execute on function public.equipo_publico() to anon, authenticated, service_role;
