package dashboard

import (
	"context"
	"errors"
	"sync"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// latestCount is how many recent content items the dashboard lists.
const latestCount = 5

// counted are the counted tables with the view that manages each, in display order; an editorial
// table counts what is not in the trash, which its module lists apart.
var counted = [...]struct {
	view  string
	count func(context.Context, *platformclient.Client, platformclient.Credential) (int64, error)
}{
	{"contenido", records.CountContent}, {"categorias", records.CountCategories}, {"testimoniales", records.CountTestimonialsAs}, {"clientes", records.CountClients},
}

// count is how many rows one table holds.
type count struct {
	View  string // the view that manages the table
	Total int
}

// latestItem is a content item as the dashboard lists it (with its category's name embedded and
// where it stands: draft, scheduled, published…).
type latestItem struct {
	records.ContentAdmin
	lifecycle.Row
}

// CategoryName is the embedded category's name, or "".
func (c latestItem) CategoryName() string {
	if c.Cat == nil {
		return ""
	}
	return c.Cat.Name
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
			total, err := t.count(ctx, c, platformclient.AsUser(token))
			counts[i].Total, errs[i] = int(total), err
		})
	}
	wg.Go(func() {
		var rows []records.ContentAdmin
		rows, errs[len(counted)] = records.LatestContent(ctx, c, platformclient.AsUser(token), latestCount)
		for _, r := range rows {
			latest = append(latest, latestItem{ContentAdmin: r, Row: lifecycle.Row(r.EditorialState)})
		}
	})
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, cms.PlatformFailure(err)
	}
	return counts, latest, nil
}
