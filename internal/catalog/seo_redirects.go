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

// The rules of table redirecciones, held by the platform for every client (the Supabase SQL's
// trigger redirecciones_reglas is their twin): origin and target well formed, one redirect per
// origin, chains collapsed (adding B→C turns A→B into A→C, and adding A→B when B→C exists stores
// A→C) and loops refused with a Spanish message. slugRedirects adds the 301 of a published item
// whose slug changes, whoever writes it.

// maxChain bounds how far a chain is followed (a loop is refused long before: every write keeps
// chains collapsed, so a stored chain is one step).
const maxChain = 64

func redirectError(msg string) error { return &database.Error{Code: schema.CodeRaise, Message: msg} }

// redirectBeforeInsert checks and completes a new redirect.
func redirectBeforeInsert(ctx context.Context, tx *database.Tx, row schema.Row) error {
	origin, target, err := checkRedirectValues(row)
	if err != nil {
		return err
	}
	var id int64
	err = tx.QueryRow(ctx, `SELECT id FROM redirecciones WHERE origen = ?`, origin).Scan(&id)
	if err == nil {
		return redirectError(fmt.Sprintf(redirects.MsgExists, origin))
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read redirect from %s: %w", origin, err)
	}
	final, err := collapse(ctx, tx, 0, origin, target)
	if err != nil {
		return err
	}
	row["origen"], row["destino"] = origin, final
	return nil
}

// redirectBeforeUpdate checks every redirect the update matches with its new origin and target.
func redirectBeforeUpdate(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	_, setsOrigin := set["origen"]
	_, setsTarget := set["destino"]
	if v, ok := set["tipo"]; ok {
		if t, _ := v.(int64); redirects.CheckType(t) != "" {
			return redirectError(redirects.MsgType)
		}
	}
	if !setsOrigin && !setsTarget {
		return nil
	}
	q := `SELECT id, origen, destino FROM redirecciones`
	if where != "" {
		q += " WHERE " + where
	}
	type stored struct {
		id             int64
		origin, target string
	}
	var matched []stored
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("read updated redirects: %w", err)
	}
	for rows.Next() {
		var s stored
		if err := rows.Scan(&s.id, &s.origin, &s.target); err != nil {
			rows.Close()
			return fmt.Errorf("read updated redirects: %w", err)
		}
		matched = append(matched, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read updated redirects: %w", err)
	}
	for _, s := range matched {
		next := schema.Row{"origen": s.origin, "destino": s.target, "tipo": int64(301)}
		for k, v := range set {
			next[k] = v
		}
		origin, target, err := checkRedirectValues(next)
		if err != nil {
			return err
		}
		var other int64
		err = tx.QueryRow(ctx, `SELECT id FROM redirecciones WHERE origen = ? AND id <> ?`, origin, s.id).Scan(&other)
		if err == nil {
			return redirectError(fmt.Sprintf(redirects.MsgExists, origin))
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("read redirect from %s: %w", origin, err)
		}
		final, err := collapse(ctx, tx, s.id, origin, target)
		if err != nil {
			return err
		}
		if len(matched) == 1 {
			set["origen"], set["destino"] = origin, final
		}
	}
	return nil
}

// checkRedirectValues reads a redirect's origin, target and type, or refuses them.
func checkRedirectValues(row schema.Row) (origin, target string, err error) {
	o, _ := row["origen"].(string)
	d, _ := row["destino"].(string)
	origin, msg := redirects.CheckOrigin(o)
	if msg != "" {
		return "", "", redirectError(msg)
	}
	target, msg = redirects.CheckTarget(d)
	if msg != "" {
		return "", "", redirectError(msg)
	}
	if origin == target {
		return "", "", redirectError(redirects.MsgSelf)
	}
	if v, ok := row["tipo"]; ok && v != nil {
		if t, _ := v.(int64); redirects.CheckType(t) != "" {
			return "", "", redirectError(redirects.MsgType)
		}
	}
	return origin, target, nil
}

// collapse makes origin → target part of no chain: it follows target through the stored redirects
// (other than self) to its end, refusing a loop back to origin, points every redirect that led to
// origin at that end, and returns it.
func collapse(ctx context.Context, tx *database.Tx, self int64, origin, target string) (string, error) {
	final := target
	for i := 0; redirects.IsPath(final) && i < maxChain; i++ {
		var next string
		err := tx.QueryRow(ctx, `SELECT destino FROM redirecciones WHERE origen = ? AND id <> ?`, final, self).Scan(&next)
		if errors.Is(err, sql.ErrNoRows) {
			break
		}
		if err != nil {
			return "", fmt.Errorf("follow redirect from %s: %w", final, err)
		}
		if next == origin {
			return "", redirectError(fmt.Sprintf(redirects.MsgLoop, final, origin))
		}
		final = next
	}
	if final == origin {
		return "", redirectError(fmt.Sprintf(redirects.MsgLoop, target, origin))
	}
	if _, err := tx.Exec(ctx, `UPDATE redirecciones SET destino = ? WHERE destino = ? AND id <> ?`, final, origin, self); err != nil {
		return "", fmt.Errorf("collapse redirects to %s: %w", origin, err)
	}
	return final, nil
}
