package records

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// A public read in a language asks for each row's published translation into it in the same
// request, embedded (tr), instead of a second request for the translations of the rows it got: a
// page in a second language then costs the platform as many round trips as the Spanish one. The
// caller checks that the site offers the language; anon reads only published translations.

// translationEmbed is the name a row's translation is embedded under.
const translationEmbed = "tr"

// inLanguage adds to q, a public read of table selecting columns, each row's published
// translation into lang: those of its translated columns that columns selects; lang "" leaves q as
// it is.
func inLanguage(q *platformclient.Query, table, columns, lang string) *platformclient.Query {
	if lang == "" {
		return q
	}
	return q.AlsoSelect(translationEmbed+":"+TranslationTable(table)+"("+translatedAmong(table, columns)+")").
		Eq(translationEmbed+".idioma", lang)
}

// translatedAmong are the translated columns of table that a select list names (its own columns,
// not its embeds'): a list that shows no post's body reads no translated body either. Every read
// in a language asks it: it walks the list once per translated column, without building a set.
func translatedAmong(table, columns string) string {
	all := TranslatedColumns[table]
	if selects(columns, "*") {
		return all
	}
	out := make([]byte, 0, len(all))
	for rest := all; rest != ""; {
		var c string
		c, rest, _ = strings.Cut(rest, ",")
		if selects(columns, c) {
			if len(out) > 0 {
				out = append(out, ',')
			}
			out = append(out, c...)
		}
	}
	if len(out) == 0 {
		return "idioma" // none shown: whether there is a translation is still known
	}
	return string(out)
}

// selects reports whether a select list names column among its own items (outside its embeds'
// parentheses).
func selects(columns, column string) bool {
	depth, start := 0, 0
	for i := 0; i <= len(columns); i++ {
		switch {
		case i < len(columns) && columns[i] == '(':
			depth++
		case i < len(columns) && columns[i] == ')':
			depth--
		case depth == 0 && (i == len(columns) || columns[i] == ','):
			if strings.TrimSpace(columns[start:i]) == column {
				return true
			}
			start = i + 1
		}
	}
	return false
}

// Untranslated is the set of a read's items that have no translation into the language asked for,
// by id (nil for a Spanish read).
type Untranslated map[int64]bool

// getIn runs q, made by inLanguage for lang, and decodes its rows into T, each with its
// translation written over it (Overlay's rule); it reports the ids (idOf) of the rows without one.
// It returns the total count when q asked for one.
func getIn[T any](ctx context.Context, q *platformclient.Query, lang string, idOf func(T) int64) ([]T, Untranslated, int64, error) {
	var rows []T
	if lang == "" {
		total, err := q.Get(ctx, &rows)
		return rows, nil, total, err
	}
	var body json.RawMessage
	total, err := q.Get(ctx, &body)
	if err != nil {
		return nil, nil, 0, err
	}
	rows, translated, err := decodeIn[T](body)
	if err != nil {
		return nil, nil, 0, err
	}
	missing := Untranslated{}
	for i := range rows {
		if !translated[i] {
			missing[idOf(rows[i])] = true
		}
	}
	return rows, missing, total, nil
}

// getBoth runs q, made by inLanguage for lang, and decodes its rows twice: in lang (each with its
// translation written over it) and as Spanish has them.
func getBoth[T any](ctx context.Context, q *platformclient.Query, lang string) (inLang, spanish []T, err error) {
	if lang == "" {
		// Spanish only: one decode serves both.
		_, err = q.Get(ctx, &spanish)
		return spanish, spanish, err
	}
	var body json.RawMessage
	if _, err := q.Get(ctx, &body); err != nil {
		return nil, nil, err
	}
	if err := json.Unmarshal(body, &spanish); err != nil {
		return nil, nil, fmt.Errorf("read rows in a language: %w", err)
	}
	inLang, _, err = decodeIn[T](body)
	return inLang, spanish, err
}

// decodeIn decodes body, rows read with their translation embedded, each with its translation
// written over it; it reports which rows had one. Rows shaped as inLanguage asks for them decode
// in one pass (spliceTranslations); others, such as rows whose embedded rows carry translations
// too, one by one.
func decodeIn[T any](body json.RawMessage) ([]T, []bool, error) {
	if spliced, translated, ok := spliceTranslations(body); ok {
		// As many rows as translations found: the decode fills them in place instead of growing
		// the slice, copying its rows, as it goes.
		rows := make([]T, 0, len(translated))
		if err := json.Unmarshal(spliced, &rows); err != nil {
			return nil, nil, fmt.Errorf("read rows in a language: %w", err)
		}
		if len(rows) == len(translated) {
			return rows, translated, nil
		}
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, nil, fmt.Errorf("read rows in a language: %w", err)
	}
	rows, translated := make([]T, len(raw)), make([]bool, len(raw))
	for i, r := range raw {
		var err error
		if translated[i], err = decodeTranslated(r, &rows[i]); err != nil {
			return nil, nil, err
		}
	}
	return rows, translated, nil
}

// overlayColumns decodes a translation's columns over item: decoding into a value sets only the
// fields the JSON names. The translated columns are text or raw JSON, which a decode replaces
// whole (a slice of structs would keep the Spanish elements' fields the translation leaves out).
func overlayColumns[T any](over json.RawMessage, item *T) error {
	over, err := nonEmptyColumns(over)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(over, item); err != nil {
		return fmt.Errorf("read a row's translation: %w", err)
	}
	return nil
}

// nonEmptyColumns is a translation's columns (a JSON object) without those left null or empty,
// which keep the row's own (withoutEmpty); as they are when none is.
func nonEmptyColumns(columns json.RawMessage) (json.RawMessage, error) {
	if !bytes.Contains(columns, []byte(":null")) && !bytes.Contains(columns, []byte(`:""`)) {
		return columns, nil
	}
	if out, ok := dropEmptyMembers(columns); ok {
		return out, nil
	}
	var cols map[string]json.RawMessage
	if err := json.Unmarshal(columns, &cols); err != nil {
		return nil, fmt.Errorf("read a row's translation: %w", err)
	}
	out, err := json.Marshal(withoutEmpty(cols))
	if err != nil {
		return nil, fmt.Errorf("read a row's translation: %w", err)
	}
	return out, nil
}

// oneRowIn reads the one row (id 1) of a settings table with columns, in lang and as Spanish has
// it; def for both when there is none.
func oneRowIn[T any](ctx context.Context, c *platformclient.Client, table, columns, lang string, def T) (inLang, spanish T, err error) {
	q := inLanguage(c.From(table, c.Anon()).Select(columns).Eq("id", 1), table, columns, lang)
	rows, es, err := getBoth[T](ctx, q, lang)
	if err != nil || len(rows) == 0 {
		return def, def, err
	}
	return rows[0], es[0], nil
}

// decodeTranslated decodes a row read with its translation embedded into item, the translation's
// columns over the row's own (and so for its embedded rows that carry one); it reports whether the
// row had a translation.
func decodeTranslated[T any](row json.RawMessage, item *T) (bool, error) {
	key := []byte(`"` + translationEmbed + `":`)
	if bytes.Count(row, key) > 1 {
		// Embedded rows carry translations too: rewrite the row as a whole.
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(row, &fields); err != nil {
			return false, fmt.Errorf("read a row in a language: %w", err)
		}
		translated, err := overlayFields(fields)
		if err != nil {
			return false, err
		}
		whole, err := json.Marshal(fields)
		if err != nil {
			return false, fmt.Errorf("read a row in a language: %w", err)
		}
		if err := json.Unmarshal(whole, item); err != nil {
			return false, fmt.Errorf("read a row in a language: %w", err)
		}
		return translated, nil
	}
	// The row as it is, then its translation's columns over it.
	var holder struct {
		Tr []json.RawMessage `json:"tr"`
	}
	if err := json.Unmarshal(row, item); err != nil {
		return false, fmt.Errorf("read a row in a language: %w", err)
	}
	if !bytes.Contains(row, key) {
		return false, nil
	}
	if err := json.Unmarshal(row, &holder); err != nil {
		return false, fmt.Errorf("read a row's translation: %w", err)
	}
	if len(holder.Tr) == 0 {
		return false, nil
	}
	return true, overlayColumns(holder.Tr[0], item)
}

// withoutEmpty is a translation's columns without those left null or empty (optional ones, which
// keep the item's own): the one rule of Overlay and of the reads in a language.
func withoutEmpty(tr map[string]json.RawMessage) map[string]json.RawMessage {
	for name, v := range tr {
		if v = bytes.TrimSpace(v); bytes.Equal(v, []byte("null")) || bytes.Equal(v, []byte(`""`)) {
			delete(tr, name)
		}
	}
	return tr
}

// overlayFields writes a row's embedded translation (tr) over its columns, in place, and so for
// the rows of its embeds that carry one; it reports whether the row had a translation. A
// translated column left null or empty (an optional one) keeps the row's own.
func overlayFields(fields map[string]json.RawMessage) (bool, error) {
	var trs []map[string]json.RawMessage
	if tr := fields[translationEmbed]; len(tr) > 0 {
		if err := json.Unmarshal(tr, &trs); err != nil {
			return false, fmt.Errorf("read a row's translation: %w", err)
		}
	}
	delete(fields, translationEmbed)
	for name, v := range fields {
		if !bytes.HasPrefix(v, []byte("[{")) || !bytes.Contains(v, []byte(`"`+translationEmbed+`":`)) {
			continue
		}
		var rows []map[string]json.RawMessage
		if err := json.Unmarshal(v, &rows); err != nil {
			return false, fmt.Errorf("read a row's embedded rows: %w", err)
		}
		for _, r := range rows {
			if _, err := overlayFields(r); err != nil {
				return false, err
			}
		}
		out, err := json.Marshal(rows)
		if err != nil {
			return false, fmt.Errorf("read a row's embedded rows: %w", err)
		}
		fields[name] = out
	}
	if len(trs) == 0 {
		return false, nil
	}
	maps.Copy(fields, withoutEmpty(trs[0]))
	return true, nil
}

// PublishedByTranslatedSlug reads the published item of table whose published translation into
// lang has slug, with columns (what a public read of the item selects): as Spanish has it, and in
// lang, its embedded rows that have translations of their own (a project's gallery) in lang too;
// nil when there is none. It reads the translation by its address (an index of its table) with its
// item embedded, in one request.
func PublishedByTranslatedSlug[T any](ctx context.Context, c *platformclient.Client, table, columns, lang, slug string) (spanish, translated *T, err error) {
	const item = "item"
	q := c.From(TranslationTable(table), c.Anon())
	for embed, rows := range translatedEmbeds {
		if strings.Contains(columns, embed+"(") {
			// The embed's rows with their own translation into lang, under the same name.
			columns = strings.Replace(columns, embed+"(", embed+"("+translationEmbed+":"+TranslationTable(rows)+"("+TranslatedColumns[rows]+"),", 1)
			alias, _, _ := strings.Cut(embed, ":")
			q = q.Eq(item+"."+alias+"."+translationEmbed+".idioma", lang)
		}
	}
	what := "read an item of " + table + " by its translation's address"
	var body json.RawMessage
	_, err = q.Select(TranslatedColumns[table]+","+item+":origen!inner("+columns+")").
		Eq("idioma", lang).Eq("slug", slug).Limit(1).Get(ctx, &body)
	if err != nil {
		return nil, nil, wrap(what, err)
	}
	if spanish, translated, ok, err := itemUnder[T](body, item); ok {
		return spanish, translated, wrap(what, err)
	}
	var found []map[string]json.RawMessage
	if err := json.Unmarshal(body, &found); err != nil || len(found) == 0 {
		return nil, nil, wrap(what, err)
	}
	row := found[0][item]
	delete(found[0], item)
	spanish, translated = new(T), new(T)
	if err := json.Unmarshal(row, spanish); err != nil {
		return nil, nil, wrap(what, err)
	}
	if bytes.Contains(row, []byte(`"`+translationEmbed+`":`)) {
		// Its embedded rows carry translations: the item as a read of it in lang gives it, its
		// translation embedded.
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(row, &fields); err != nil {
			return nil, nil, wrap(what, err)
		}
		if fields[translationEmbed], err = json.Marshal([]map[string]json.RawMessage{found[0]}); err != nil {
			return nil, nil, wrap(what, err)
		}
		if row, err = json.Marshal(fields); err != nil {
			return nil, nil, wrap(what, err)
		}
		if _, err := decodeTranslated(row, translated); err != nil {
			return nil, nil, wrap(what, err)
		}
		return spanish, translated, nil
	}
	if err := json.Unmarshal(row, translated); err != nil {
		return nil, nil, wrap(what, err)
	}
	over, err := json.Marshal(found[0])
	if err == nil {
		err = overlayColumns(over, translated)
	}
	if err != nil {
		return nil, nil, wrap(what, err)
	}
	return spanish, translated, nil
}

// itemUnder decodes body, the one translation (or none) a read by a translation's address found
// with its item embedded under key, the usual way: the item as Spanish has it, and with the
// translation's columns written over its own (writeOver), each decoded once. ok is false when body is
// not shaped so, or the item's embedded rows carry translations of their own: the caller decodes it
// the long way.
func itemUnder[T any](body []byte, key string) (spanish, translated *T, ok bool, err error) {
	start := skipSpace(body, 0)
	if start >= len(body) || body[start] != '[' {
		return nil, nil, false, nil
	}
	first := skipSpace(body, start+1)
	if first < len(body) && body[first] == ']' {
		return nil, nil, skipSpace(body, first+1) == len(body), nil // no translation has the address
	}
	tr, end, found := members(nil, body, first)
	if last := skipSpace(body, end); !found || last >= len(body) || body[last] != ']' || skipSpace(body, last+1) != len(body) {
		return nil, nil, false, nil
	}
	var row []byte
	over := tr[:0]
	for _, m := range tr {
		switch {
		case string(m.key) == `"`+key+`"`:
			row = m.value
		case !isEmpty(m.value):
			over = append(over, m)
		}
	}
	if row == nil || bytes.Contains(row, []byte(`"`+translationEmbed+`":`)) {
		return nil, nil, false, nil
	}
	own, _, found := members(nil, row, 0)
	if !found {
		return nil, nil, false, nil
	}
	spanish, translated = new(T), new(T)
	if err := json.Unmarshal(row, spanish); err != nil {
		return nil, nil, true, err
	}
	if err := json.Unmarshal(writeOver(make([]byte, 0, len(body)), own, over), translated); err != nil {
		return nil, nil, true, err
	}
	return spanish, translated, true, nil
}

// translatedEmbeds are the embeds (alias:table) of public reads whose rows have translations of
// their own, by the table of their rows.
var translatedEmbeds = map[string]string{"imagenes:proyecto_imagenes": "proyecto_imagenes"}
