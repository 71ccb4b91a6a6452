package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/redirects"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// slugRedirects is the rule of an editorial table of redirects.SlugPrefix: when an update changes the address
// of an item published now (its slug, or a page's parent), the old address is redirected (301) to
// the new one in the write's transaction, whichever client wrote it — the CMS or anyone through
// /rest/v1. A page's move takes the pages below it along. The Supabase SQL's trigger
// redireccion_por_slug is its twin.
func slugRedirects(table string) updateHook {
	return func(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
		_, setsSlug := set["slug"]
		_, setsParent := set["padre"]
		pages := table == "paginas"
		if !setsSlug && !(pages && setsParent) {
			return nil
		}
		moved, err := publishedPlaces(ctx, tx, table, where, args)
		if err != nil {
			return err
		}
		for _, p := range moved {
			next := p
			if s, ok := set["slug"].(string); ok {
				next.slug = s
			}
			if pages && setsParent {
				next.parent, _ = set["padre"].(int64)
			}
			pathOf := func(ctx context.Context, tx *database.Tx, p place) (string, error) {
				return placePath(ctx, tx, table, p)
			}
			from, to, err := redirectAddress(ctx, tx, p, next, pathOf)
			if err != nil {
				return err
			}
			if from != "" && pages && next.parent == 0 {
				if err := moveChildPages(ctx, tx, p.id, from, to); err != nil {
					return err
				}
			}
		}
		return nil
	}
}

// place is where an item lives: its slug and, for a page, its parent (0: top level).
type place struct {
	id     int64
	slug   string
	parent int64
}

// publishedPlaces reads the items an update matches that the public sees now.
func publishedPlaces(ctx context.Context, tx *database.Tx, table, where string, args []any) ([]place, error) {
	cond, condArgs := schema.PublishedNow(tx.Dialect(), "", schema.CallerOf(ctx).Now)
	cols := "id, slug, 0"
	if table == "paginas" {
		cols = "id, slug, COALESCE(padre, 0)"
	}
	q := `SELECT ` + cols + ` FROM ` + quoteName(table) + ` WHERE ` + cond
	all := append([]any{}, condArgs...)
	if where != "" {
		q += " AND (" + where + ")"
		all = append(all, args...)
	}
	rows, err := tx.Query(ctx, q, all...)
	if err != nil {
		return nil, fmt.Errorf("read the places of %s: %w", table, err)
	}
	defer rows.Close()
	var out []place
	for rows.Next() {
		var p place
		if err := rows.Scan(&p.id, &p.slug, &p.parent); err != nil {
			return nil, fmt.Errorf("read the places of %s: %w", table, err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// quoteName quotes a catalog table name (the catalog is the allow-list of names).
func quoteName(name string) string { return `"` + name + `"` }

// placePath is the public address of an item at p; "" for a page under a parent that is gone.
func placePath(ctx context.Context, tx *database.Tx, table string, p place) (string, error) {
	if table != "paginas" || p.parent == 0 {
		return redirects.SlugPrefix(table) + p.slug, nil
	}
	var parent string
	err := tx.QueryRow(ctx, `SELECT slug FROM paginas WHERE id = ?`, p.parent).Scan(&parent)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read parent page %d: %w", p.parent, err)
	}
	return "/" + parent + "/" + p.slug, nil
}

// moveChildPages redirects the published pages below a top-level page whose address changed.
func moveChildPages(ctx context.Context, tx *database.Tx, parent int64, from, to string) error {
	children, err := publishedPlaces(ctx, tx, "paginas", `padre = ?`, []any{parent})
	if err != nil {
		return err
	}
	for _, c := range children {
		if err := addSlugRedirect(ctx, tx, from+"/"+c.slug, to+"/"+c.slug); err != nil {
			return err
		}
	}
	return nil
}

// redirectAddress redirects (301) the address of old to that of next, as pathOf reads them, when
// both are addresses and they differ; it answers them, or "" when it made no redirect.
func redirectAddress[P any](ctx context.Context, tx *database.Tx, old, next P,
	pathOf func(context.Context, *database.Tx, P) (string, error)) (from, to string, err error) {
	if from, err = pathOf(ctx, tx, old); err != nil {
		return "", "", err
	}
	if to, err = pathOf(ctx, tx, next); err != nil {
		return "", "", err
	}
	if from == to || from == "" || to == "" {
		return "", "", nil
	}
	return from, to, addSlugRedirect(ctx, tx, from, to)
}

// addSlugRedirect stores from → to (301): the new address is live, so a redirect from it goes;
// redirects that led to the old address now lead to the new one (no chains).
func addSlugRedirect(ctx context.Context, tx *database.Tx, from, to string) error {
	steps := []struct {
		q    string
		args []any
	}{
		{`DELETE FROM redirecciones WHERE origen = ?`, []any{to}},
		{`UPDATE redirecciones SET destino = ? WHERE destino = ?`, []any{to, from}},
		{`INSERT INTO redirecciones (origen, destino, tipo) VALUES (?, ?, 301)
			ON CONFLICT (origen) DO UPDATE SET destino = excluded.destino, tipo = 301`, []any{from, to}},
	}
	for _, s := range steps {
		if _, err := tx.Exec(ctx, s.q, s.args...); err != nil {
			return fmt.Errorf("redirect %s to %s: %w", from, to, err)
		}
	}
	return nil
}
