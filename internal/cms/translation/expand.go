package translation

import (
	"fmt"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
)

// Expansion shows a JSON column (Field.Expand) as one field per text to translate, grouped (a
// page's block, a project's result), so an editor never edits the column's JSON: the module says
// which texts the Spanish value has and builds the column back from the Spanish value and the
// typed texts, so everything else in it (order, pictures, figures' settings) stays the Spanish.
type Expansion struct {
	// Groups are the texts of the Spanish value source (the column's JSON text), each with its text
	// in translated (the stored translation's JSON text, "" for none) where it has one at the same
	// place. Segment names are unique on the page.
	Groups func(source, translated string) []Group
	// Build is the column's value: source with texts (by segment name, trimmed, rich ones sanitized)
	// in place of its own; its messages are by segment name, or by the column's name for a problem
	// of the whole value.
	Build func(source string, texts map[string]string) (any, cms.FieldMessages)
	// Empty is the line shown when the Spanish value has nothing (no blocks, no results).
	Empty string
}

// Group is one part of an expanded column: a fieldset with its legend, its texts, and a note when
// it has no text to translate (a block that shows another module's texts).
type Group struct {
	Legend, Note string
	Segments     []Segment
}

// Segment is one text of an expanded column: a field of the page (Name, Label, Max, Long, Rich,
// Rows), with its Spanish, its stored translation's text and a picture shown beside it.
type Segment struct {
	Field
	Source, Value string
	// Required texts may not be left empty (MsgTranslateText).
	Required bool
	Image    string // a picture the text describes (alt=""), "" for none
}

// expanded are the groups of a request's expanded fields, by column.
type expanded map[string][]Group

// expand reads the groups of the item's expanded fields, with the stored translation's texts.
func (s *Screens) expand(item *Item, stored map[string]string) expanded {
	out := expanded{}
	for _, f := range s.Fields {
		if f.Expand != nil {
			out[f.Name] = f.Expand.Groups(item.Source[f.Name], stored[f.Name])
		}
	}
	return out
}

// segments are every segment of the expanded fields, in the page's order.
func (e expanded) segments(fields []Field) []Segment {
	var out []Segment
	for _, f := range fields {
		for _, g := range e[f.Name] {
			out = append(out, g.Segments...)
		}
	}
	return out
}

// names are the segments' form names.
func (e expanded) names(fields []Field) []string {
	var out []string
	for _, seg := range e.segments(fields) {
		out = append(out, seg.Name)
	}
	return out
}

// fill puts the stored translation's texts into form.
func (e expanded) fill(form map[string]string, fields []Field) {
	for _, seg := range e.segments(fields) {
		form[seg.Name] = seg.Value
	}
}

// source is the Spanish text of segment name.
func (e expanded) source(fields []Field, name string) (string, bool) {
	for _, seg := range e.segments(fields) {
		if seg.Name == name {
			return seg.Source, true
		}
	}
	return "", false
}

// checkExpanded checks the typed texts of expanded field f (bounds, required, rich ones sanitized)
// and builds its value from the Spanish one, with the messages of the module's own rules.
func checkExpanded(f Field, groups []Group, source string, form map[string]string, msgs cms.FieldMessages) any {
	texts := map[string]string{}
	for _, g := range groups {
		for _, seg := range g.Segments {
			v := typedText(seg.Field, form[seg.Name])
			switch {
			case seg.Required && v == "":
				msgs[seg.Name] = MsgTranslateText
			case seg.Max > 0 && utf8.RuneCountInString(v) > seg.Max:
				msgs[seg.Name] = fmt.Sprintf(MsgTooLong, seg.Max)
			}
			texts[seg.Name] = v
		}
	}
	value, own := f.Expand.Build(source, texts)
	for name, msg := range own {
		if msgs[name] == "" {
			msgs[name] = msg
		}
	}
	return value
}

// expandedView is an expanded field's groups as the page shows them: the typed texts and their
// messages.
func expandedView(groups []Group, form map[string]string, fields cms.FieldMessages, lang, langName string) []groupView {
	out := make([]groupView, len(groups))
	for i, g := range groups {
		out[i] = groupView{Legend: g.Legend, Note: g.Note}
		for _, seg := range g.Segments {
			seg.Optional = !seg.Required // the label says so
			out[i].Fields = append(out[i].Fields, pageField{Field: seg.Field, Source: seg.Source, Value: form[seg.Name], Error: fields[seg.Name],
				Image: seg.Image, Segment: true, Context: g.Legend, Lang: lang, LangName: langName})
		}
	}
	return out
}

// groupView is a group of an expanded field on the page.
type groupView struct {
	Legend, Note string
	Fields       []pageField
}
