package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// InsertTranslations inserts rows into the translation table of table (each names its origen and
// idioma).
func InsertTranslations(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, rows []Fields) error {
	return wrap("insert translations of "+table, c.From(TranslationTable(table), cred).Insert(ctx, rows, nil))
}

// ItemRef is an editorial item's id and version: what a translation names as its origen and
// version_origen.
type ItemRef struct{ ID, Version int64 }

// ItemsBy reads the id and version of the items of table whose column holds one of values, by that
// value (the seed finds the items it translates by their slug or title). A table without versions
// (no lifecycle: versioned false) gives version 0.
func ItemsBy(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table, column string, values []string, versioned bool) (map[string]ItemRef, error) {
	var rows []struct {
		ID      int64  `json:"id"`
		Version int64  `json:"version"`
		Value   string `json:"valor"`
	}
	columns := "id,valor:" + column
	if versioned {
		columns += ",version"
	}
	if _, err := c.From(table, cred).Select(columns).In(column, values).Get(ctx, &rows); err != nil {
		return nil, wrap("read the ids of "+table, err)
	}
	out := make(map[string]ItemRef, len(rows))
	for _, r := range rows {
		out[r.Value] = ItemRef{ID: r.ID, Version: r.Version}
	}
	return out, nil
}
