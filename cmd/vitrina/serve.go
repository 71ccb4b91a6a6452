package main

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/vitrina/vitrina/internal/backup"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/modules/contactos"
	"github.com/vitrina/vitrina/internal/cms/modules/vacantes"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/server"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/version"
)

// processMemory is what the process holds beside image renders under a heavy load (the soak's
// 64 clients kept it under 100 MiB), with room to spare, for the garbage collector's soft limit.
const processMemory = 160 << 20

func runServe(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "serve", "serve [--addr 127.0.0.1:8080] [--data-dir ./vitrina_data] [--demo]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindServe(fs) // flags default to the environment's values and override them
	demo := fs.Bool("demo", false, "seed a demo company site and print an administrator's sign-in")
	pprofAddr := fs.String("pprof", "", "serve Go's profiles at this loopback address (e.g. 127.0.0.1:6060), for load runs")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *demo && cfg.SiteName == "" {
		cfg.SiteName = site.DemoCompany
	}
	logger := newLogger(env.stderr, cfg.LogLevel)
	if _, set := env.lookupEnv("GOMEMLIMIT"); !set {
		// A soft limit for the garbage collector, which otherwise lets the heap grow to twice what
		// is live: after a large image render that is hundreds of MiB held for nothing. The image
		// budget plus room for the rest of the process; GOMEMLIMIT overrides it.
		debug.SetMemoryLimit(cfg.ImageMemory + processMemory)
	}
	if *pprofAddr != "" {
		if _, err := servePprof(ctx, *pprofAddr, logger); err != nil {
			return err
		}
	}
	srv, err := server.Open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer srv.Close()
	go srv.CMS().RunCleanup(ctx, 10*time.Minute)
	go lifecycle.RunPurge(ctx, srv.CMSService(), time.Hour, time.Now, logger) // the trash keeps items 30 days
	go srv.ContactNotifier().Run(ctx, contactos.ClaimTTL)                     // woken at once by each new message
	go contactos.RunRetention(ctx, srv.CMSService(), time.Duration(cfg.ContactRetentionDays)*24*time.Hour, time.Hour, time.Now, logger)
	go srv.ApplicationNotifier().Run(ctx, vacantes.ClaimTTL) // woken at once by each new application
	go vacantes.RunRetention(ctx, srv.CMSService(), time.Duration(cfg.ApplicationRetentionDays)*24*time.Hour, time.Hour, time.Now, logger)
	if cfg.BackupEvery > 0 {
		backups, err := backup.NewScheduler(ctx, cfg, srv.DB(), logger)
		if err != nil {
			return err
		}
		go backups.Run(ctx)
	}
	if *demo {
		if err := site.Seed(ctx, srv.PlatformClient()); err != nil { // idempotent: skipped once seeded
			return fmt.Errorf("demo site: %w", err)
		}
		email, password, err := srv.CMSService().EnsureDemoAdmin(ctx)
		if err != nil {
			return fmt.Errorf("demo administrator: %w", err)
		}
		fmt.Fprintf(env.stdout, "Administrador de demostración: %s\nContraseña: %s\nEntrar: %s/login\n", email, password, cfg.BaseURL())
	} else if link, err := srv.CMS().SetupLink(ctx); err != nil {
		return fmt.Errorf("first-run setup link: %w", err)
	} else if link != "" {
		fmt.Fprintf(env.stdout, "No hay ninguna cuenta todavía. Cree el primer administrador (enlace de un solo uso, válido 24 h):\n%s\n", link)
	}
	return srv.Serve(ctx, func(addr string) {
		logger.Info("vitrina listening", "addr", addr, "data_dir", cfg.DataDir, "database", srv.DB().Dialect(),
			"version", version.Current().Version)
		fmt.Fprintf(env.stdout, "Vitrina en http://%s\n", addr)
	})
}
