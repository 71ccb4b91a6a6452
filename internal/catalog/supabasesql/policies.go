package supabasesql

import (
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// Policy names of authenticated on a table governed by views; anon's policies keep theirs.
const (
	readPolicy  = "vistas: lectura"
	writePolicy = "vistas: escritura"
)

// dropAuthenticated takes authenticated out of every policy of the listed tables, whatever its name
// (the hand-written migrations call them "sitio: lectura", "sitio: escritura", "cms: lectura",
// "cms: escritura"): a policy of authenticated alone is dropped, a policy shared with anon keeps anon
// alone, so anon reads as before and the policies written below are the only ones of authenticated.
const dropAuthenticated = `
do $$
declare
    t text;
    p record;
begin
    foreach t in array %s loop
        for p in select policyname, roles from pg_policies
                 where schemaname = 'public' and tablename = t and 'authenticated' = any (roles) loop
            if array_length(p.roles, 1) = 1 then
                execute format('drop policy %%I on public.%%I', p.policyname, t);
            else
                execute format('alter policy %%I on public.%%I to %%s', p.policyname, t,
                    (select string_agg(quote_ident(r), ', ') from unnest(p.roles) r where r <> 'authenticated'));
            end if;
        end loop;
    end loop;
end $$;
`

// writeTablePolicies gives authenticated, on each table with views, a read policy for its read and
// write views and a write policy for its write views; on each table whose rows follow another
// table's views, policies that test the table each row names. A role the catalog does not let read
// or write the table gets no policy for it.
func writeTablePolicies(b *strings.Builder, tables, rowTables []*schema.Table) {
	section(b, "Tables: the views of authenticated")
	names := make([]string, 0, len(tables)+len(rowTables))
	for _, t := range append(append([]*schema.Table{}, tables...), rowTables...) {
		names = append(names, t.Name)
	}
	fmt.Fprintf(b, dropAuthenticated, textArray(names))
	for _, t := range tables {
		read := "(select public.vitrina_puede(" + textArray(append(append([]string{}, t.Views.Write...), t.Views.Read...)) + "))"
		write := "(select public.vitrina_puede(" + textArray(t.Views.Write) + "))"
		writePolicies(b, t, read, write)
	}
	section(b, "Lifecycle rows: the views of the table each row names")
	for _, t := range rowTables {
		// An administrator uses every row, also those of tables no view governs.
		col := ident(t.RowViews)
		read := fmt.Sprintf("(select public.vitrina_puede('{}')) or %s = any ((select public.vitrina_tablas(false))::text[])", col)
		write := fmt.Sprintf("(select public.vitrina_puede('{}')) or %s = any ((select public.vitrina_tablas(true))::text[])", col)
		writePolicies(b, t, read, write)
	}
}

func writePolicies(b *strings.Builder, t *schema.Table, read, write string) {
	on := "public." + ident(t.Name)
	b.WriteString("\n")
	if t.CanRead("authenticated") {
		fmt.Fprintf(b, "create policy %s on %s for select to authenticated\n    using (%s);\n", ident(readPolicy), on, read)
	}
	if t.CanWrite("authenticated") {
		fmt.Fprintf(b, "create policy %s on %s for all to authenticated\n    using (%s)\n    with check (%s);\n", ident(writePolicy), on, write, write)
	}
}
