package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/vitrina/vitrina/internal/archive"
	"github.com/vitrina/vitrina/internal/config"
)

// runImport restores an archive written by `vitrina export` into an empty database.
func runImport(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "import", "import --in site.tar.gz [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	in := fs.String("in", "", "archive to read (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *in == "" {
		fs.Usage()
		return errors.New("import: --in is required")
	}
	f, err := os.Open(*in)
	if err != nil {
		return fmt.Errorf("import: %w", err)
	}
	defer f.Close()
	db, blobs, err := openSite(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := archive.Import(ctx, db, blobs, f, env.stderr); err != nil {
		return err
	}
	fmt.Fprintf(env.stdout, "imported %s into the %s database\n", *in, db.Dialect())
	return nil
}
