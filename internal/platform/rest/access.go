package rest

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// caller is who a request acts as and, for a signed-in user, the views of the permission grid it
// holds, read at most once per request and only when a table or function asks for them.
type caller struct {
	id     gateway.Identity
	who    schema.Who
	perms  schema.Permissions
	db     schema.Reader
	loaded bool
	grants schema.Grants
}

func (a *API) callerOf(id gateway.Identity) *caller {
	c := &caller{id: id, perms: a.catalog.Permissions, db: a.db}
	if id.Role == gateway.RoleAuthenticated && id.Claims != nil {
		c.who = schema.NewWho(id.Claims.Email, id.Claims.UserMetadata, a.adminEmail)
	}
	return c
}

// governed reports whether the permission grid applies: a signed-in user, with a grid to apply.
func (c *caller) governed() bool {
	return c.id.Role == gateway.RoleAuthenticated && c.perms != nil
}

// viewGrants reads the caller's grants once.
func (c *caller) viewGrants(ctx context.Context) (schema.Grants, error) {
	if !c.loaded {
		g, err := c.perms(ctx, c.db, c.who)
		if err != nil {
			return schema.Grants{}, err
		}
		c.grants, c.loaded = g, true
	}
	return c.grants, nil
}

// mayRead reports whether the caller may select from t: its role, then its views.
func (c *caller) mayRead(ctx context.Context, t *schema.Table) (bool, error) {
	if !t.CanRead(c.id.Role) {
		return false, nil
	}
	return c.viewsAllow(ctx, t.Views, false)
}

// mayWrite reports whether the caller may insert, update and delete rows of t.
func (c *caller) mayWrite(ctx context.Context, t *schema.Table) (bool, error) {
	if !t.CanWrite(c.id.Role) {
		return false, nil
	}
	return c.viewsAllow(ctx, t.Views, true)
}

func (c *caller) viewsAllow(ctx context.Context, v *schema.ViewAccess, write bool) (bool, error) {
	if v == nil || !c.governed() {
		return true, nil
	}
	g, err := c.viewGrants(ctx)
	if err != nil {
		return false, err
	}
	if write {
		return v.CanWrite(g), nil
	}
	return v.CanRead(g), nil
}

// rowTables are the tables whose rows of t (a table whose rows follow another table's views) the
// caller may use; all is set when no row is out of reach.
func (c *caller) rowTables(ctx context.Context, catalog *schema.Catalog, t *schema.Table, write bool) (tables []string, all bool, err error) {
	if t.RowViews == "" || !c.governed() {
		return nil, true, nil
	}
	g, err := c.viewGrants(ctx)
	if err != nil {
		return nil, false, err
	}
	if g.Admin {
		return nil, true, nil
	}
	return schema.ViewTables(catalog.Tables(), g, write), false, nil
}

// authorize applies the caller's views to a request on a table: 42501 when the view is missing
// (for the table, or for a table it embeds), and, on a table whose rows follow other tables' views,
// a condition that keeps only the rows of tables the caller may use.
func (a *API) authorize(ctx context.Context, c *caller, req *request, r *http.Request, insertOnly bool) error {
	t := req.table
	read := r.Method == http.MethodGet || r.Method == http.MethodHead
	var ok bool
	var err error
	switch {
	case read:
		ok, err = c.mayRead(ctx, t)
	case insertOnly:
		ok = true
	default:
		ok, err = c.mayWrite(ctx, t)
	}
	if err != nil {
		return err
	}
	if !ok {
		return errPermission(c.id.Role, "permission denied for table "+t.Name)
	}
	if err := a.authorizeEmbeds(ctx, c, t, req.query.selects); err != nil {
		return err
	}
	tables, all, err := c.rowTables(ctx, a.catalog, t, !read)
	if err != nil || all {
		return err
	}
	if len(tables) == 0 {
		return errPermission(c.id.Role, "permission denied for table "+t.Name)
	}
	req.rowTables = tables
	if r.Method != http.MethodPost {
		req.query.where = append(req.query.where, condition{column: t.RowViews, op: "in", list: tables})
		req.implicitWhere++
	}
	return nil
}

// authorizeEmbeds refuses an embed of a table the caller may not read, at every depth.
func (a *API) authorizeEmbeds(ctx context.Context, c *caller, t *schema.Table, items []selectItem) error {
	for _, it := range items {
		if it.embed == nil {
			continue
		}
		rel, err := a.resolveRelation(t, it.embed)
		if err != nil {
			return nil // the shape's own resolution answers this error
		}
		ok, err := c.mayRead(ctx, rel.target)
		if err != nil {
			return err
		}
		if ok && rel.target.RowViews != "" && c.governed() {
			g, err := c.viewGrants(ctx)
			if err != nil {
				return err
			}
			ok = g.Admin
		}
		if !ok {
			return errPermission(c.id.Role, "permission denied for table "+rel.target.Name)
		}
		if err := a.authorizeEmbeds(ctx, c, rel.target, it.embed.items); err != nil {
			return err
		}
	}
	return nil
}

// checkRowTables refuses a row that names a table outside the caller's (req.rowTables set).
func checkRowTables(req *request, role string, row schema.Row) error {
	if req.rowTables == nil {
		return nil
	}
	v, ok := row[req.table.RowViews]
	if !ok {
		return nil
	}
	name, _ := v.(string)
	for _, t := range req.rowTables {
		if t == name {
			return nil
		}
	}
	return errPermission(role, `new row violates row-level security policy for table "`+req.table.Name+`"`)
}

// checkBounds refuses a value outside its column's bounds, as the column's CHECK constraint would.
func checkBounds(t *schema.Table, row schema.Row) error {
	for name, v := range row {
		col := t.Column(name)
		if col == nil || !col.Bounded() || col.CheckValue(v) {
			continue
		}
		return newError(http.StatusBadRequest, "23514",
			`new row for relation "`+t.Name+`" violates check constraint "`+col.CheckName(t.Name)+`"`)
	}
	return nil
}

// authorizeCall applies the caller's views to an RPC call: the function's own views, and the write
// views of the editorial table an argument names.
func (a *API) authorizeCall(ctx context.Context, c *caller, fn *schema.Function, args schema.Row) (context.Context, error) {
	if !c.governed() {
		return ctx, nil
	}
	g, err := c.viewGrants(ctx)
	if err != nil {
		return ctx, err
	}
	denied := errPermission(c.id.Role, "permission denied for function "+fn.Name)
	if fn.Views != nil && !g.HasAny(fn.Views) {
		return ctx, denied
	}
	if fn.TableArg != "" {
		name, _ := args[fn.TableArg].(string)
		if t := a.catalog.Table(name); t != nil && !t.Views.CanWrite(g) {
			return ctx, denied
		}
	}
	return schema.WithGrants(ctx, g), nil
}

// limitInsert counts an insert-only caller's rows against the table's per-address bound (429 with
// Retry-After once it is spent). Callers that may write the table are not bounded.
func (a *API) limitInsert(w http.ResponseWriter, r *http.Request, req *request, rows int) error {
	l := a.limits[req.table.Name]
	if l == nil || req.table.CanWrite(req.identity.Role) {
		return nil
	}
	now := a.now()
	key := gateway.ClientAddress(r)
	for range rows {
		if !l.Allow(key, now) {
			lim := req.table.InsertLimit
			retry := int(math.Ceil(lim.Window.Seconds() / float64(lim.Max)))
			w.Header().Set("Retry-After", strconv.Itoa(retry))
			return newError(http.StatusTooManyRequests, "over_request_rate_limit",
				fmt.Sprintf("Too many rows for table %s from one address: at most %d per %s", req.table.Name, lim.Max, lim.Window)).
				withHint(fmt.Sprintf("Retry after %d seconds", retry))
		}
	}
	return nil
}
