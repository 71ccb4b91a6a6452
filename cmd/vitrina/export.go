package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vitrina/vitrina/internal/archive"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// runExport writes the whole site (tables, accounts, files) to one tar.gz archive.
func runExport(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "export", "export --out site.tar.gz [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	out := fs.String("out", "", "archive to write (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		fs.Usage()
		return errors.New("export: --out is required")
	}
	db, blobs, err := openSite(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	// Written beside the target and renamed at the end: a failed export leaves no partial archive.
	tmp, err := os.CreateTemp(filepath.Dir(*out), ".vitrina-export-*")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	if err := archive.Export(ctx, db, blobs, tmp, env.stderr); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := os.Rename(tmp.Name(), *out); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	fmt.Fprintf(env.stdout, "exported the site (%s) to %s\n", db.Dialect(), *out)
	return nil
}

// openSite opens and migrates the configured database and the configured file store (STORAGE_URL,
// or the local one beside the database).
func openSite(ctx context.Context, cfg config.Config) (*database.DB, blob.Store, error) {
	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return nil, nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		_ = db.Close()
		return nil, nil, err
	}
	blobs, err := blob.OpenURL(ctx, cfg.StorageURL, filepath.Join(cfg.DataDir, "storage"),
		blob.Credentials{AccessKey: cfg.S3AccessKey, SecretKey: cfg.S3SecretKey})
	if err != nil {
		_ = db.Close()
		return nil, nil, fmt.Errorf("file store: %w", err)
	}
	return db, blobs, nil
}
