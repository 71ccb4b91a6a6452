package supabasesql

import (
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// gridFunction is public.vitrina_puede: the permission grid of internal/platform/schema/permissions.go
// in SQL. The caller is the Empleados row with the token's e-mail (case-insensitive); an
// administrator (rol administrador or admin, whatever else the row says, or user_metadata.admin)
// holds every view, so vitrina_puede('{}') is true for administrators alone; any other employee
// holds the views its role marks puede_ver, provided it is active with CMS in sistemas_acceso.
// Security definer so that a policy may consult Empleados and roles_permisos whatever their own
// policies say; it reads nothing but the caller's own row and role.
const gridFunction = `
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
`

// writeGrid writes vitrina_puede and vitrina_tablas, the tables whose views the caller holds (read,
// or write when p_escritura): the lifecycle's rows follow them, as schema.ViewTables does.
func writeGrid(b *strings.Builder, tables []*schema.Table) {
	section(b, "The caller's views")
	b.WriteString(gridFunction)
	b.WriteString(`
create or replace function public.vitrina_tablas(p_escritura boolean) returns text[]
language sql stable security definer set search_path = '' as $$
    select coalesce(array_agg(v.tabla order by v.tabla), '{}')
    from (values
`)
	for i, t := range tables {
		sep := ","
		if i == len(tables)-1 {
			sep = ""
		}
		fmt.Fprintf(b, "        (%s, %s, %s)%s\n", literal(t.Name), typedArray(t.Views.Write), typedArray(t.Views.Read), sep)
	}
	b.WriteString(`    ) as v (tabla, escritura, lectura)
    where public.vitrina_puede(case when p_escritura then v.escritura else v.escritura || v.lectura end)
$$;
revoke all on function public.vitrina_tablas(boolean) from public, anon;
grant execute on function public.vitrina_tablas(boolean) to authenticated, service_role;
`)
}

// typedArray is a text[] literal that keeps its type in a VALUES list.
func typedArray(values []string) string {
	if len(values) == 0 {
		return textArray(values)
	}
	return textArray(values) + "::text[]"
}
