package records

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// A translation is a row of an item's translation table (<item table>_traducciones): the item's
// translatable columns in one language, its own slug and lifecycle state, and the item's version it
// was saved against (version_origen), which says whether the item changed since.

// TranslationTable is the translation table of an editorial table.
func TranslationTable(table string) string { return table + "_traducciones" }

// Translation is one stored translation; Fields holds its translatable columns and slug as text.
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
	var rows []map[string]any
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
	var rows []map[string]any
	if _, err := c.From(TranslationTable(table), cred).Select("*").Eq("id", id).Limit(1).Get(ctx, &rows); err != nil {
		return nil, wrap("read a translation of "+table, err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return translationOf(rows[0]), nil
}

// translationOf reads a stored translation row.
func translationOf(r map[string]any) *Translation {
	t := &Translation{Fields: map[string]string{}}
	for k, v := range r {
		switch k {
		case "id":
			t.ID = asInt(v)
		case "origen":
			t.Origen = asInt(v)
		case "idioma":
			t.Idioma, _ = v.(string)
		case "estado":
			t.Estado, _ = v.(string)
		case "version":
			t.Version = asInt(v)
		case "version_origen":
			t.VersionOrigen = asInt(v)
		default:
			if s, ok := v.(string); ok {
				t.Fields[k] = s
			}
		}
	}
	return t
}

func asInt(v any) int64 {
	if f, ok := v.(float64); ok {
		return int64(f)
	}
	if n, ok := v.(json.Number); ok {
		i, _ := n.Int64()
		return i
	}
	return 0
}

// TranslationVersions reads, for the items ids of table, the item's version each translation was
// saved against, by item and language (the lists' translation status).
func TranslationVersions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, ids []int64) (map[int64]map[string]int64, error) {
	out := map[int64]map[string]int64{}
	if len(ids) == 0 {
		return out, nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = strconv.FormatInt(id, 10)
	}
	var rows []struct {
		Origen        int64  `json:"origen"`
		Idioma        string `json:"idioma"`
		VersionOrigen int64  `json:"version_origen"`
	}
	if _, err := c.From(TranslationTable(table), cred).Select("origen,idioma,version_origen").In("origen", keys).Get(ctx, &rows); err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	for _, r := range rows {
		if out[r.Origen] == nil {
			out[r.Origen] = map[string]int64{}
		}
		out[r.Origen][r.Idioma] = r.VersionOrigen
	}
	return out, nil
}
