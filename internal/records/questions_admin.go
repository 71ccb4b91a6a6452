package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// AdminQuestion is a question as the admin edits it: with its SEO fields, when it was created and
// its category's name. The admin's row adds the lifecycle columns, which internal/cms/lifecycle
// types, so the reads below decode into the caller's row type.
type AdminQuestion struct {
	Question
	CreatedAt time.Time `json:"created_at"`
	ItemSEO
	Cat *struct {
		Name string `json:"name"`
	} `json:"cat"`
}

// AdminQuestionColumns are the columns of an AdminQuestion and its lifecycle.
const AdminQuestionColumns = QuestionColumns + ",created_at," + LifecycleColumns + "," + ItemSEOColumns + ",cat:categoria(name)"

// QuestionsInOrder reads the questions in the trash (trashed) or out of it, in their order, at most
// limit, into T: an AdminQuestion with the lifecycle columns.
func QuestionsInOrder[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, trashed bool, only IDFilter, limit int) ([]T, error) {
	is := "is"
	if trashed {
		is = "not.is"
	}
	rows := []T{}
	q := c.From("preguntas", cred).Select(AdminQuestionColumns).
		Filter("eliminado_en", is, "null").Order("orden", false).Order("id", false).Limit(limit)
	_, err := only.Apply(q).Get(ctx, &rows)
	return rows, wrap("read questions", err)
}

// LastQuestionPlace is the highest place (orden) of any question, trash included; 0 without any.
func LastQuestionPlace(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int, error) {
	var last []Question
	_, err := c.From("preguntas", cred).Select("orden").Order("orden", true).Limit(1).Get(ctx, &last)
	if err != nil || len(last) == 0 {
		return 0, wrap("read the last question's place", err)
	}
	return last[0].Orden, nil
}

// OrderQuestions gives the questions the order of ids in one call (one transaction).
func OrderQuestions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []int64) error {
	return wrap("order questions", c.RPC(ctx, cred, "ordenar_preguntas", map[string]any{"p_ids": ids}, nil))
}
