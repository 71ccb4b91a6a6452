package vacantes

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// retentionBatch bounds the applications one step of the purge deletes (Storage removes at most
// 1000 files a request).
const retentionBatch = 500

// PurgeOlderThan deletes the applications received before `before` with their CVs, and answers how
// many went. Each batch removes the files first and then the rows: a run cut short between the two
// leaves rows whose files are already gone, which the next run deletes (removing a missing file is
// not an error), so no CV outlives its retention. Instances running it at once remove and delete
// each item once or skip it.
func PurgeOlderThan(ctx context.Context, svc *cms.Service, before time.Time) (int, error) {
	cutoff := before.UTC().Format(time.RFC3339Nano)
	return purgeApplications(ctx, svc, func(q *platformclient.Query) *platformclient.Query {
		return q.Filter("created_at", "lt", cutoff)
	})
}

// PurgeOfTrashedOpenings deletes, with their CVs, the applications of openings that have been in the
// trash for a day less than the trash keeps them: the trash's purge then deletes the openings
// (and their rows by cascade) without leaving CVs nobody could reach.
func PurgeOfTrashedOpenings(ctx context.Context, svc *cms.Service, now time.Time) (int, error) {
	cutoff := now.AddDate(0, 0, -(lifecycle.TrashDays - 1)).UTC().Format(time.RFC3339Nano)
	var trashed []struct{ ID int64 }
	c := svc.Client()
	if _, err := c.From(table, c.Service()).Select("id").Filter(lifecycle.TrashedColumn, "lt", cutoff).
		Limit(1000).Get(ctx, &trashed); err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if len(trashed) == 0 {
		return 0, nil
	}
	ids := make([]string, len(trashed))
	for i, o := range trashed {
		ids[i] = itoa(o.ID)
	}
	return purgeApplications(ctx, svc, func(q *platformclient.Query) *platformclient.Query { return q.In("vacante", ids) })
}

// purgeApplications deletes the applications `where` selects, files first, in batches.
func purgeApplications(ctx context.Context, svc *cms.Service, where func(*platformclient.Query) *platformclient.Query) (int, error) {
	c := svc.Client()
	total := 0
	for {
		var batch []struct {
			ID int64  `json:"id"`
			CV string `json:"cv"`
		}
		if _, err := where(fromApplications(svc).Select("id,cv")).Order("id", false).
			Limit(retentionBatch).Get(ctx, &batch); err != nil {
			return total, cms.PlatformFailure(err)
		}
		if len(batch) == 0 {
			return total, nil
		}
		ids, paths := make([]string, len(batch)), make([]string, 0, len(batch))
		for i, a := range batch {
			ids[i] = itoa(a.ID)
			if a.CV != "" {
				paths = append(paths, a.CV)
			}
		}
		if err := c.Remove(ctx, c.Service(), cvBucket, paths); err != nil {
			return total, cms.PlatformFailure(err)
		}
		var gone []struct{ ID int64 }
		if err := where(fromApplications(svc).Select("id").In("id", ids)).Delete(ctx, &gone); err != nil {
			return total, cms.PlatformFailure(err)
		}
		total += len(gone)
		if len(batch) < retentionBatch {
			return total, nil
		}
	}
}

// RunRetention deletes the applications (and CVs) older than retention, and those of openings about
// to leave the trash, at start and then every interval, until ctx ends; a retention of zero or less
// keeps applications of live openings for ever.
func RunRetention(ctx context.Context, svc *cms.Service, retention, interval time.Duration, now func() time.Time, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		var n int
		var err error
		if retention > 0 {
			n, err = PurgeOlderThan(ctx, svc, now().Add(-retention))
		}
		if m, trashErr := PurgeOfTrashedOpenings(ctx, svc, now()); trashErr != nil {
			err = errors.Join(err, trashErr)
		} else {
			n += m
		}
		switch {
		case err != nil && ctx.Err() == nil:
			logger.Warn("application retention", "error", err)
		case n > 0:
			logger.Info("job applications past their retention deleted", "applications", n, "retention", retention.String())
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
