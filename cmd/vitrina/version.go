package main

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/version"
)

func runVersion(_ context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "version", "version")
	if err := fs.Parse(args); err != nil {
		return err
	}
	info := version.Current()
	commit := info.Commit
	if info.Modified {
		commit += " (with uncommitted changes)"
	}
	fmt.Fprintf(env.stdout, "vitrina %s\ncommit:     %s\nbuilt:      %s\ngo version: %s\n", info.Version, commit, info.BuildDate, info.GoVersion)
	return nil
}
