package lifecycle

import (
	"context"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// TrashDays is how long an item stays restorable in the trash.
const TrashDays = 30

// TrashedColumn is set while a row is in the trash.
const TrashedColumn = "eliminado_en"

// Purge deletes for good what was put in the trash before `before` (of table, or of every editorial
// table when table is ""), with the platform's purge_trash (service role: callers check the user's
// view first), and answers how many items went.
func Purge(ctx context.Context, svc *cms.Service, before time.Time, table string) (int, error) {
	args := map[string]any{"p_antes": before.UTC().Format(time.RFC3339Nano)}
	if table != "" {
		args["p_tabla"] = table
	}
	var n int
	if err := svc.Client().RPC(ctx, svc.Client().Service(), "purge_trash", args, &n); err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return n, nil
}

// PurgeExpired deletes for good what has been in the trash for TrashDays at now: one run of the job.
func PurgeExpired(ctx context.Context, svc *cms.Service, now time.Time) (int, error) {
	return Purge(ctx, svc, now.AddDate(0, 0, -TrashDays), "")
}

// RunPurge empties the trash of what has been there for TrashDays, at start and then every interval,
// until ctx ends. Several instances may run it at once: the purge is a conditional delete, so each
// item goes once.
func RunPurge(ctx context.Context, svc *cms.Service, interval time.Duration, now func() time.Time, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		n, err := PurgeExpired(ctx, svc, now())
		switch {
		case err != nil && ctx.Err() == nil:
			logger.Warn("purge trash", "error", err)
		case n > 0:
			logger.Info("purged trash", "items", n, "older_than_days", TrashDays)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// MoveToTrash puts a row of table that is not in the trash there, at now, with one update; a row
// that does not exist or is already in the trash is the missing error.
func MoveToTrash(ctx context.Context, svc *cms.Service, token, table string, id int64, now time.Time, missing error) error {
	return setTrashed(ctx, svc, token, table, id, now.UTC().Format(time.RFC3339Nano), missing)
}

// RestoreFromTrash takes a row of table out of the trash; a row not in the trash is the missing
// error.
func RestoreFromTrash(ctx context.Context, svc *cms.Service, token, table string, id int64, missing error) error {
	return setTrashed(ctx, svc, token, table, id, nil, missing)
}

// setTrashed moves a row to where at says (a time: the trash; nil: out of it) with one update
// filtered on where it is now, so a row already there is not found.
func setTrashed(ctx context.Context, svc *cms.Service, token, table string, id int64, at any, missing error) error {
	where := "is" // trashing: only a row not in the trash
	if at == nil {
		where = "not.is"
	}
	var rows []struct {
		ID int64 `json:"id"`
	}
	if err := svc.Client().From(table, platformclient.AsUser(token)).Select("id").Eq("id", id).Filter(TrashedColumn, where, "null").
		Update(ctx, map[string]any{TrashedColumn: at}, &rows); err != nil {
		return cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return missing
	}
	return nil
}
