package preguntas

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the module's table.
const table = "preguntas"

// Limits: a question's length, and how many questions the ordered list shows (a FAQ is short; the
// whole order is on one page so it can be dragged).
const (
	maxPregunta  = 300
	maxQuestions = 500
)

// question is a row of preguntas as the admin edits it, with its lifecycle.
type question struct {
	records.AdminQuestion
	lifecycle.Row
}

// CategoryName is the category's name, or "General" without one.
func (q question) CategoryName() string {
	if q.Cat == nil {
		return msgNoCategory
	}
	return q.Cat.Name
}

// list reads the questions not in the trash, in their order.
func (m *module) list(ctx context.Context, token string, only records.IDFilter) ([]question, error) {
	return m.read(ctx, token, false, only)
}

// trashed reads the questions in the trash, in their order.
func (m *module) trashed(ctx context.Context, token string) ([]question, error) {
	return m.read(ctx, token, true, records.IDFilter{})
}

// read reads the questions in the trash or out of it, in their order.
func (m *module) read(ctx context.Context, token string, trashed bool, only records.IDFilter) ([]question, error) {
	rows, err := records.QuestionsInOrder[question](ctx, m.Svc.Client(), platformclient.AsUser(token), trashed, only, maxQuestions)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// get reads one question; a missing one is a 404 error.
func (m *module) get(ctx context.Context, token string, id int64) (*question, error) {
	return cms.ReadByID[question](ctx, m.Svc, token, table, records.AdminQuestionColumns, id, cms.Fail(http.StatusNotFound, MsgQuestionGone))
}

// input is the form as typed.
type input struct {
	Pregunta, Respuesta, Categoria string
	Lifecycle                      map[string]string
	Zone                           *time.Location // the site's, in which times are typed
}

// row is a checked form.
type row struct {
	Pregunta, Respuesta string
	Categoria           *int64
	Lifecycle           lifecycle.Fields
	SEO                 map[string]any
	Version             int64
}

// validate checks the form against the listed categories and sanitizes the answer.
func (in input) validate(listed []cms.Category) (row, error) {
	fields := cms.FieldMessages{}
	r := row{Pregunta: strings.Join(strings.Fields(in.Pregunta), " "), Respuesta: cms.SanitizeBody(in.Respuesta)}
	switch {
	case r.Pregunta == "":
		fields["pregunta"] = MsgPreguntaRequired
	case utf8.RuneCountInString(r.Pregunta) > maxPregunta:
		fields["pregunta"] = MsgPreguntaTooLong
	}
	if cms.EmptyBody(r.Respuesta) { // the editor's emptied "<p><br></p>" is no answer
		fields["respuesta"] = MsgRespuestaMissing
	}
	if c := strings.TrimSpace(in.Categoria); c != "" {
		if id, ok := cms.ListedID(listed, c); ok {
			r.Categoria = &id
		} else {
			fields["categoria"] = MsgCategoryInvalid
		}
	}
	r.Lifecycle = lifecycle.Check(in.Lifecycle, in.Zone, fields)
	r.SEO = cms.CheckSEO(in.Lifecycle, fields)
	r.Version = lifecycle.ExpectedVersion(in.Lifecycle)
	if len(fields) > 0 {
		return r, &cms.FormError{Fields: fields}
	}
	return r, nil
}

// values are the columns a save writes (a new question's place in the order apart).
func (r row) values() map[string]any {
	values := map[string]any{"pregunta": r.Pregunta, "respuesta": r.Respuesta, "categoria": r.Categoria}
	maps.Copy(values, r.Lifecycle.Values())
	maps.Copy(values, r.SEO)
	return values
}

// values are the columns a save of question id writes; a new question (id 0) goes last in the order.
func (m *module) values(ctx context.Context, token string, id int64, r row) (map[string]any, error) {
	values := r.values()
	if id == 0 {
		last, err := records.LastQuestionPlace(ctx, m.Svc.Client(), platformclient.AsUser(token))
		if err != nil {
			return nil, cms.PlatformFailure(err)
		}
		values["orden"] = int64(last) + 1
	}
	return values, nil
}

// save creates (id 0: last in the order) or updates a question and answers its id.
func (m *module) save(ctx context.Context, token string, id int64, r row) (int64, error) {
	values, err := m.values(ctx, token, id, r)
	if err != nil {
		return 0, err
	}
	saved, err := lifecycle.Save(ctx, m.Svc, token, table, id, r.Version, values, cms.Fail(http.StatusNotFound, MsgQuestionGone))
	var platformErr *platformclient.Error
	switch {
	case platformclient.CodeOf(err) == "23503":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"categoria": MsgCategoryInvalid}}
	case errors.As(err, &platformErr):
		return 0, cms.PlatformFailure(err)
	}
	return saved, err
}

// reorder gives the questions the order of ids (one call, one transaction).
func (m *module) reorder(ctx context.Context, token string, ids []int64) error {
	if err := records.OrderQuestions(ctx, m.Svc.Client(), platformclient.AsUser(token), ids); err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}

// remove moves a question to the trash.
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return lifecycle.MoveToTrash(ctx, m.Svc, token, table, id, m.Shell.Now(), cms.Fail(http.StatusNotFound, MsgQuestionGone))
}

// ids are the questions' ids in list order.
func ids(qs []question) []int64 {
	out := make([]int64, len(qs))
	for i, q := range qs {
		out[i] = q.ID
	}
	return out
}

// storedForm is the form of a stored question.
func storedForm(q *question, loc *time.Location) map[string]string {
	form := map[string]string{"pregunta": q.Pregunta, "respuesta": q.Respuesta, "categoria": ""}
	if q.Categoria != nil {
		form["categoria"] = fmt.Sprint(*q.Categoria)
	}
	maps.Copy(form, q.Row.Form(loc))
	maps.Copy(form, cms.SEO(q.ItemSEO).SEOForm())
	return form
}
