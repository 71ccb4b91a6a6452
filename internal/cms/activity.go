package cms

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
)

// RecordKind says how the activity trail names a table's rows and reads their fields. Each module
// declares the kinds of the tables it edits (shell.Module.Records), so the activity of a module
// added later reads well without touching the dashboard.
type RecordKind struct {
	Table string // the table's name, as the audit trail's target
	// Noun names one row in a sentence: "el testimonio" reads "creó el testimonio «Acme»".
	Noun string
	// TitleColumns name a row: the first non-empty one is its title ("empresa", "nombre").
	TitleColumns []string
	// Labels are the columns an editor cares about, with their Spanish names. Columns without a
	// label (ids, versions, ETags, hashes, timestamps the platform keeps) are never shown.
	Labels map[string]string
	// Path is where a row is edited: Path + the row's id; "" when rows have no page of their own.
	Path string
	// Shown say how the stored text of some columns reads: a role by RoleTitle, a view by
	// ViewTitle, so the activity never shows the identifiers kept in the database.
	Shown map[string]func(string) string
}

// TitleOf is a row's title, from its JSON columns; "" when no title column has a value.
func (k RecordKind) TitleOf(row map[string]json.RawMessage) string {
	for _, c := range k.TitleColumns {
		if v := k.Value(c, row[c]); !v.Empty {
			return v.Full
		}
	}
	return ""
}

// Value is a column's stored value as the activity shows it (ReadableValue, then Shown's words).
func (k RecordKind) Value(column string, raw json.RawMessage) FieldValue {
	v := ReadableValue(raw)
	if show := k.Shown[column]; show != nil && !v.Empty {
		return ReadableValue(json.RawMessage(jsonString(show(v.Full))))
	}
	return v
}

// jsonString is s as a JSON string.
func jsonString(s string) []byte {
	b, _ := json.Marshal(s)
	return b
}

// hiddenColumnParts mark the columns the activity never shows for a table no module describes:
// identifiers, versions, validators and secrets mean nothing to an editor.
var hiddenColumnParts = []string{"version", "etag", "hash", "token", "secret", "password"}

// ShownColumn reports whether the activity shows a column of a table no module describes.
func ShownColumn(name string) bool {
	switch name {
	case "id", "created_at", "updated_at", "eliminado_en":
		return false
	}
	for _, p := range hiddenColumnParts {
		if strings.Contains(strings.ToLower(name), p) {
			return false
		}
	}
	return true
}

// valueShortLength is how many characters of a value the activity shows before "…".
const valueShortLength = 60

// FieldValue is a stored value as an editor reads it: text, yes/no, a list; HTML as its text.
// Full is the whole value; Short is Full cut to a line, equal to it when short enough.
type FieldValue struct {
	Short, Full string
	Empty       bool // null, "" or an empty list: shown as (vacío)
}

// Truncated reports whether Short leaves part of the value out.
func (v FieldValue) Truncated() bool { return v.Short != v.Full }

// ReadableValue reads a JSON value for the activity trail.
func ReadableValue(raw json.RawMessage) FieldValue {
	text := readableText(raw)
	if strings.TrimSpace(text) == "" {
		return FieldValue{Short: MsgEmptyValue, Full: MsgEmptyValue, Empty: true}
	}
	v := FieldValue{Short: text, Full: text}
	if utf8.RuneCountInString(text) > valueShortLength {
		v.Short = strings.TrimSpace(string([]rune(text)[:valueShortLength])) + "…"
	}
	return v
}

func readableText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return ""
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return string(raw)
	}
	switch x := v.(type) {
	case bool:
		if x {
			return MsgYes
		}
		return MsgNo
	case string:
		return plainText(x)
	case []any:
		parts := make([]string, 0, len(x))
		for _, item := range x {
			b, _ := json.Marshal(item)
			if s := readableText(b); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		if body, ok := x["body"]; ok { // a rich-text body: {body, layout}
			b, _ := json.Marshal(body)
			return readableText(b)
		}
	}
	return string(raw)
}

// plainText is a string's text: HTML tags dropped, entities decoded, spaces collapsed.
func plainText(s string) string {
	if strings.Contains(s, "<") {
		s = html.UnescapeString(bluemonday.StrictPolicy().AddSpaceWhenStrippingTag(true).Sanitize(s))
	}
	return strings.Join(strings.Fields(s), " ")
}
