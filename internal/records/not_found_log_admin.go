package records

import (
	"context"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// NotFoundEntry is a row of registro_404: a missing address (or a kind of them) the site was asked
// for, how often and when last.
type NotFoundEntry struct {
	ID        int64     `json:"id"`
	Ruta      string    `json:"ruta"`
	Tipo      string    `json:"tipo"`
	Veces     int64     `json:"veces"`
	UltimaVez time.Time `json:"ultima_vez"`
	Referente *string   `json:"referente"`
}

// NotFoundColumns are the columns of a NotFoundEntry.
const NotFoundColumns = "id,ruta,tipo,veces,ultima_vez,referente"

// Aggregated reports whether the entry counts many paths (bots, probes, the overflow): it has no
// single address to redirect.
func (e NotFoundEntry) Aggregated() bool { return strings.HasPrefix(e.Ruta, "[") }

// NotFoundPage reads one page (offset, limit) of the 404 log in order, with the total; a non-empty
// kind keeps the entries of that kind.
func NotFoundPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, kind string, order Ordering, offset, limit int) ([]NotFoundEntry, int64, error) {
	q := c.From("registro_404", cred).Select(NotFoundColumns)
	q = order(q).Range(offset, limit).Count()
	if kind != "" {
		q = q.Eq("tipo", kind)
	}
	rows := []NotFoundEntry{}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read the 404 log", err)
}
