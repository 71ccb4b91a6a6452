package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/vitrina/vitrina/internal/server/themecheck"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
)

// runTheme runs `vitrina theme check DIR|ZIP`: the checks an upload in Apariencia passes, on a
// theme folder or zip, one line per problem.
func runTheme(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "theme", "theme check DIR|ZIP")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 2 || fs.Arg(0) != "check" {
		fs.Usage()
		return errors.New("theme: give check and a theme folder or zip")
	}
	t, probs, err := loadTheme(fs.Arg(1))
	if err != nil {
		return err
	}
	probs, err = themecheck.Check(ctx, t, probs)
	if err != nil {
		return err
	}
	for _, p := range probs {
		fmt.Fprintln(env.stdout, p.English())
	}
	if len(probs) > 0 {
		return fmt.Errorf("theme refused: %d problem(s)", len(probs))
	}
	fmt.Fprintf(env.stdout, "theme %s %s passes the check\n", t.Name, t.Version)
	return nil
}

// loadTheme loads a theme folder, or a zip by its name.
func loadTheme(at string) (*theme.Theme, []theme.Problem, error) {
	info, err := os.Stat(at)
	if err != nil {
		return nil, nil, fmt.Errorf("theme: %w", err)
	}
	if info.IsDir() {
		t, probs := theme.LoadDir(at, site.PageTypes())
		return t, probs, nil
	}
	if !strings.HasSuffix(strings.ToLower(at), ".zip") {
		return nil, nil, fmt.Errorf("theme: %s is neither a folder nor a .zip", at)
	}
	data, err := os.ReadFile(at)
	if err != nil {
		return nil, nil, fmt.Errorf("theme: %w", err)
	}
	t, probs := theme.LoadZip(data, site.PageTypes())
	return t, probs, nil
}
