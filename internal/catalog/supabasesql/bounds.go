package supabasesql

import (
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// lineBreak matches what a one-line column refuses, as schema's hasLineBreak: a control character
// other than tab, or a Unicode line or paragraph separator (PostgreSQL's regular expressions read the
// escapes).
const lineBreak = `[\x01-\x08\x0a-\x1f\u2028\u2029]`

// boundCheck adds, when missing, the CHECK holding a column's bounds under the name the embedded
// platform reports (<table>_<column>_check). When a rule of the hand-written SQL already has that name
// (mensajes_contacto_mensaje_check: not blank) it keeps the rule and adds the bounds to it. Rows
// already stored are not rechecked (NOT VALID): a project keeps the messages it took before the bounds.
const boundCheck = `
do $do$
declare
    d text;
begin
    select pg_get_constraintdef(k.oid) into d from pg_constraint k
    where k.conrelid = %[1]s::regclass and k.conname = %[2]s;
    if d is null then
        alter table %[3]s add constraint %[4]s check (%[5]s) not valid;
    elsif d !~ 'char_length|!~' then
        execute 'alter table %[3]s drop constraint %[4]s';
        execute 'alter table %[3]s add constraint %[4]s check ('
            || substring(d from '^CHECK \((.*)\)(?: NOT VALID)?$') || ' and ' || %[6]s || ') not valid';
    end if;
end $do$;
`

// writeBounds writes a boundCheck for every bounded column.
func writeBounds(b *strings.Builder, tables []*schema.Table, platformOnly map[string]string) error {
	section(b, "Column bounds")
	for _, t := range tables {
		if _, ok := platformOnly[t.Name]; ok {
			continue
		}
		for i := range t.Columns {
			c := &t.Columns[i]
			if !c.Bounded() {
				continue
			}
			if c.Type != schema.Text {
				return fmt.Errorf("column %s.%s: bounds on a column that is not text", t.Name, c.Name)
			}
			cond := bound(c)
			table := "public." + ident(t.Name)
			fmt.Fprintf(b, boundCheck, literal(table), literal(c.CheckName(t.Name)), table,
				ident(c.CheckName(t.Name)), cond, literal(cond))
		}
	}
	return nil
}

// bound is the condition of a column's bounds.
func bound(c *schema.Column) string {
	var parts []string
	if c.MaxLength > 0 {
		parts = append(parts, fmt.Sprintf("char_length(%s) <= %d", ident(c.Name), c.MaxLength))
	}
	if c.OneLine {
		parts = append(parts, fmt.Sprintf("%s !~ %s", ident(c.Name), literal(lineBreak)))
	}
	return strings.Join(parts, " and ")
}
