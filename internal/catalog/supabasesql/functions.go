package supabasesql

import (
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// reorderFunction is a schema.Reorder in PL/pgSQL. It runs with the caller's rights, so the table's
// policies decide which rows the caller orders; unlike the embedded platform it lets the table's
// triggers run (a revision, a new version). The refusal is the embedded platform's (P0001).
const reorderFunction = `
create or replace function public.%[1]s(%[2]s jsonb) returns void
language plpgsql security invoker set search_path = public as $$
declare
    v_position integer := 0;
    v_key text;
begin
    if jsonb_typeof(%[2]s) is distinct from 'array' then
        raise exception using message = %[3]s;
    end if;
    for v_key in select jsonb_array_elements_text(%[2]s) loop
        v_position := v_position + 1;
        update public.%[4]s set %[5]s = v_position where %[6]s = v_key::integer;
    end loop;
end $$;
revoke all on function public.%[1]s(jsonb) from %[7]s;
grant execute on function public.%[1]s(jsonb) to %[8]s;
`

// writeFunctions writes the functions the catalog declares rather than implements: today the
// reorders. They replace the hand-written definitions of earlier migrations.
func writeFunctions(b *strings.Builder, c *schema.Catalog, platformOnly map[string]string) error {
	var reorders []*schema.Function
	for _, f := range c.Functions() {
		if f.Reorder != nil {
			reorders = append(reorders, f)
		}
	}
	if len(reorders) == 0 {
		return nil
	}
	section(b, "Functions declared in the catalog")
	for _, f := range reorders {
		r := f.Reorder
		if _, ok := platformOnly[r.Table]; ok {
			return fmt.Errorf("function %s: reorders %s, which the Supabase SQL does not create", f.Name, r.Table)
		}
		key, err := r.Key(c.Table(r.Table))
		if err != nil {
			return fmt.Errorf("function %s: %w", f.Name, err)
		}
		param := f.Params[0].Name
		revoked, granted := []string{"public"}, []string{}
		for _, role := range []string{"anon", "authenticated"} {
			if f.CanCall(role) {
				granted = append(granted, role)
			} else {
				revoked = append(revoked, role)
			}
		}
		granted = append(granted, "service_role")
		fmt.Fprintf(b, reorderFunction, ident(f.Name), ident(param), literal(r.Refusal(param)),
			ident(r.Table), ident(r.Column), ident(key), strings.Join(revoked, ", "), strings.Join(granted, ", "))
	}
	return nil
}
