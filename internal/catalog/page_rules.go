package catalog

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/pageblocks"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The rules of table paginas, held by the platform for every client (the CMS checks its form with
// the same package first, to put the message next to the field): the blocks follow their types'
// schemas, a top-level slug is never a reserved path, pages nest two levels at most, and choosing
// a home page un-chooses the previous one in the same transaction.

// Spanish messages of the page rules (they reach clients as PostgREST errors, code P0001).
const (
	msgPageTooDeep   = "Una página solo puede colocarse dentro de una página de primer nivel (dos niveles como máximo)."
	msgPageHasPages  = "Esta página tiene páginas dentro: no puede colocarse dentro de otra (dos niveles como máximo)."
	msgPageNoParent  = "La página superior elegida no existe."
	msgPageSelf      = "Una página no puede estar dentro de sí misma."
	msgPageBadColumn = "La columna %s tiene un valor de otro tipo."
)

func pageRuleError(msg string) error { return &database.Error{Code: schema.CodeRaise, Message: msg} }

// pageBeforeInsert checks a new page and, when it is the home page, un-chooses the previous one.
func pageBeforeInsert(ctx context.Context, tx *database.Tx, row schema.Row) error {
	if err := checkPageBlocks(row); err != nil {
		return err
	}
	slug, _ := row["slug"].(string)
	parent, err := pageParent(row["padre"])
	if err != nil {
		return err
	}
	if err := checkPagePlace(ctx, tx, 0, slug, parent); err != nil {
		return err
	}
	return clearOtherHome(ctx, tx, row, "", nil)
}

// pageBeforeUpdate checks the final slug and parent of every page the update matches.
func pageBeforeUpdate(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	if err := checkPageBlocks(set); err != nil {
		return err
	}
	_, setsSlug := set["slug"]
	_, setsParent := set["padre"]
	if setsSlug || setsParent {
		if err := checkUpdatedPlaces(ctx, tx, set, where, args); err != nil {
			return err
		}
	}
	return clearOtherHome(ctx, tx, set, where, args)
}

func checkPageBlocks(row schema.Row) error {
	v, ok := row["bloques"]
	if !ok || v == nil {
		return nil
	}
	raw, ok := v.(json.RawMessage)
	if !ok {
		return pageRuleError(fmt.Sprintf(msgPageBadColumn, "bloques"))
	}
	if _, err := pageblocks.Parse(raw); err != nil {
		return pageRuleError(err.Error())
	}
	return nil
}

// pageParent reads the padre value of a write (nil: top level).
func pageParent(v any) (*int64, error) {
	switch p := v.(type) {
	case nil:
		return nil, nil
	case int64:
		return &p, nil
	}
	return nil, pageRuleError(fmt.Sprintf(msgPageBadColumn, "padre"))
}

// checkPagePlace checks page id's (0: new) slug under parent: the reserved paths for a top-level
// page, a top-level parent otherwise, and no pages below a page that moves under another.
func checkPagePlace(ctx context.Context, tx *database.Tx, id int64, slug string, parent *int64) error {
	if msg := pageblocks.CheckSlug(slug, parent == nil); msg != "" {
		return pageRuleError(msg)
	}
	if parent == nil {
		return nil
	}
	if *parent == id {
		return pageRuleError(msgPageSelf)
	}
	var grand sql.NullInt64
	err := tx.QueryRow(ctx, `SELECT padre FROM paginas WHERE id = ?`, *parent).Scan(&grand)
	if errors.Is(err, sql.ErrNoRows) {
		return pageRuleError(msgPageNoParent)
	}
	if err != nil {
		return fmt.Errorf("read parent page: %w", err)
	}
	if grand.Valid {
		return pageRuleError(msgPageTooDeep)
	}
	if id == 0 {
		return nil
	}
	var child int64
	err = tx.QueryRow(ctx, `SELECT id FROM paginas WHERE padre = ? LIMIT 1`, id).Scan(&child)
	if err == nil {
		return pageRuleError(msgPageHasPages)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read child pages: %w", err)
	}
	return nil
}

// checkUpdatedPlaces checks the slug and parent each matched page will have after the update.
func checkUpdatedPlaces(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	q := `SELECT id, slug, padre FROM paginas`
	if where != "" {
		q += " WHERE " + where
	}
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("read updated pages: %w", err)
	}
	type place struct {
		id     int64
		slug   string
		parent *int64
	}
	var places []place
	for rows.Next() {
		var p place
		var parent sql.NullInt64
		if err := rows.Scan(&p.id, &p.slug, &parent); err != nil {
			rows.Close()
			return fmt.Errorf("read updated pages: %w", err)
		}
		if parent.Valid {
			p.parent = &parent.Int64
		}
		places = append(places, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read updated pages: %w", err)
	}
	for _, p := range places {
		if s, ok := set["slug"]; ok {
			p.slug, _ = s.(string)
		}
		if v, ok := set["padre"]; ok {
			if p.parent, err = pageParent(v); err != nil {
				return err
			}
		}
		if err := checkPagePlace(ctx, tx, p.id, p.slug, p.parent); err != nil {
			return err
		}
	}
	return nil
}

// clearOtherHome: when a write makes a page the home page, the previous home page stops being it,
// in the write's transaction (the unique index allows one).
func clearOtherHome(ctx context.Context, tx *database.Tx, row schema.Row, where string, args []any) error {
	if home, _ := row["es_inicio"].(bool); !home {
		return nil
	}
	q := `UPDATE paginas SET es_inicio = ? WHERE es_inicio = ?`
	all := []any{false, true}
	if where != "" {
		q += " AND NOT (" + where + ")"
		all = append(all, args...)
	}
	if _, err := tx.Exec(ctx, q, all...); err != nil {
		return fmt.Errorf("clear the previous home page: %w", err)
	}
	return nil
}

// templateBeforeInsert and templateBeforeUpdate hold a page template's blocks to the blocks' schemas
// (a template is what a new page starts from).
func templateBeforeInsert(_ context.Context, _ *database.Tx, row schema.Row) error {
	return checkPageBlocks(row)
}

func templateBeforeUpdate(_ context.Context, _ *database.Tx, set schema.Row, _ string, _ []any) error {
	return checkPageBlocks(set)
}
