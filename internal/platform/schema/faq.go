package schema

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
)

// The FAQ's table (docs/spec/modules.md §1, view preguntas): an editorial table ordered by hand.

func faqTable() *Table {
	return &Table{
		Name: "preguntas",
		Columns: withLifecycle(
			serialID(),
			Column{Name: "pregunta", Type: Text, NotNull: true},
			Column{Name: "respuesta", Type: Text, NotNull: true, HasDefault: true},
			Column{Name: "categoria", Type: Integer},
			Column{Name: "orden", Type: Integer, NotNull: true, HasDefault: true},
			createdAt(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []ForeignKey{fk("preguntas", "categoria", "categoria-servicios")},
		ReadRoles:   everyone,
		WriteRoles:  authenticated,
		Lifecycle:   true,
		Search:      &Search{Title: "pregunta", Fields: []string{"respuesta"}, Path: "/preguntas-frecuentes#pregunta-{id}", View: "preguntas"},
	}
}

// orderQuestions is ordenar_preguntas(p_ids jsonb): the questions whose ids p_ids lists (an array of
// integers) take orden 1, 2, 3… in that order, in one transaction. The order is not content: the
// embedded platform keeps no revision of it and leaves version alone, so reordering never turns an
// editor's open form into a conflict. Signed-in users call it (the FAQ list's drag and drop and
// up/down buttons).
func orderQuestions() *Function {
	return &Function{
		Name:   "ordenar_preguntas",
		Params: []Param{{Name: "p_ids", Type: JSONB, Required: true}},
		Roles:  authenticated,
		Call: func(ctx context.Context, tx *database.Tx, args Row) (any, error) {
			var ids []int64
			if err := json.Unmarshal(args["p_ids"].(json.RawMessage), &ids); err != nil {
				return nil, &database.Error{Code: CodeRaise, Message: "p_ids must be an array of question ids"}
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
