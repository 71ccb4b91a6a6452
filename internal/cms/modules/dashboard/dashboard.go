package dashboard

import (
	"context"
	"errors"
	"sync"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// latestCount is how many recent content items the dashboard lists.
const latestCount = 5

// tableContent is the content items' table (view contenido), whose newest rows the dashboard lists.
const tableContent = "contenido"

// counted are the counted tables with the view that manages each, in display order; an editorial
// table (lifecycle) counts what is not in the trash, which the module lists apart.
var counted = [...]struct {
	view, table string
	lifecycle   bool
}{
	{"contenido", tableContent, true}, {"categorias", "categoria-servicios", false}, {"testimoniales", "testimoniales", false}, {"clientes", "clientes", false},
}

// count is how many rows one table holds.
type count struct {
	View  string // the view that manages the table
	Total int
}

// latestItem is a content item as the dashboard lists it (with its category's name embedded and
// where it stands: draft, scheduled, published…).
type latestItem struct {
	ID        int64  `json:"id"`
	Titulo    string `json:"titulo"`
	CreatedAt string `json:"created_at"`
	Cat       *struct {
		Name string `json:"name"`
	} `json:"cat"`
	lifecycle.Row
}

const latestColumns = "id,titulo,created_at,cat:categoria(name)," + lifecycle.Columns

// CategoryName is the embedded category's name, or "".
func (c latestItem) CategoryName() string {
	if c.Cat == nil {
		return ""
	}
	return c.Cat.Name
}

// Date is the day of the item's creation (2026-01-02T10:00:00+00:00 → 2026-01-02).
func (c latestItem) Date() string {
	if len(c.CreatedAt) >= 10 {
		return c.CreatedAt[:10]
	}
	return c.CreatedAt
}

// read reads the counts (count=exact, no rows) and the latest content items, all at once.
func (m *module) read(ctx context.Context, token string) ([]count, []latestItem, error) {
	counts := make([]count, len(counted))
	var latest []latestItem
	errs := make([]error, len(counted)+1)
	c := m.Svc.Client()
	var wg sync.WaitGroup
	for i, t := range counted {
		counts[i].View = t.view
		wg.Go(func() {
			var none []struct{}
			q := c.From(t.table, platformclient.AsUser(token)).Select("id").Limit(0).Count()
			if t.lifecycle {
				q = q.Filter(lifecycle.TrashedColumn, "is", "null")
			}
			total, err := q.Get(ctx, &none)
			counts[i].Total, errs[i] = int(max(total, 0)), err
		})
	}
	wg.Go(func() {
		_, errs[len(counted)] = c.From(tableContent, platformclient.AsUser(token)).Select(latestColumns).
			Filter(lifecycle.TrashedColumn, "is", "null").Order("created_at", true).Order("id", true).Limit(latestCount).Get(ctx, &latest)
	})
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, cms.PlatformFailure(err)
	}
	return counts, latest, nil
}
