package records

import (
	"context"
	"encoding/json"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The translations of rows that belong to an item but have a translation table of their own (a
// project gallery's images), read and written with the item's translation in one language (new
// ones with InsertTranslations).

// TranslationsIn reads the translations into lang of the items ids of table, by item; an item with
// none is absent.
func TranslationsIn(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, ids []int64, lang string) (map[int64]*Translation, error) {
	out := map[int64]*Translation{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []map[string]json.RawMessage
	if _, err := c.From(TranslationTable(table), cred).Select("*").In("origen", idKeys(ids)).Eq("idioma", lang).Get(ctx, &rows); err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	for _, r := range rows {
		t := translationOf(r)
		out[t.Origen] = t
	}
	return out, nil
}

// UpdateTranslation writes some columns of translation id of table.
func UpdateTranslation(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, id int64, row Fields) error {
	return wrap("update a translation of "+table, c.From(TranslationTable(table), cred).Eq("id", id).Update(ctx, row, nil))
}

// DeleteTranslationsIn deletes the translations into lang of the items ids of table.
func DeleteTranslationsIn(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, ids []int64, lang string) error {
	if len(ids) == 0 {
		return nil
	}
	return wrap("delete translations of "+table, c.From(TranslationTable(table), cred).In("origen", idKeys(ids)).Eq("idioma", lang).Delete(ctx, nil))
}
