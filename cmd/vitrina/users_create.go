package main

import (
	"context"
	"errors"
)

// runUsersCreate is completed by the /auth/v1 work: it needs the auth users table.
func runUsersCreate(ctx context.Context, env *environment, args []string) error {
	return errors.New("users create: not available yet")
}
