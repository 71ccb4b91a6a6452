package supabasesql

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// storagePolicy is one of authenticated's write policies on storage.objects.
type storagePolicy struct {
	name, command   string
	using, newCheck bool // it tests the old row (using), the new one (with check)
}

// storagePolicies are authenticated's write policies under the names of 20261122000000_vitrina.sql,
// which they replace.
func storagePolicies() []storagePolicy {
	return []storagePolicy{
		{name: "vitrina: subida", command: "insert", newCheck: true},
		{name: "vitrina: reemplazo", command: "update", using: true, newCheck: true},
		{name: "vitrina: borrado", command: "delete", using: true},
	}
}

// writeStorage lets authenticated insert, update and delete objects of a bucket with views only
// with one of its write views. Reads are unchanged: the buckets are public.
func writeStorage(b *strings.Builder, buckets map[string]*schema.ViewAccess) {
	if len(buckets) == 0 {
		return
	}
	section(b, "Storage: the write views of each bucket")
	names := make([]string, 0, len(buckets))
	for name := range buckets {
		names = append(names, name)
	}
	slices.Sort(names)
	var cond []string
	for _, name := range names {
		cond = append(cond, fmt.Sprintf("bucket_id = %s and (select public.vitrina_puede(%s))", literal(name), textArray(buckets[name].Write)))
	}
	check := "(" + strings.Join(cond, ")\n        or (") + ")"
	for _, p := range storagePolicies() {
		lines := []string{fmt.Sprintf("create policy %s on storage.objects for %s to authenticated", ident(p.name), p.command)}
		if p.using {
			lines = append(lines, "    using ("+check+")")
		}
		if p.newCheck {
			lines = append(lines, "    with check ("+check+")")
		}
		fmt.Fprintf(b, "\ndrop policy if exists %s on storage.objects;\n%s;\n", ident(p.name), strings.Join(lines, "\n"))
	}
}
