package contactos

import (
	"context"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// PurgeOlderThan deletes the contact messages received before `before` and answers how many went.
// It is one conditional delete, so instances running it at once delete each message once.
func PurgeOlderThan(ctx context.Context, svc *cms.Service, before time.Time) (int, error) {
	gone, err := records.DeleteContactMessagesBefore(ctx, svc.Client(), service(svc), before)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return gone, nil
}

// PurgeExpired is one run of the retention job at now: it deletes the messages received more than
// retention before now (none when retention is zero or less).
func PurgeExpired(ctx context.Context, svc *cms.Service, retention time.Duration, now time.Time) (int, error) {
	if retention <= 0 {
		return 0, nil
	}
	return PurgeOlderThan(ctx, svc, now.Add(-retention))
}

// RunRetention deletes the messages older than retention at start and then every interval, until
// ctx ends; a retention of zero or less keeps every message.
func RunRetention(ctx context.Context, svc *cms.Service, retention, interval time.Duration, now func() time.Time, logger *slog.Logger) {
	if retention <= 0 {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		n, err := PurgeExpired(ctx, svc, retention, now())
		switch {
		case err != nil && ctx.Err() == nil:
			logger.Warn("contact retention", "error", err)
		case n > 0:
			logger.Info("contact messages past their retention deleted", "messages", n, "retention", retention.String())
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
