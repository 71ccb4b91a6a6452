package schema

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Access in depth. A table's roles (ReadRoles, WriteRoles, InsertRoles) say what anon and a signed-in
// user may do at all; a signed-in user's views in the permission grid (roles_permisos, puede_ver) then
// say which tables that user may actually use. The same rule holds on every path into the table —
// /rest/v1 with its embeds and upserts, RPC, Storage — so a token cannot reach what the admin
// screens hide. The service role bypasses it, as it bypasses row-level security in Supabase.

// ViewAccess names the views of the permission grid that let a signed-in user use a table or a
// bucket. Administrators hold every view.
type ViewAccess struct {
	// Write views insert, update and delete (and read).
	Write []string
	// Read views only read: a picker, a usage report, a count on the dashboard.
	Read []string
}

// Grants is what the permission grid gives one signed-in caller.
type Grants struct {
	Admin bool            // an administrator holds every view
	Views map[string]bool // the views whose puede_ver is true for the caller's role
}

// HasAny reports whether the grants include one of views.
func (g Grants) HasAny(views []string) bool {
	if g.Admin {
		return true
	}
	for _, v := range views {
		if g.Views[v] {
			return true
		}
	}
	return false
}

// CanRead reports whether a holder of g may read what a is attached to (nil: no view needed).
func (a *ViewAccess) CanRead(g Grants) bool {
	return a == nil || g.HasAny(a.Write) || g.HasAny(a.Read)
}

// CanWrite reports whether a holder of g may write what a is attached to (nil: no view needed).
func (a *ViewAccess) CanWrite(g Grants) bool { return a == nil || g.HasAny(a.Write) }

// Verbs says what a caller may do with a table's rows: read them, insert, and update or delete
// (write).
type Verbs struct{ Read, Insert, Write bool }

// SignedIn is what a signed-in caller holding g may do with t's rows by t's roles and views. When t's
// rows follow other tables' views (RowViews), the rows in question name one of named, and the caller
// needs a view of one of those.
func (t *Table) SignedIn(g Grants, named []*Table) Verbs {
	read := t.CanRead("authenticated") && t.Views.CanRead(g)
	write := t.CanWrite("authenticated") && t.Views.CanWrite(g)
	if t.RowViews != "" {
		read = read && len(ViewTables(named, g, false)) > 0
		write = write && len(ViewTables(named, g, true)) > 0
	}
	return Verbs{Read: read, Insert: write || !t.ReadOnly && contains(t.InsertRoles, "authenticated"), Write: write}
}

// Who is a signed-in caller as the permission grid knows it.
type Who struct {
	Email string
	// Admin is set when the caller is an administrator whatever its employee row says:
	// user_metadata.admin, or the designated administrator e-mail.
	Admin bool
}

// NewWho is the caller with e-mail and user_metadata, given the designated administrator's e-mail.
func NewWho(email string, userMetadata map[string]any, adminEmail string) Who {
	email = strings.TrimSpace(email)
	metaAdmin, _ := userMetadata["admin"].(bool)
	adminEmail = strings.TrimSpace(adminEmail)
	return Who{Email: email, Admin: metaAdmin || adminEmail != "" && strings.EqualFold(email, adminEmail)}
}

// BucketWriter reports whether a signed-in caller (who) may write to bucket, by the catalog's
// bucket views, reading its grants through db.
func (c *Catalog) BucketWriter(ctx context.Context, db Reader, who Who, bucket string) (bool, error) {
	v := c.Buckets[bucket]
	if v == nil || c.Permissions == nil {
		return true, nil
	}
	g, err := c.Permissions(ctx, db, who)
	if err != nil {
		return false, err
	}
	return v.CanWrite(g), nil
}

// Permissions resolves a signed-in caller's grants, reading through db.
type Permissions func(ctx context.Context, db Reader, who Who) (Grants, error)

// Limit is a per-address bound on the rows a table accepts from callers that may only insert into it
// (a public form's anon): at most Max rows per Window from one client address.
type Limit struct {
	Max    int
	Window time.Duration
}

// hasLineBreak reports whether s holds a character a one-line column refuses: a control character
// other than tab, or a Unicode line or paragraph separator. Such values end up in e-mail headers and
// other single-line places.
func hasLineBreak(s string) bool {
	for _, r := range s {
		if r < 0x20 && r != '\t' || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}

// CheckValue reports whether v (a value already of the column's type) keeps the column's bounds.
func (c *Column) CheckValue(v any) bool {
	s, ok := v.(string)
	if !ok || c.MaxLength == 0 && !c.OneLine {
		return true
	}
	if c.OneLine && hasLineBreak(s) {
		return false
	}
	if c.MaxLength > 0 {
		n := 0
		for range s {
			if n++; n > c.MaxLength {
				return false
			}
		}
	}
	return true
}

// CheckName is the name of the CHECK constraint that holds the column's bounds (PostgreSQL's default
// for a column constraint).
func (c *Column) CheckName(table string) string { return table + "_" + c.Name + "_check" }

// Bounded reports whether the column has bounds to check.
func (c *Column) Bounded() bool { return c.MaxLength > 0 || c.OneLine }

// ViewTables lists the tables whose rows a holder of g may read (write set: write) among tables
// governed by views, for a table whose rows follow another table's views (RowViews).
func ViewTables(tables []*Table, g Grants, write bool) []string {
	var out []string
	for _, t := range tables {
		if t.Views == nil {
			continue
		}
		if write && t.Views.CanWrite(g) || !write && t.Views.CanRead(g) {
			out = append(out, t.Name)
		}
	}
	slices.Sort(out)
	return out
}

type grantsKey struct{}

// WithGrants gives a function the grants of its signed-in caller.
func WithGrants(ctx context.Context, g Grants) context.Context {
	return context.WithValue(ctx, grantsKey{}, g)
}

// GrantsOf is the grants WithGrants gave; ok is false for a caller the grid does not govern (the
// service role, anon).
func GrantsOf(ctx context.Context) (g Grants, ok bool) {
	g, ok = ctx.Value(grantsKey{}).(Grants)
	return g, ok
}
