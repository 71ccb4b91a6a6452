package records

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// A translation is a row of an item's translation table (<item table>_traducciones): the item's
// translatable columns in one language, its own slug and lifecycle state, and the item's version it
// was saved against (version_origen), which says whether the item changed since.

// TranslationTable is the translation table of an editorial table.
func TranslationTable(table string) string { return table + "_traducciones" }

// Translation is one stored translation; Fields holds its translatable columns and slug as text (a
// JSON column — a page's blocks, a project's results — as its JSON text).
type Translation struct {
	ID, Origen    int64
	Idioma        string
	Estado        string
	Version       int64
	VersionOrigen int64
	Fields        map[string]string
}

// The statuses of an item's translation into one language, as the admin names them.
const (
	TranslationMissing  = "falta"
	TranslationUpToDate = "al día"
	TranslationOutdated = "desactualizada"
)

// SourceVersion is the column of an item a translation's version_origen is compared with: version
// on an editorial table (editorial), whose every save raises it; version_textos on another, raised
// only when a translatable text changes.
func SourceVersion(editorial bool) string {
	if editorial {
		return "version"
	}
	return "version_textos"
}

// TextsVersion reads version_textos of item id of table, a translatable table outside the
// lifecycle; 0 when there is no such item.
func TextsVersion(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, id int64) (int64, error) {
	var rows []struct {
		V int64 `json:"version_textos"`
	}
	if _, err := c.From(table, cred).Select("version_textos").Eq("id", id).Limit(1).Get(ctx, &rows); err != nil || len(rows) == 0 {
		return 0, wrap("read the texts' version of "+table, err)
	}
	return rows[0].V, nil
}

// TranslationStatus is the status of t (nil: none) for an item now at version itemVersion: outdated
// when the item was saved after the translation.
func TranslationStatus(t *Translation, itemVersion int64) string {
	switch {
	case t == nil:
		return TranslationMissing
	case t.VersionOrigen < itemVersion:
		return TranslationOutdated
	}
	return TranslationUpToDate
}

// ItemTranslations reads the translations of item of table, by language code.
func ItemTranslations(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, item int64) (map[string]*Translation, error) {
	var rows []map[string]json.RawMessage
	_, err := c.From(TranslationTable(table), cred).Select("*").Eq("origen", item).Get(ctx, &rows)
	if err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	out := make(map[string]*Translation, len(rows))
	for _, r := range rows {
		t := translationOf(r)
		out[t.Idioma] = t
	}
	return out, nil
}

// TranslationByID reads translation id of table's translation table; nil when there is none.
func TranslationByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, id int64) (*Translation, error) {
	var rows []map[string]json.RawMessage
	if _, err := c.From(TranslationTable(table), cred).Select("*").Eq("id", id).Limit(1).Get(ctx, &rows); err != nil {
		return nil, wrap("read a translation of "+table, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return translationOf(rows[0]), nil
}

// translationOf reads a stored translation row.
func translationOf(r map[string]json.RawMessage) *Translation {
	t := &Translation{Fields: map[string]string{}}
	for k, raw := range r {
		var s string
		isText := json.Unmarshal(raw, &s) == nil
		switch k {
		case "id":
			t.ID = rawInt(raw)
		case "origen":
			t.Origen = rawInt(raw)
		case "idioma":
			t.Idioma = s
		case "estado":
			t.Estado = s
		case "version":
			t.Version = rawInt(raw)
		case "version_origen":
			t.VersionOrigen = rawInt(raw)
		default:
			if isText {
				t.Fields[k] = s
			} else if len(raw) > 0 && (raw[0] == '[' || raw[0] == '{') {
				t.Fields[k] = string(raw)
			}
		}
	}
	return t
}

func rawInt(raw json.RawMessage) int64 {
	var n int64
	_ = json.Unmarshal(raw, &n)
	return n
}

// TranslationVersions reads, for the items ids of table, the item's version each translation was
// saved against, by item and language (the lists' translation status).
func TranslationVersions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, ids []int64) (map[int64]map[string]int64, error) {
	if len(ids) == 0 {
		return map[int64]map[string]int64{}, nil
	}
	return translationVersions(ctx, c.From(TranslationTable(table), cred).In("origen", idKeys(ids)), table)
}

// AllTranslationVersions is TranslationVersions for every item of table, in the languages langs:
// one read whatever the number of items, for a list that shows the whole table (the service
// categories' tree, whose ids would not fit in an address).
func AllTranslationVersions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, langs []string) (map[int64]map[string]int64, error) {
	if len(langs) == 0 {
		return map[int64]map[string]int64{}, nil
	}
	return translationVersions(ctx, c.From(TranslationTable(table), cred).In("idioma", langs), table)
}

// translationVersions reads the versions of the translations q keeps, by item and language.
func translationVersions(ctx context.Context, q *platformclient.Query, table string) (map[int64]map[string]int64, error) {
	var rows []struct {
		Origen        int64  `json:"origen"`
		Idioma        string `json:"idioma"`
		VersionOrigen int64  `json:"version_origen"`
	}
	if _, err := q.Select("origen,idioma,version_origen").Get(ctx, &rows); err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	out := map[int64]map[string]int64{}
	for _, r := range rows {
		if out[r.Origen] == nil {
			out[r.Origen] = map[string]int64{}
		}
		out[r.Origen][r.Idioma] = r.VersionOrigen
	}
	return out, nil
}

// idKeys are ids as /rest/v1's in.(…) filter takes them.
func idKeys(ids []int64) []string {
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = strconv.FormatInt(id, 10)
	}
	return keys
}

// IDFilter narrows a list to the ids it names (In) or to every other id, or — with Untranslated
// set — to the items without a translation into Language; the zero IDFilter narrows nothing.
type IDFilter struct {
	Active, In bool
	IDs        []int64
	// Untranslated is the translation table of the listed table: the list keeps the items with no
	// row of it in Language, in the list's own query, whatever the number of translations.
	Untranslated, Language string
}

// untranslatedEmbed is the alias of the translations embedded to keep the items without one.
const untranslatedEmbed = "sin_traduccion"

// Apply adds the filter to q.
func (f IDFilter) Apply(q *platformclient.Query) *platformclient.Query {
	if !f.Active {
		return q
	}
	if f.Untranslated != "" {
		return q.AlsoSelect(untranslatedEmbed+":"+f.Untranslated+"(id)").
			Eq(untranslatedEmbed+".idioma", f.Language).Filter(untranslatedEmbed, "is", "null")
	}
	keys := make([]string, len(f.IDs))
	for i, id := range f.IDs {
		keys[i] = strconv.FormatInt(id, 10)
	}
	switch {
	case f.In && len(keys) == 0:
		return q.Filter("id", "is", "null") // no id: nothing matches
	case f.In:
		return q.Filter("id", "in", "("+strings.Join(keys, ",")+")")
	case len(keys) == 0:
		return q
	}
	return q.Filter("id", "not.in", "("+strings.Join(keys, ",")+")")
}

// UntranslatedFilter narrows a list of table to the items with no translation into lang, inside
// the list's own query (its translations embedded and required absent): no read beforehand, and a
// cost that does not grow with the number of translations.
func UntranslatedFilter(table, lang string) IDFilter {
	return IDFilter{Active: true, Untranslated: TranslationTable(table), Language: lang}
}

// OutdatedFilter narrows a list of table to the items whose translation into lang was saved
// against an older version of the item: one read of the language's translations with their item's
// version embedded. editorial says table has the editorial lifecycle (version, and a trash whose
// items are left out); the version of another table's texts is version_textos.
func OutdatedFilter(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table, lang string, editorial bool) (IDFilter, error) {
	ids, err := OutdatedTranslations(ctx, c, cred, table, lang, editorial)
	return IDFilter{Active: true, In: true, IDs: ids}, err
}

// OutdatedTranslations are the items of table (editorial: OutdatedFilter's) whose translation into
// lang is outdated.
func OutdatedTranslations(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table, lang string, editorial bool) ([]int64, error) {
	var rows []struct {
		Origen        int64 `json:"origen"`
		VersionOrigen int64 `json:"version_origen"`
		Item          struct {
			Version int64 `json:"v"`
		} `json:"item"`
	}
	q := c.From(TranslationTable(table), cred).Select("origen,version_origen,item:"+table+"!inner(v:"+SourceVersion(editorial)+")").Eq("idioma", lang)
	if editorial {
		q = q.Filter("item.eliminado_en", "is", "null")
	}
	if _, err := q.Get(ctx, &rows); err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	ids := []int64{}
	for _, r := range rows {
		if r.VersionOrigen < r.Item.Version {
			ids = append(ids, r.Origen)
		}
	}
	return ids, nil
}

// CountUntranslated counts the items of table (outside the trash when it has one: trash) with no
// translation into lang: the items the lists' «Sin traducir» filter shows, counted by the same query.
func CountUntranslated(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table, lang string, trash bool) (int, error) {
	q := c.From(table, cred).Select("id").Limit(1).Count()
	if trash {
		q = q.Filter("eliminado_en", "is", "null")
	}
	n, err := UntranslatedFilter(table, lang).Apply(q).Get(ctx, &[]struct{}{})
	return int(n), wrap("count the items of "+table+" not translated", err)
}
