package lifecycle

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// draftsTable is the platform's table of pending drafts of published items.
const draftsTable = "borradores"

// PendingVersion is the pending draft of a published item: the edited fields, who, when.
type PendingVersion struct {
	Datos      map[string]json.RawMessage `json:"datos"`
	Autor      string                     `json:"autor"`
	GuardadoEn string                     `json:"guardado_en"`
}

// When is the draft's moment in loc.
func (d PendingVersion) When(loc *time.Location) string {
	return formatStamp(d.GuardadoEn, loc)
}

// PendingDraft reads item id's draft, or nil.
func PendingDraft(ctx context.Context, svc *cms.Service, token, table string, id int64) (*PendingVersion, error) {
	var rows []PendingVersion
	if _, err := svc.Client().From(draftsTable, platformclient.AsUser(token)).Select("datos,autor,guardado_en").
		Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// WithDrafts reads which of the listed items have a pending draft (one request).
func WithDrafts(ctx context.Context, svc *cms.Service, token, table string, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = strconv.FormatInt(id, 10)
	}
	var rows []struct {
		Registro string `json:"registro"`
	}
	if _, err := svc.Client().From(draftsTable, platformclient.AsUser(token)).Select("registro").Eq("tabla", table).In("registro", keys).
		Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	for _, r := range rows {
		if id, err := strconv.ParseInt(r.Registro, 10, 64); err == nil {
			out[id] = true
		}
	}
	return out, nil
}

// SaveDraft keeps fields as item id's pending draft (replacing an older one), by user at now; the
// published row is untouched.
func SaveDraft(ctx context.Context, svc *cms.Service, token, table string, id int64, fields map[string]any, user string, now time.Time) error {
	c := svc.Client()
	cred := platformclient.AsUser(token)
	key := strconv.FormatInt(id, 10)
	values := map[string]any{"datos": fields, "autor": user, "guardado_en": now.UTC().Format(time.RFC3339Nano)}
	for range 2 {
		var rows []struct{ ID int64 }
		if err := c.From(draftsTable, cred).Select("id").Eq("tabla", table).Eq("registro", key).Update(ctx, values, &rows); err != nil {
			return cms.PlatformFailure(err)
		}
		if len(rows) > 0 {
			return nil
		}
		row := map[string]any{"tabla": table, "registro": key}
		for k, v := range values {
			row[k] = v
		}
		err := c.From(draftsTable, cred).Insert(ctx, row, nil)
		if platformclient.CodeOf(err) == "23505" {
			continue // saved by someone else at the same moment: replace theirs
		}
		if err != nil {
			return cms.PlatformFailure(err)
		}
		return nil
	}
	return nil
}

// DiscardDraft drops item id's pending draft (after it was published, or on "Descartar borrador").
func DiscardDraft(ctx context.Context, svc *cms.Service, token, table string, id int64) error {
	if err := svc.Client().From(draftsTable, platformclient.AsUser(token)).Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).
		Delete(ctx, nil); err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}

// DraftsOf reads which of a list page's rows have a pending draft (one request); id is a row's id.
func DraftsOf[T any](ctx context.Context, svc *cms.Service, token, table string, rows []T, id func(T) int64) (map[int64]bool, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = id(r)
	}
	return WithDrafts(ctx, svc, token, table, ids)
}
