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

// Translation is one stored translation; Fields holds its translatable columns and slug as text (a
// JSON column — a page's blocks, a project's results — as its JSON text).
type Translation struct {
	ID            int64
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
	var rows []map[string]json.RawMessage
	_, err := c.From(TranslationTable(table), cred).Select("*").Eq("origen", item).Get(ctx, &rows)
	if err != nil {
		return nil, wrap("read the translations of "+table, err)
	}
	out := make(map[string]*Translation, len(rows))
	for _, r := range rows {
		t := &Translation{Fields: map[string]string{}}
		for k, raw := range r {
			var s string
			isText := json.Unmarshal(raw, &s) == nil
			switch k {
			case "id":
				t.ID = rawInt(raw)
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
		out[t.Idioma] = t
	}
	return out, nil
}

func rawInt(raw json.RawMessage) int64 {
	var n int64
	_ = json.Unmarshal(raw, &n)
	return n
}

// TranslationVersions reads, for the items ids of table, the item's version each translation was
// saved against, by item and language (the lists' translation status).
func TranslationVersions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, ids []int64) (map[int64]map[string]int64, error) {
	out := map[int64]map[string]int64{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		Origen        int64  `json:"origen"`
		Idioma        string `json:"idioma"`
		VersionOrigen int64  `json:"version_origen"`
	}
	if _, err := c.From(TranslationTable(table), cred).Select("origen,idioma,version_origen").In("origen", idKeys(ids)).Get(ctx, &rows); err != nil {
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

// idKeys are ids as /rest/v1's in.(…) filter takes them.
func idKeys(ids []int64) []string {
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = strconv.FormatInt(id, 10)
	}
	return keys
}
