package translation

import (
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// SEOFields are an item's search-engine texts (the SEO fields of its form), translated with it.
func SEOFields() []Field {
	return []Field{
		{Name: "meta_titulo", Label: "Título para buscadores", Max: cms.MaxMetaTitle},
		{Name: "meta_descripcion", Label: "Descripción para buscadores", Max: cms.MaxMetaDescription, Long: true},
	}
}

// typedText is a field's text as typed, trimmed; a rich one as the item's is kept (cms.StoredBody:
// "" for the editor's "<p><br></p>"), so a required one is missing rather than filled with empty
// markup.
func typedText(f Field, typed string) string {
	if f.Rich {
		return cms.StoredBody(typed)
	}
	return strings.TrimSpace(typed)
}

// Rules are the module's own rules over a translation's fields, as its form checks the item's.
type Rules struct {
	// Required are fields a translation may not leave empty, with their messages.
	Required map[string]string
	// Slug, when set, is the translation's address: made from the From field when left empty
	// (Fallback when that makes nothing), else it must match Valid, or SlugInvalid is its message.
	Slug                        bool
	From, Fallback, SlugInvalid string
	Valid                       func(string) bool
	Max                         int
}

// Check applies the rules (Spec.Check).
func (rs Rules) Check(row records.Fields, msgs cms.FieldMessages) {
	for name, msg := range rs.Required {
		if v, _ := row[name].(string); v == "" && msgs[name] == "" {
			msgs[name] = msg
		}
	}
	if !rs.Slug {
		return
	}
	from, _ := row[rs.From].(string)
	s, _ := row["slug"].(string)
	switch {
	case s == "":
		s = slug.Of(from, rs.Fallback)
		if rs.Max > 0 && len(s) > rs.Max {
			s = strings.TrimRight(s[:rs.Max], "-")
		}
		row["slug"] = s
	case rs.Valid != nil && !rs.Valid(s):
		msgs["slug"] = rs.SlugInvalid
	}
}
