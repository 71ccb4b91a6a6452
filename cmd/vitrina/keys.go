package main

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

func runKeys(_ context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "keys", "keys [--data-dir ./vitrina_data]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	secret, err := gateway.LoadSecret(cfg.DataDir, cfg.JWTSecret)
	if err != nil {
		return err
	}
	keys, err := gateway.NewKeys(secret, nil)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.stdout, "API_KEY=%s\nSERVICE_ROLE_KEY=%s\n", keys.AnonKey(), keys.ServiceRoleKey())
	return nil
}
