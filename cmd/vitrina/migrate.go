package main

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
)

func runMigrate(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "migrate", "migrate [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return err
	}
	defer db.Close()
	res, err := db.Migrate(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.stdout, "applied %d migration(s); schema version %d (%s)\n", res.Applied, res.Version, db.Dialect())
	return nil
}
