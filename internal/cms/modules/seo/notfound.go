package seo

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// NotFoundEntry is a row of registro_404.
type NotFoundEntry struct {
	ID        int64   `json:"id"`
	Ruta      string  `json:"ruta"`
	Tipo      string  `json:"tipo"`
	Veces     int64   `json:"veces"`
	UltimaVez string  `json:"ultima_vez"`
	Referente *string `json:"referente"`
}

// Aggregated reports whether the entry counts many paths (bots, probes, the overflow): it has no
// single address to redirect.
func (e NotFoundEntry) Aggregated() bool { return strings.HasPrefix(e.Ruta, "[") }

const notFoundColumns = "id,ruta,tipo,veces,ultima_vez,referente"

// kindLabels are the Spanish names of the log's kinds.
func kindLabel(kind string) string {
	switch kind {
	case "bot":
		return "Robots"
	case "sondeo":
		return "Sondeo de vulnerabilidades"
	case "otras":
		return "Otras rutas (registro lleno)"
	}
	return "Página"
}

// listNotFound reads one page of the log, most frequent first (or sorted by a column), optionally of
// one kind.
func (m *module) listNotFound(ctx context.Context, token, kind string, p cms.ListParams) ([]NotFoundEntry, int, error) {
	q := p.Sort.Ordered(m.Svc.Client().From(notFoundTable, platformclient.AsUser(token)).Select(notFoundColumns)).
		Range(p.Offset, p.Limit).Count()
	if kind != "" {
		q = q.Eq("tipo", kind)
	}
	rows := []NotFoundEntry{}
	total, err := q.Get(ctx, &rows)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// getNotFound reads one entry of the log.
func (m *module) getNotFound(ctx context.Context, token string, id int64) (*NotFoundEntry, error) {
	return cms.ReadByID[NotFoundEntry](ctx, m.Svc, token, notFoundTable, notFoundColumns, id, cms.Fail(404, msgEntryMissing))
}

// removeNotFound deletes an entry of the log.
func (m *module) removeNotFound(ctx context.Context, token string, id int64) error {
	return m.Svc.DeleteRow(ctx, token, cms.Records{Table: notFoundTable, Missing: msgEntryMissing}, id)
}
