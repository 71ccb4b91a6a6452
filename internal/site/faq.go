package site

import (
	"context"
	"encoding/json"
	"html/template"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
)

// faqRow is a row of preguntas as the public reads it (anon: published questions only).
type faqRow struct {
	ID        int    `json:"id"`
	Pregunta  string `json:"pregunta"`
	Respuesta string `json:"respuesta"`
	Categoria *int   `json:"categoria"`
	Orden     int    `json:"orden"`
}

// faqEntry is a question as pages show it.
type faqEntry struct {
	Anchor, Question string
	Answer           template.HTML
}

// faqGroup is the questions of one category (or the general ones).
type faqGroup struct {
	Anchor, Name string
	Category     *category
	Entries      []faqEntry
}

// faqColumns are the columns the public reads of a question.
const faqColumns = "id,pregunta,respuesta,categoria,orden"

// maxFAQ bounds the questions a page reads.
const maxFAQ = 500

// readFAQ reads the published questions in their order, of the categories given (none: all).
func (s *Site) readFAQ(ctx context.Context, categories []string) ([]faqRow, error) {
	q := s.client.From("preguntas", s.client.Anon()).Select(faqColumns).
		Order("orden", false).Order("id", false).Limit(maxFAQ)
	if categories != nil {
		q = q.In("categoria", categories)
	}
	var rows []faqRow
	_, err := q.Get(ctx, &rows)
	return rows, wrap("read questions", err)
}

func (s *Site) faqEntry(f faqRow) faqEntry {
	return faqEntry{Anchor: "pregunta-" + strconv.Itoa(f.ID), Question: f.Pregunta, Answer: s.richText(f.Respuesta)}
}

// faqPageLD is the schema.org FAQPage of questions (json.Marshal escapes <, > and &).
func (s *Site) faqPageLD(rows []faqRow) template.JS {
	if len(rows) == 0 {
		return ""
	}
	entities := make([]map[string]any, len(rows))
	for i, f := range rows {
		entities[i] = map[string]any{"@type": "Question", "name": f.Pregunta,
			"acceptedAnswer": map[string]any{"@type": "Answer", "text": string(cms.RenderBody(s.policy, f.Respuesta))}}
	}
	out, err := json.Marshal(map[string]any{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": entities})
	if err != nil {
		return ""
	}
	return template.JS(out)
}
