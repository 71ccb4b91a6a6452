package cms

import (
	"context"
	"errors"
	"sync"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// DashboardCount is how many rows one table holds.
type DashboardCount struct {
	View  string // the view that manages the table
	Table string
	Total int
}

// Dashboard is what the admin's home page shows.
type Dashboard struct {
	Counts []DashboardCount
	Latest []ContentItem
}

// dashboardTables are the counted tables, in display order.
var dashboardTables = [...]struct{ view, table string }{
	{"contenido", TableContent}, {"categorias", TableCategories}, {"testimoniales", "testimoniales"}, {"clientes", "clientes"},
}

// DashboardData reads the four counts (count=exact, no rows) and the latest content items, all at
// once.
func (s *Service) DashboardData(ctx context.Context, token string, latest int) (*Dashboard, error) {
	d := &Dashboard{Counts: make([]DashboardCount, len(dashboardTables))}
	errs := make([]error, len(dashboardTables)+1)
	var wg sync.WaitGroup
	for i, t := range dashboardTables {
		d.Counts[i] = DashboardCount{View: t.view, Table: t.table}
		wg.Go(func() {
			var none []struct{}
			total, err := s.client.From(t.table, platformclient.AsUser(token)).Select("id").Limit(0).Count().Get(ctx, &none)
			d.Counts[i].Total, errs[i] = int(max(total, 0)), err
		})
	}
	wg.Go(func() {
		d.Latest, _, errs[len(dashboardTables)] = s.ContentList(ctx, token, ContentQuery{Limit: latest})
	})
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, platformFailure(err)
	}
	return d, nil
}
