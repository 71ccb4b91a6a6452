package records

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// A public read in a language asks for each row's published translation into it in the same
// request, embedded (tr), instead of a second request for the translations of the rows it got: a
// page in a second language then costs the platform as many round trips as the Spanish one. The
// caller checks that the site offers the language; anon reads only published translations.

// translationEmbed is the name a row's translation is embedded under.
const translationEmbed = "tr"

// inLanguage adds to q, a public read of table, each row's published translation into lang, with
// the columns the public pages read; lang "" leaves q as it is.
func inLanguage(q *platformclient.Query, table, lang string) *platformclient.Query {
	if lang == "" {
		return q
	}
	return q.AlsoSelect(translationEmbed+":"+TranslationTable(table)+"("+TranslatedColumns[table]+")").
		Eq(translationEmbed+".idioma", lang)
}

// Untranslated is the set of a read's items that have no translation into the language asked for,
// by id (nil for a Spanish read).
type Untranslated map[int64]bool

// getIn runs q, made by inLanguage for lang, and decodes its rows into T, each with its
// translation written over it (Overlay's rule); it reports the ids (idOf) of the rows without one.
// It returns the total count when q asked for one.
func getIn[T any](ctx context.Context, q *platformclient.Query, lang string, idOf func(T) int64) ([]T, Untranslated, int64, error) {
	if lang == "" {
		var rows []T
		total, err := q.Get(ctx, &rows)
		return rows, nil, total, err
	}
	var raw []json.RawMessage
	total, err := q.Get(ctx, &raw)
	if err != nil {
		return nil, nil, 0, err
	}
	rows := make([]T, len(raw))
	missing := Untranslated{}
	for i, r := range raw {
		translated, err := decodeTranslated(r, &rows[i])
		if err != nil {
			return nil, nil, 0, err
		}
		if !translated {
			missing[idOf(rows[i])] = true
		}
	}
	return rows, missing, total, nil
}

// getBoth runs q, made by inLanguage for lang, and decodes its rows twice: in lang (each with its
// translation written over it) and as Spanish has them.
func getBoth[T any](ctx context.Context, q *platformclient.Query, lang string) (inLang, spanish []T, err error) {
	var raw []json.RawMessage
	if _, err := q.Get(ctx, &raw); err != nil {
		return nil, nil, err
	}
	inLang, spanish = make([]T, len(raw)), make([]T, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &spanish[i]); err != nil {
			return nil, nil, fmt.Errorf("read a row: %w", err)
		}
		if _, err := decodeTranslated(r, &inLang[i]); err != nil {
			return nil, nil, err
		}
	}
	return inLang, spanish, nil
}

// oneRowIn reads the one row (id 1) of a settings table with columns, in lang and as Spanish has
// it; def for both when there is none.
func oneRowIn[T any](ctx context.Context, c *platformclient.Client, table, columns, lang string, def T) (inLang, spanish T, err error) {
	q := inLanguage(c.From(table, c.Anon()).Select(columns).Eq("id", 1), table, lang)
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
	if !bytes.Contains(row, []byte(`"`+translationEmbed+`":`)) {
		// Spanish only (the language has no translation of it): decode it as it is.
		if err := json.Unmarshal(row, item); err != nil {
			return false, fmt.Errorf("read a row in a language: %w", err)
		}
		return false, nil
	}
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
	for name, v := range trs[0] {
		if v = bytes.TrimSpace(v); bytes.Equal(v, []byte("null")) || bytes.Equal(v, []byte(`""`)) {
			continue
		}
		fields[name] = v
	}
	return true, nil
}

// PublishedByTranslatedSlug reads the published item of table whose published translation into
// lang has slug, with columns (what a public read of the item selects): as Spanish has it, and in
// lang, its embedded rows that have translations of their own (a project's gallery) in lang too;
// nil when there is none.
func PublishedByTranslatedSlug[T any](ctx context.Context, c *platformclient.Client, table, columns, lang, slug string) (spanish, translated *T, err error) {
	q := c.From(table, c.Anon())
	for embed, rows := range translatedEmbeds {
		if strings.Contains(columns, embed+"(") {
			// The embed's rows with their own translation into lang, under the same name.
			columns = strings.Replace(columns, embed+"(", embed+"("+translationEmbed+":"+TranslationTable(rows)+"("+TranslatedColumns[rows]+"),", 1)
			alias, _, _ := strings.Cut(embed, ":")
			q = q.Eq(alias+"."+translationEmbed+".idioma", lang)
		}
	}
	var raw []json.RawMessage
	_, err = q.Select(columns+","+translationEmbed+":"+TranslationTable(table)+"!inner("+TranslatedColumns[table]+")").
		Eq(translationEmbed+".idioma", lang).Eq(translationEmbed+".slug", slug).Limit(1).Get(ctx, &raw)
	if err != nil || len(raw) == 0 {
		return nil, nil, wrap("read an item of "+table+" by its translation's address", err)
	}
	spanish, translated = new(T), new(T)
	if err := json.Unmarshal(raw[0], spanish); err != nil {
		return nil, nil, wrap("read an item of "+table+" by its translation's address", err)
	}
	if _, err := decodeTranslated(raw[0], translated); err != nil {
		return nil, nil, wrap("read an item of "+table+" by its translation's address", err)
	}
	return spanish, translated, nil
}

// translatedEmbeds are the embeds (alias:table) of public reads whose rows have translations of
// their own, by the table of their rows.
var translatedEmbeds = map[string]string{"imagenes:proyecto_imagenes": "proyecto_imagenes"}
