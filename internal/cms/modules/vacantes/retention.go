package vacantes

import (
	"context"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
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
	c := svc.Client()
	total := 0
	for {
		var batch []struct {
			ID int64  `json:"id"`
			CV string `json:"cv"`
		}
		if _, err := fromApplications(svc).Select("id,cv").Filter("created_at", "lt", cutoff).Order("id", false).
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
		if err := fromApplications(svc).Select("id").In("id", ids).Filter("created_at", "lt", cutoff).Delete(ctx, &gone); err != nil {
			return total, cms.PlatformFailure(err)
		}
		total += len(gone)
		if len(batch) < retentionBatch {
			return total, nil
		}
	}
}

// RunRetention deletes the applications (and CVs) older than retention at start and then every
// interval, until ctx ends; a retention of zero or less keeps them.
func RunRetention(ctx context.Context, svc *cms.Service, retention, interval time.Duration, now func() time.Time, logger *slog.Logger) {
	if retention <= 0 {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		n, err := PurgeOlderThan(ctx, svc, now().Add(-retention))
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
