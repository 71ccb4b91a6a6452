package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Address is what a published item's address is made of: its slug (a content item's title), as
// Spanish has it and in the language read, and a page's parent.
type Address struct {
	ID         int64
	Padre      *int64 // a page's parent
	Spanish    string
	Translated string // "" when the item has no published translation into the language read
}

// AddressesIn reads the addresses of the published items ids of table, whose address is made of
// column ("slug", or "titulo" for a content item), in lang ("": Spanish only, Translated empty);
// top keeps only the pages without a parent. The caller checks that the site offers lang.
func AddressesIn(ctx context.Context, c *platformclient.Client, table, column, lang string, ids []string, top bool) ([]Address, error) {
	var rows []struct {
		ID     int64  `json:"id"`
		Padre  *int64 `json:"padre"`
		Slug   string `json:"slug"`
		Titulo string `json:"titulo"`
		Tr     []struct {
			Slug   string `json:"slug"`
			Titulo string `json:"titulo"`
		} `json:"tr"`
	}
	if len(ids) == 0 {
		return nil, nil
	}
	columns := "id," + column
	if table == "paginas" {
		columns += ",padre"
	}
	q := c.From(table, c.Anon()).Select(columns).In("id", ids)
	if top {
		q = q.Filter("padre", "is", "null")
	}
	if lang != "" {
		q = q.AlsoSelect(translationEmbed+":"+TranslationTable(table)+"("+column+")").Eq(translationEmbed+".idioma", lang)
	}
	if _, err := q.Get(ctx, &rows); err != nil {
		return nil, wrap("read the addresses of "+table, err)
	}
	out := make([]Address, len(rows))
	for i, r := range rows {
		out[i] = Address{ID: r.ID, Padre: r.Padre, Spanish: r.Slug}
		if column == "titulo" {
			out[i].Spanish = r.Titulo
		}
		if len(r.Tr) > 0 {
			out[i].Translated = r.Tr[0].Slug
			if column == "titulo" {
				out[i].Translated = r.Tr[0].Titulo
			}
		}
	}
	return out, nil
}
