package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/slug"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// categoryBeforeInsert generates the slug from the name when none is given, de-duplicated with
// -2, -3… against the slugs already taken.
func categoryBeforeInsert(ctx context.Context, tx *database.Tx, row schema.Row) error {
	if s, ok := row["slug"].(string); ok && strings.TrimSpace(s) != "" {
		return nil
	}
	name, _ := row["name"].(string)
	base := slug.Of(name, "categoria")
	rows, err := tx.Query(ctx, `SELECT slug FROM "categoria-servicios" WHERE slug = ? OR slug LIKE ?`, base, base+"-%")
	if err != nil {
		return fmt.Errorf("read slugs: %w", err)
	}
	defer rows.Close()
	taken := map[string]bool{}
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return fmt.Errorf("read slugs: %w", err)
		}
		taken[s] = true
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read slugs: %w", err)
	}
	slug := base
	for n := 2; taken[slug]; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	row["slug"] = slug
	return nil
}

// categoryBeforeUpdate refuses to move a category under itself or one of its descendants.
func categoryBeforeUpdate(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
	parent, moving := set["id_padre"]
	if !moving || parent == nil {
		return nil
	}
	newParent, _ := parent.(int64)
	// The ancestors of the new parent, itself included; none of them may be a row being moved.
	q := `WITH RECURSIVE ancestors(id, id_padre) AS (
		SELECT id, id_padre FROM "categoria-servicios" WHERE id = ?
		UNION
		SELECT c.id, c.id_padre FROM "categoria-servicios" c JOIN ancestors a ON c.id = a.id_padre
	)
	SELECT m.id FROM "categoria-servicios" m WHERE m.id IN (SELECT id FROM ancestors)`
	if where != "" {
		q += " AND (" + where + ")"
	}
	var id int64
	err := tx.QueryRow(ctx, q+" LIMIT 1", append([]any{newParent}, args...)...).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("check category cycle: %w", err)
	}
	return &database.Error{
		Code:    schema.CodeRaise,
		Message: "Una categoría no puede moverse dentro de sí misma ni de una de sus subcategorías",
		Detail:  fmt.Sprintf("La categoría %d es antecesora de la categoría %d.", id, newParent),
	}
}
