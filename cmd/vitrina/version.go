package main

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"

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
	if info.Commit == version.Unknown {
		// `go run` records no commit: name the checkout's, saying where it comes from.
		if c, ok := checkoutCommit(); ok {
			commit = c + " (checked out in the working directory; not recorded in the binary)"
		}
	}
	fmt.Fprintf(env.stdout, "vitrina %s\ncommit:     %s\nbuilt:      %s\ngo version: %s\n", info.Version, commit, info.BuildDate, info.GoVersion)
	return nil
}

func checkoutCommit() (string, bool) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	commit, err := version.CheckoutCommit(dir, bi.Main.Path)
	return commit, err == nil
}
