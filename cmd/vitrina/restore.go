package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/backup"
	"github.com/vitrina/vitrina/internal/config"
)

// runRestore brings a backup written by `vitrina backup` or by serve's schedule back into an empty
// data directory or database, and its files into the configured store.
func runRestore(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "restore", "restore --from FILE|DIR|s3://bucket/prefix[/vitrina-backup-….tar.gz]?… [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	from := fs.String("from", "", "the backup: a file, or a directory or s3:// location whose newest backup is taken (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *from == "" {
		fs.Usage()
		return errors.New("restore: --from is required")
	}
	r, name, err := backup.OpenSource(ctx, *from, backup.Credentials(cfg))
	if err != nil {
		return err
	}
	defer r.Close()
	fmt.Fprintf(env.stderr, "restore: reading %s…\n", name)
	h, err := backup.Restore(ctx, cfg, r, env.stderr)
	if err != nil {
		return err
	}
	where := "the data directory " + cfg.DataDir
	if cfg.DatabaseURL != "" {
		where = "the PostgreSQL database"
	}
	fmt.Fprintf(env.stdout, "restored %s (taken %s by Vitrina %s) into %s; start it with `vitrina serve`\n",
		name, h.StartedAt.Format("2006-01-02 15:04:05 UTC"), h.Vitrina, where)
	return nil
}
