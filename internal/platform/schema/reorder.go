package schema

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// Reorder is what a function that orders rows by hand does: the rows of Table whose primary keys
// (integers) its one parameter lists, a JSON array, take Column 1, 2, 3… in that order, in one
// transaction. It is declared once: the catalog makes it the function's Call on the embedded
// platform, and the Supabase SQL writes it as PL/pgSQL.
type Reorder struct {
	Table, Column string
}

// ReorderFunction is name(param jsonb), which signed-in users call to order table's rows by column.
// The order is not content: on the embedded platform it keeps no revision and leaves version alone,
// so reordering never turns an editor's open form into a conflict.
func ReorderFunction(name, table, column, param string) *Function {
	return &Function{
		Name:    name,
		Params:  []Param{{Name: param, Type: JSONB, Required: true}},
		Roles:   SignedIn(),
		Reorder: &Reorder{Table: table, Column: column},
	}
}

// Refusal is the message of a call whose argument is no array of keys.
func (r *Reorder) Refusal(param string) string {
	return fmt.Sprintf("%s must be an array of ids of %s", param, r.Table)
}

// Key is the column that identifies t's rows in a reorder, or an error when t cannot be reordered.
func (r *Reorder) Key(t *Table) (string, error) {
	if t == nil {
		return "", fmt.Errorf("reorder: no table %s", r.Table)
	}
	if key := t.Column(t.PrimaryKey); key == nil || key.Type != Integer {
		return "", fmt.Errorf("reorder %s: its primary key is not an integer", t.Name)
	}
	if c := t.Column(r.Column); c == nil || c.Type != Integer {
		return "", fmt.Errorf("reorder %s: no integer column %s", t.Name, r.Column)
	}
	return t.PrimaryKey, nil
}

// call is the embedded platform's implementation of a reorder of t through param.
func (r *Reorder) call(t *Table, param string) func(ctx context.Context, tx *database.Tx, args Row) (any, error) {
	key, keyErr := r.Key(t)
	query := fmt.Sprintf(`UPDATE %s SET %s = ? WHERE %s = ?`, quoteIdent(r.Table), quoteIdent(r.Column), quoteIdent(key))
	return func(ctx context.Context, tx *database.Tx, args Row) (any, error) {
		if keyErr != nil {
			return nil, keyErr
		}
		var ids []int64
		if err := json.Unmarshal(args[param].(json.RawMessage), &ids); err != nil {
			return nil, &database.Error{Code: CodeRaise, Message: r.Refusal(param)}
		}
		for i, id := range ids {
			if _, err := tx.Exec(ctx, query, i+1, id); err != nil {
				return nil, fmt.Errorf("order %s %d: %w", r.Table, id, err)
			}
		}
		return nil, nil
	}
}

// quoteIdent quotes an identifier for either database.
func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
