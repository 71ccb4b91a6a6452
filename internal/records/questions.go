package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Question is a row of preguntas (view preguntas): a frequently asked question, general or of a
// service category, in its order.
type Question struct {
	ID        int64  `json:"id"`
	Pregunta  string `json:"pregunta"`
	Respuesta string `json:"respuesta"`
	Categoria *int   `json:"categoria"`
	Orden     int    `json:"orden"`
}

// QuestionColumns are the columns of a question.
const QuestionColumns = "id,pregunta,respuesta,categoria,orden"

// PublishedQuestions reads the published questions in their order, of the categories given (nil:
// all), at most limit.
func PublishedQuestions(ctx context.Context, c *platformclient.Client, lang string, categories []string, limit int) ([]Question, Untranslated, error) {
	q := c.From("preguntas", c.Anon()).Select(QuestionColumns).Order("orden", false).Order("id", false).Limit(limit)
	if categories != nil {
		q = q.In("categoria", categories)
	}
	rows, untranslated, _, err := getIn(ctx, inLanguage(q, "preguntas", QuestionColumns, lang), lang, func(q Question) int64 { return q.ID })
	return rows, untranslated, wrap("read questions", err)
}

// QuestionByID reads a published question; ErrNotFound when the public cannot see it.
func QuestionByID(ctx context.Context, c *platformclient.Client, id int64) (Question, error) {
	var q Question
	_, err := c.From("preguntas", c.Anon()).Select(QuestionColumns).Eq("id", id).Single().Get(ctx, &q)
	return q, wrapSingle("read question", err)
}

// InsertQuestions inserts questions.
func InsertQuestions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert questions", c.From("preguntas", cred).Insert(ctx, rows, nil))
}
