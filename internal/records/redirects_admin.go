package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// RedirectStats is a redirect as the admin lists it: the rule with the visits it has served.
type RedirectStats struct {
	Redirect
	Visitas      int64      `json:"visitas"`
	UltimaVisita *time.Time `json:"ultima_visita"`
	CreatedAt    time.Time  `json:"created_at"`
}

// RedirectStatsColumns are the columns of a RedirectStats.
const RedirectStatsColumns = "id,origen,destino,tipo,visitas,ultima_visita,created_at"

// RedirectsPage reads one page (offset, limit) of redirects in order, with the total; a non-empty
// pattern (an ilike pattern) keeps those whose origin or target matches it.
func RedirectsPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, pattern string, order Ordering, offset, limit int) ([]RedirectStats, int64, error) {
	q := c.From("redirecciones", cred).Select(RedirectStatsColumns)
	q = order(q).Range(offset, limit).Count()
	if pattern != "" {
		q = q.Or("origen.ilike."+pattern, "destino.ilike."+pattern)
	}
	rows := []RedirectStats{}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read redirects", err)
}
