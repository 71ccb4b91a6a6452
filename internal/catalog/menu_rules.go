package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/pageblocks"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The rules of table menus, held by the platform for every client (the CMS checks its form first):
// items nest two levels at most, under a top-level item of the same menu, and an external target is
// an absolute http(s) address — the public navigation links to it as is.

const (
	msgMenuTooDeep  = "Un elemento solo puede colocarse dentro de un elemento de primer nivel del mismo menú (dos niveles como máximo)."
	msgMenuHasItems = "Este elemento tiene elementos dentro: no puede colocarse dentro de otro."
	msgMenuNoParent = "El elemento superior elegido no existe."
	msgMenuURL      = "Un destino externo debe ser una dirección http:// o https:// completa."
)

type menuPlace struct {
	id        int64
	ubicacion string
	parent    *int64
	tipo      string
	destino   string
}

func menuBeforeInsert(ctx context.Context, tx *database.Tx, row schema.Row) error {
	p := menuPlace{}
	p.ubicacion, _ = row["ubicacion"].(string)
	p.tipo, _ = row["tipo"].(string)
	p.destino, _ = row["destino"].(string)
	var err error
	if p.parent, err = pageParent(row["padre"]); err != nil {
		return err
	}
	return checkMenuPlace(ctx, tx, p)
}

func menuBeforeUpdate(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	touches := false
	for _, c := range []string{"ubicacion", "padre", "tipo", "destino"} {
		_, ok := set[c]
		touches = touches || ok
	}
	if !touches {
		return nil
	}
	q := `SELECT id, ubicacion, padre, tipo, destino FROM menus`
	if where != "" {
		q += " WHERE " + where
	}
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("read updated menu items: %w", err)
	}
	var places []menuPlace
	for rows.Next() {
		var p menuPlace
		var parent sql.NullInt64
		if err := rows.Scan(&p.id, &p.ubicacion, &parent, &p.tipo, &p.destino); err != nil {
			rows.Close()
			return fmt.Errorf("read updated menu items: %w", err)
		}
		if parent.Valid {
			p.parent = &parent.Int64
		}
		places = append(places, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read updated menu items: %w", err)
	}
	for _, p := range places {
		if v, ok := set["ubicacion"].(string); ok {
			p.ubicacion = v
		}
		if v, ok := set["tipo"].(string); ok {
			p.tipo = v
		}
		if v, ok := set["destino"].(string); ok {
			p.destino = v
		}
		if v, ok := set["padre"]; ok {
			if p.parent, err = pageParent(v); err != nil {
				return err
			}
		}
		if err := checkMenuPlace(ctx, tx, p); err != nil {
			return err
		}
	}
	return nil
}

func checkMenuPlace(ctx context.Context, tx *database.Tx, p menuPlace) error {
	if p.tipo == "externo" && (strings.HasPrefix(p.destino, "/") || !pageblocks.ValidLink(p.destino)) {
		return pageRuleError(msgMenuURL)
	}
	if p.parent == nil {
		return nil
	}
	var ubicacion string
	var grand sql.NullInt64
	err := tx.QueryRow(ctx, `SELECT ubicacion, padre FROM menus WHERE id = ?`, *p.parent).Scan(&ubicacion, &grand)
	if errors.Is(err, sql.ErrNoRows) {
		return pageRuleError(msgMenuNoParent)
	}
	if err != nil {
		return fmt.Errorf("read parent menu item: %w", err)
	}
	if grand.Valid || ubicacion != p.ubicacion || *p.parent == p.id {
		return pageRuleError(msgMenuTooDeep)
	}
	if p.id == 0 {
		return nil
	}
	var child int64
	err = tx.QueryRow(ctx, `SELECT id FROM menus WHERE padre = ? LIMIT 1`, p.id).Scan(&child)
	if err == nil {
		return pageRuleError(msgMenuHasItems)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read child menu items: %w", err)
	}
	return nil
}

// menuTranslationBeforeInsert and menuTranslationBeforeUpdate hold a translated target (a free
// link's own address in a language) to the item's rule: a path of the site or an http(s) address,
// and an absolute http(s) address when the item is an external link. Null leaves the item's target.
func menuTranslationBeforeInsert(ctx context.Context, tx *database.Tx, row schema.Row) error {
	destino, _ := row["destino"].(string)
	if destino == "" {
		return nil
	}
	origin, _ := row[schema.ColumnTranslationOf].(int64)
	return checkMenuTranslationTarget(ctx, tx, `SELECT tipo FROM menus WHERE id = ?`, []any{origin}, destino)
}

func menuTranslationBeforeUpdate(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	destino, _ := set["destino"].(string)
	if destino == "" {
		return nil
	}
	q := `SELECT m.tipo FROM menus m WHERE m.id IN (SELECT ` + schema.ColumnTranslationOf + ` FROM menus_traducciones`
	if where != "" {
		q += " WHERE " + where
	}
	return checkMenuTranslationTarget(ctx, tx, q+")", args, destino)
}

// checkMenuTranslationTarget checks destino against the kinds of the items q reads.
func checkMenuTranslationTarget(ctx context.Context, tx *database.Tx, q string, args []any, destino string) error {
	if !pageblocks.ValidLink(destino) {
		return pageRuleError(msgMenuURL)
	}
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("read translated menu items: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var tipo string
		if err := rows.Scan(&tipo); err != nil {
			return fmt.Errorf("read translated menu items: %w", err)
		}
		if tipo == "externo" && strings.HasPrefix(destino, "/") {
			return pageRuleError(msgMenuURL)
		}
	}
	return rows.Err()
}
