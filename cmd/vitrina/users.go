package main

import (
	"context"
	"errors"
	"fmt"
)

func runUsers(ctx context.Context, env *environment, args []string) error {
	if len(args) == 0 || args[0] != "create" {
		fmt.Fprintln(env.stderr, "Usage: vitrina users create --email E --password P [--nombre N] [--rol R] [--admin]")
		return errors.New("users: unknown sub-command")
	}
	return runUsersCreate(ctx, env, args[1:])
}
