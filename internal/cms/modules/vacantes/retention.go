package vacantes

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/records"
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
	return purgeApplications(ctx, svc, records.ApplicationScope{ReceivedBefore: before})
}

// PurgeOfTrashedOpenings deletes, with their CVs, the applications of openings that have been in the
// trash for a day less than the trash keeps them: the trash's purge then deletes the openings
// (and their rows by cascade) without leaving CVs nobody could reach.
func PurgeOfTrashedOpenings(ctx context.Context, svc *cms.Service, now time.Time) (int, error) {
	cutoff := now.AddDate(0, 0, -(lifecycle.TrashDays - 1))
	c := svc.Client()
	trashed, err := records.JobOpeningsTrashedBefore(ctx, c, c.Service(), cutoff, 1000)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if len(trashed) == 0 {
		return 0, nil
	}
	ids := make([]string, len(trashed))
	for i, id := range trashed {
		ids[i] = itoa(id)
	}
	return purgeApplications(ctx, svc, records.ApplicationScope{Openings: ids})
}

// purgeApplications deletes the applications of scope, files first, in batches.
func purgeApplications(ctx context.Context, svc *cms.Service, scope records.ApplicationScope) (int, error) {
	c := svc.Client()
	total := 0
	for {
		batch, err := records.ApplicationFiles(ctx, c, applicationsCred(svc), scope, retentionBatch)
		if err != nil {
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
		gone, err := records.DeleteApplications(ctx, c, applicationsCred(svc), scope, ids)
		if err != nil {
			return total, cms.PlatformFailure(err)
		}
		total += gone
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
