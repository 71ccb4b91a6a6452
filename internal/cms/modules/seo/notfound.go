package seo

import (
	"context"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

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
func (m *module) listNotFound(ctx context.Context, token, kind string, p cms.ListParams) ([]records.NotFoundEntry, int, error) {
	rows, total, err := records.NotFoundPage(ctx, m.Svc.Client(), platformclient.AsUser(token), kind, p.Sort.Ordered, p.Offset, p.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// getNotFound reads one entry of the log.
func (m *module) getNotFound(ctx context.Context, token string, id int64) (*records.NotFoundEntry, error) {
	return cms.ReadByID[records.NotFoundEntry](ctx, m.Svc, token, notFoundTable, records.NotFoundColumns, id, cms.Fail(404, msgEntryMissing))
}

// removeNotFound deletes an entry of the log.
func (m *module) removeNotFound(ctx context.Context, token string, id int64) error {
	return m.Svc.DeleteRow(ctx, token, cms.Records{Table: notFoundTable, Missing: msgEntryMissing}, id)
}
