package site

import (
	"context"
	"encoding/json"
	"html/template"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// faqEntry is a question as pages show it.
type faqEntry struct {
	Anchor, Question string
	Answer           template.HTML
	Untranslated     bool // shown in Spanish in a page of another language
}

// faqGroup is the questions of one category (or the general ones).
type faqGroup struct {
	Anchor, Name string
	Category     *category
	Entries      []faqEntry
}

// maxFAQ bounds the questions a page reads.
const maxFAQ = 500

// readFAQ reads the published questions in their order, of the categories given (none: all).
func (s *Site) readFAQ(ctx context.Context, categories []string) ([]records.Question, records.Untranslated, error) {
	rows, missing, err := records.PublishedQuestions(ctx, s.client, langOf(ctx), categories, maxFAQ)
	return rows, missing, fromRecords(err)
}

func (s *Site) faqEntry(f records.Question) faqEntry {
	return faqEntry{Anchor: "pregunta-" + strconv.FormatInt(f.ID, 10), Question: f.Pregunta, Answer: s.richText(f.Respuesta)}
}

// faqPageLD is the schema.org FAQPage of questions (json.Marshal escapes <, > and &).
func (s *Site) faqPageLD(rows []records.Question) template.JS {
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
