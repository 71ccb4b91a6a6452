package catalog

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The FAQ's table (docs/spec/modules.md §1, view preguntas): an editorial table ordered by hand.

func faqTable() *schema.Table {
	return &schema.Table{
		Name: "preguntas",
		Columns: schema.WithLifecycle(
			schema.SerialID(),
			schema.Column{Name: "pregunta", Type: schema.Text, NotNull: true},
			schema.Column{Name: "respuesta", Type: schema.Text, NotNull: true, HasDefault: true},
			schema.Column{Name: "categoria", Type: schema.Integer},
			schema.Column{Name: "orden", Type: schema.Integer, NotNull: true, HasDefault: true},
			schema.CreatedAt(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []schema.ForeignKey{schema.FK("preguntas", "categoria", "categoria-servicios")},
		ReadRoles:   schema.Everyone(),
		WriteRoles:  schema.SignedIn(),
		Lifecycle:   true,
		Search:      &schema.Search{Title: "pregunta", Fields: []string{"respuesta"}, Path: "/preguntas-frecuentes#pregunta-{id}", View: "preguntas"},
	}
}

// orderQuestions is ordenar_preguntas(p_ids jsonb): the questions whose ids p_ids lists (an array of
// integers) take orden 1, 2, 3… in that order, in one transaction. The order is not content: the
// embedded platform keeps no revision of it and leaves version alone, so reordering never turns an
// editor's open form into a conflict. Signed-in users call it (the FAQ list's drag and drop and
// up/down buttons).
func orderQuestions() *schema.Function {
	return &schema.Function{
		Name:   "ordenar_preguntas",
		Params: []schema.Param{{Name: "p_ids", Type: schema.JSONB, Required: true}},
		Roles:  schema.SignedIn(),
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			var ids []int64
			if err := json.Unmarshal(args["p_ids"].(json.RawMessage), &ids); err != nil {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_ids must be an array of question ids"}
			}
			for i, id := range ids {
				if _, err := tx.Exec(ctx, `UPDATE preguntas SET orden = ? WHERE id = ?`, i+1, id); err != nil {
					return nil, fmt.Errorf("order question %d: %w", id, err)
				}
			}
			return nil, nil
		},
	}
}
