package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// ErrBusy means another backup of the same database is under way.
var ErrBusy = errors.New("another backup is under way")

// lockKey is the PostgreSQL advisory lock that lets one backup of a database run at a time.
const lockKey int64 = 0x76697472_62616b75 // "vitr" "baku"

// Location is where cfg keeps backups: VITRINA_BACKUP_TO, or <data dir>/backups.
func Location(cfg config.Config) string {
	if cfg.BackupTo != "" {
		return cfg.BackupTo
	}
	return filepath.Join(cfg.DataDir, "backups")
}

// Credentials are the object store's keys from cfg, for an s3:// location.
func Credentials(cfg config.Config) blob.Credentials {
	return blob.Credentials{AccessKey: cfg.S3AccessKey, SecretKey: cfg.S3SecretKey}
}

// Exclusive runs fn while no other backup of db runs: on PostgreSQL under a session advisory lock
// held on a connection of its own (so several instances, and `vitrina backup`, take turns); on
// SQLite, whose database one process serves, directly. It returns ErrBusy without running fn when
// the lock is taken.
func Exclusive(ctx context.Context, db *database.DB, fn func() error) error {
	if db.Dialect() != database.Postgres {
		return fn()
	}
	conn, err := db.WritePool().Conn(ctx)
	if err != nil {
		return fmt.Errorf("backup lock: %w", err)
	}
	defer conn.Close()
	var got bool
	if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1)", lockKey).Scan(&got); err != nil {
		return fmt.Errorf("backup lock: %w", err)
	}
	if !got {
		return ErrBusy
	}
	defer func() {
		// A fresh context: the lock must go even when ctx ended (the connection then returns to the pool).
		_, _ = conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", lockKey)
	}()
	return fn()
}

// Scheduler takes a backup at every multiple of Every (UTC: every 6h is at 00:00, 06:00, 12:00 and
// 18:00) and keeps the newest Keep. With several instances on one PostgreSQL database, the first to
// take the lock takes the slot's backup; the others find it in the target and skip the slot.
type Scheduler struct {
	Every time.Duration
	Keep  int
	Site  Site
	// Target is where the backups go; when nil, Location and Credentials are opened at the first
	// backup (and again after a failure), so that an unreachable bucket delays backups, not the service.
	Target      Target
	Location    string
	Credentials blob.Credentials
	Logger      *slog.Logger
}

// NewScheduler opens cfg's backup location and file store for db's site.
func NewScheduler(ctx context.Context, cfg config.Config, db *database.DB, logger *slog.Logger) (*Scheduler, error) {
	blobs, err := blob.OpenURL(ctx, cfg.StorageURL, filepath.Join(cfg.DataDir, "storage"), Credentials(cfg))
	if err != nil {
		return nil, fmt.Errorf("backup: file store: %w", err)
	}
	removeLeftovers(logger, filepath.Join(cfg.DataDir, ".backup-*"), filepath.Join(Location(cfg), ".partial-*"))
	return &Scheduler{Every: cfg.BackupEvery, Keep: cfg.BackupKeep, Location: Location(cfg), Credentials: Credentials(cfg), Logger: logger,
		Site: Site{DB: db, Blobs: blobs, DataDir: cfg.DataDir}}, nil
}

// Run takes the scheduled backups until ctx ends. A failed backup is logged and the next slot
// tries again.
func (s *Scheduler) Run(ctx context.Context) {
	s.Logger.Info("scheduled backups", "every", s.Every.String(), "keep", s.Keep, "to", s.where())
	for {
		now := time.Now()
		slot := now.Truncate(s.Every).Add(s.Every)
		timer := time.NewTimer(slot.Sub(now))
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-timer.C:
		}
		s.RunSlot(ctx, slot)
	}
}

// RunSlot takes the backup of the slot beginning at slot, unless one was taken since, then deletes
// the backups beyond Keep.
func (s *Scheduler) RunSlot(ctx context.Context, slot time.Time) {
	if s.Target == nil {
		target, err := OpenTarget(ctx, s.Location, s.Credentials)
		if err != nil {
			if ctx.Err() == nil {
				s.Logger.Error("scheduled backup failed; tried again at the next scheduled time", "err", err, "to", s.where())
			}
			return
		}
		s.Target = target
	}
	var res Result
	taken := false
	err := Exclusive(ctx, s.Site.DB, func() error {
		names, err := s.Target.List(ctx)
		if err != nil {
			return err
		}
		if n := len(names); n > 0 {
			if last, _ := nameTimeOf(names[n-1]); !last.Before(slot.UTC().Truncate(time.Second)) {
				return nil // another instance took this slot's backup
			}
		}
		if res, err = Take(ctx, s.Site, s.Target, io.Discard); err != nil {
			return err
		}
		taken = true
		return nil
	})
	switch {
	case errors.Is(err, ErrBusy):
		s.Logger.Debug("scheduled backup skipped: another instance is taking it")
		return
	case err != nil:
		if ctx.Err() == nil {
			s.Logger.Error("scheduled backup failed; tried again at the next scheduled time", "err", err, "to", s.Target.String())
		}
		return
	case !taken:
		s.Logger.Debug("scheduled backup skipped: already taken", "slot", slot.UTC())
		return
	}
	deleted, err := Prune(ctx, s.Target, s.Keep)
	if err != nil {
		s.Logger.Error("deleting old backups failed", "err", err, "to", s.Target.String())
	}
	level := slog.LevelInfo
	if res.MissingFiles > 0 {
		level = slog.LevelWarn // files deleted while it ran: their rows are in it, their bytes are not
	}
	s.Logger.Log(ctx, level, "backup taken", "name", res.Name, "bytes", res.Size, "duration", res.Duration.Round(time.Millisecond).String(),
		"to", s.Target.String(), "deleted_old", deleted, "missing_files", res.MissingFiles)
}

// where names the backups' place for the log, without an S3 URL's query.
func (s *Scheduler) where() string {
	if s.Target != nil {
		return s.Target.String()
	}
	if strings.HasPrefix(s.Location, "s3://") {
		return redact(s.Location)
	}
	return s.Location
}

// Prune deletes the oldest backups in target beyond the newest keep, and says how many it deleted.
func Prune(ctx context.Context, target Target, keep int) (int, error) {
	names, err := target.List(ctx)
	if err != nil {
		return 0, err
	}
	deleted := 0
	for len(names)-deleted > keep {
		if err := target.Delete(ctx, names[deleted]); err != nil {
			return deleted, err
		}
		deleted++
	}
	return deleted, nil
}

// removeLeftovers deletes what a backup interrupted by a crash leaves (its work directory, a partial
// file in a backup directory), once a day old: no backup runs that long.
func removeLeftovers(logger *slog.Logger, patterns ...string) {
	for _, pattern := range patterns {
		matches, _ := filepath.Glob(pattern) // an s3:// location matches nothing
		for _, m := range matches {
			if info, err := os.Stat(m); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
				if err := os.RemoveAll(m); err != nil {
					logger.Warn("could not remove an interrupted backup's leftovers", "path", m, "err", err)
				}
			}
		}
	}
}
