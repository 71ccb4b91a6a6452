package translation

import (
	"encoding/json"
	"slices"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// fieldText is plain field f of rev as the comparison shows it: one key of a JSON object column
// (Key) rather than the object, rich text as the words a reader sees.
func fieldText(f Field, rev lifecycle.Revision) string {
	text := rev.Text(f.Name)
	if f.Key != "" {
		var obj map[string]any
		_ = json.Unmarshal([]byte(jsonColumn(rev, f.Name)), &obj) // none: empty
		text, _ = obj[f.Key].(string)
	}
	if f.Rich {
		return lifecycle.ReadableText(text)
	}
	return text
}

// line is one text of an expanded field in a revision, labelled as the translation page labels it
// («Bloque 2 · Botón: Texto»), rich text as the words a reader sees.
type line struct{ Label, Text string }

// expandedLines are the texts of expanded field f in rev, in order: the module's groups of the
// revision's own value (as source and translation, so each segment's Value is the revision's text).
func expandedLines(f Field, rev lifecycle.Revision) []line {
	value := jsonColumn(rev, f.Name)
	var out []line
	for _, g := range f.Expand.Groups(value, value) {
		for _, seg := range g.Segments {
			text := seg.Value
			if seg.Rich {
				text = lifecycle.ReadableText(text)
			}
			out = append(out, line{Label: segmentLabel(g, seg), Text: text})
		}
	}
	return out
}

// segmentLabel is a text's label with its group's legend before it, as the page's fieldset reads.
func segmentLabel(g Group, seg Segment) string {
	if g.Legend == "" {
		return seg.Label
	}
	return g.Legend + ": " + seg.Label
}

// jsonColumn is a JSON column of rev as JSON text: a string holding it (a text column) or the JSON
// itself (a json one), as records reads a translation.
func jsonColumn(rev lifecycle.Revision, column string) string {
	raw := rev.Datos[column]
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if len(raw) > 0 && (raw[0] == '[' || raw[0] == '{') {
		return string(raw)
	}
	return ""
}

// lineLabels are the labels of lines.
func lineLabels(lines []line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Label
	}
	return out
}

// mergeLabels are the labels of older and newer in order, each once: a label only newer has comes
// after the one it follows there, so a text present in one revision only is compared with nothing.
func mergeLabels(older, newer []string) []string {
	out := slices.Clone(older)
	at := 0 // where newer's next label goes: after the last one of newer found or placed
	for _, l := range newer {
		if i := slices.Index(out, l); i >= 0 {
			at = max(at, i+1)
			continue
		}
		out = slices.Insert(out, at, l)
		at++
	}
	return out
}
