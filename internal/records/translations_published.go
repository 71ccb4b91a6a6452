package records

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The public reads of any translatable table's translations: what anon reads, so only the
// translations published now (of items published now, where the item has a lifecycle), and only into
// a language the site offers. R is the caller's row type: its JSON fields name the translation's
// columns, which columns lists (as /rest/v1's select), and it holds them in the language.

// PublishedTranslations reads the published translations into lang of the items ids of table (the
// one-row settings: id 1), by item; an item without one is absent.
func PublishedTranslations[R any](ctx context.Context, c *platformclient.Client, table, lang string, ids []int64, columns string) (map[int64]R, error) {
	out := map[int64]R{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []json.RawMessage
	_, err := c.From(TranslationTable(table), c.Anon()).Select("origen,"+columns+","+activeLanguage).
		Eq("idioma", lang).In("origen", idKeys(ids)).Eq("idiomas.activo", true).Get(ctx, &rows)
	if err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	for _, raw := range rows {
		var key struct {
			Origen int64 `json:"origen"`
		}
		var row R
		if err := json.Unmarshal(raw, &key); err != nil {
			return nil, wrap("read the translations of "+table, err)
		}
		if err := json.Unmarshal(raw, &row); err != nil {
			return nil, wrap("read the translations of "+table, err)
		}
		out[key.Origen] = row
	}
	return out, nil
}

// TranslateAll writes the published translations into lang of items (of table, each with the id
// idOf gives) over them, in place, and reports which ids have one. lang "" leaves items as they are.
func TranslateAll[T any](ctx context.Context, c *platformclient.Client, table, lang string, items []T, idOf func(T) int64) (map[int64]bool, error) {
	done := map[int64]bool{}
	if lang == "" || len(items) == 0 {
		return done, nil
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = idOf(it)
	}
	trs, err := PublishedTranslations[json.RawMessage](ctx, c, table, lang, ids, TranslatedColumns[table])
	if err != nil {
		return nil, err
	}
	for i := range items {
		if tr, ok := trs[ids[i]]; ok {
			if err := Overlay(&items[i], tr); err != nil {
				return nil, wrap("read the translations of "+table, err)
			}
			done[ids[i]] = true
		}
	}
	return done, nil
}

// TranslateOne writes the published translation into lang of item id of table over item; it reports
// whether there is one. lang "" leaves item as it is.
func TranslateOne[T any](ctx context.Context, c *platformclient.Client, table, lang string, id int64, item *T) (bool, error) {
	items := []T{*item}
	done, err := TranslateAll(ctx, c, table, lang, items, func(T) int64 { return id })
	if err != nil || !done[id] {
		return false, err
	}
	*item = items[0]
	return true, nil
}

// TranslationAddress is a published translation's language and what its address is made of (and,
// read for the site map, its title).
type TranslationAddress struct {
	Origen int64  `json:"origen"`
	Idioma string `json:"idioma"`
	Slug   string `json:"slug"`
	Titulo string `json:"titulo"`
}

// TranslationAddresses reads the languages of the published translations of item id of table in
// the languages the site offers, each with column ("slug", or "titulo" for a table addressed by
// title), in language order (a page's alternates).
func TranslationAddresses(ctx context.Context, c *platformclient.Client, table string, id int64, column string) ([]TranslationAddress, error) {
	rows := []TranslationAddress{}
	_, err := c.From(TranslationTable(table), c.Anon()).Select("idioma,"+column+","+activeLanguage).
		Eq("origen", id).Eq("idiomas.activo", true).Order("idioma", false).Get(ctx, &rows)
	return rows, wrap("read the translations of an item of "+table, err)
}

// TranslationAddressesForSitemap reads the item, language, column ("slug" or "titulo") and title
// (the column that titles the item, answered as Titulo) of every published translation of table in
// a language the site offers, up to limit rows in id order, by item.
func TranslationAddressesForSitemap(ctx context.Context, c *platformclient.Client, table, column, title string, limit int) (map[int64][]TranslationAddress, error) {
	type row struct {
		ID int64 `json:"id"`
		TranslationAddress
	}
	columns := column
	switch {
	case title == column:
	case title == "titulo":
		columns += ",titulo"
	default:
		columns += ",titulo:" + title
	}
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return c.From(TranslationTable(table), c.Anon()).Select("id,origen,idioma,"+columns+","+activeLanguage).Eq("idiomas.activo", true)
	}, func(r row) int64 { return r.ID }, limit)
	if err != nil {
		return nil, wrap("read the translations of "+table+" for the sitemap", err)
	}
	out := map[int64][]TranslationAddress{}
	for _, r := range rows {
		out[r.Origen] = append(out[r.Origen], r.TranslationAddress)
	}
	for _, trs := range out {
		slices.SortFunc(trs, func(a, b TranslationAddress) int { return strings.Compare(a.Idioma, b.Idioma) })
	}
	return out, nil
}
