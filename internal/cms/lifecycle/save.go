package lifecycle

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// Save inserts values into table (id 0) or updates row id, only if it still has the version the
// editor opened (version > 0; 0 skips the check), and answers the row's id. A save over someone
// else's newer save is a 409 FormError on FieldVersion; a row that is gone is missing. A refused
// write is returned as the platform's error, for the caller to map its codes (23505, 23503…).
func Save(ctx context.Context, svc *cms.Service, token, table string, id, version int64, values map[string]any, missing error) (int64, error) {
	q := svc.Client().From(table, platformclient.AsUser(token)).Select("id")
	var rows []struct {
		ID int64 `json:"id"`
	}
	var err error
	if id == 0 {
		err = q.Insert(ctx, values, &rows)
	} else {
		q = q.Eq("id", id)
		if version > 0 {
			q = q.Eq("version", version) // someone else's save since the form opened matches nothing
		}
		err = q.Update(ctx, values, &rows)
	}
	if err != nil {
		return 0, err
	}
	if len(rows) == 0 && id != 0 && version > 0 {
		if _, err := cms.ReadByID[struct{}](ctx, svc, token, table, "id", id, missing); err != nil {
			return 0, err // gone, or the platform failed
		}
		return 0, &cms.FormError{Status: http.StatusConflict, Fields: cms.FieldMessages{FieldVersion: MsgEditConflict}}
	}
	if len(rows) == 0 {
		return 0, missing
	}
	return rows[0].ID, nil
}
