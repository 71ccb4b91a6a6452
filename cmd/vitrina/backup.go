package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/vitrina/vitrina/internal/backup"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// runBackup takes one backup of a live site, in the format the scheduled backups have, into --out
// (a directory or an s3:// location; VITRINA_BACKUP_TO, or <data dir>/backups, when unset). It is
// safe while `vitrina serve` runs: the backup reads one consistent snapshot.
func runBackup(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "backup", "backup [--out DIR|s3://bucket/prefix?…] [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	out := fs.String("out", "", "where to write the backup: a directory or an s3:// location (env VITRINA_BACKUP_TO; default <data dir>/backups)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out != "" {
		cfg.BackupTo = *out
	}
	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return err
	}
	defer db.Close()
	blobs, err := blob.OpenURL(ctx, cfg.StorageURL, filepath.Join(cfg.DataDir, "storage"), backup.Credentials(cfg))
	if err != nil {
		return fmt.Errorf("file store: %w", err)
	}
	target, err := backup.OpenTarget(ctx, backup.Location(cfg), backup.Credentials(cfg))
	if err != nil {
		return err
	}
	var res backup.Result
	err = backup.Exclusive(ctx, db, func() error {
		res, err = backup.Take(ctx, backup.Site{DB: db, Blobs: blobs, DataDir: cfg.DataDir}, target, env.stderr)
		return err
	})
	if errors.Is(err, backup.ErrBusy) {
		return fmt.Errorf("backup: %w (a scheduled one, or another `vitrina backup`): try again when it ends", err)
	}
	if err != nil {
		return err
	}
	if res.MissingFiles > 0 {
		fmt.Fprintf(env.stderr, "backup: %d file(s) were deleted while the backup ran; their rows are in it, their bytes are not\n", res.MissingFiles)
	}
	fmt.Fprintf(env.stderr, "backup: done in %s\n", res.Duration.Round(1e6))
	fmt.Fprintf(env.stdout, "%s/%s (%d bytes)\n", target, res.Name, res.Size)
	return nil
}
