package main

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
)

func runServe(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "serve", "serve [--addr 127.0.0.1:8080] [--data-dir ./vitrina_data] [--demo]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindServe(fs) // flags default to the environment's values and override them
	demo := fs.Bool("demo", false, "seed a demo company site and print an administrator's sign-in")
	if err := fs.Parse(args); err != nil {
		return err
	}
	_ = demo // the demo seed arrives with the CMS and the public site

	logger := newLogger(env.stderr, cfg.LogLevel)
	srv, err := server.Open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer srv.Close()
	return srv.Serve(ctx, func(addr string) {
		logger.Info("vitrina listening", "addr", addr, "data_dir", cfg.DataDir, "database", srv.DB().Dialect())
		fmt.Fprintf(env.stdout, "Vitrina en http://%s\n", addr)
	})
}
