// Command vitrina runs the Vitrina content-management service and its embedded data platform.
//
// Usage:
//
//	vitrina serve [--addr 127.0.0.1:8080] [--data-dir ./vitrina_data] [--demo]
//	vitrina keys
//	vitrina users create --email E --password P [--nombre N] [--rol R] [--admin]
//	vitrina migrate
//	vitrina export --out site.tar.gz
//	vitrina import --in site.tar.gz
//	vitrina backup [--out DIR]
//	vitrina restore --from FILE|DIR|s3://…
//	vitrina theme check DIR|ZIP
//	vitrina version (or vitrina --version)
//	vitrina healthcheck [--addr 127.0.0.1:8080]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// command is one sub-command.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, env *environment, args []string) error
}

// environment is what a command may touch: its output streams and the process environment.
type environment struct {
	stdout, stderr io.Writer
	lookupEnv      func(string) (string, bool)
}

func commands() []command {
	return []command{
		{"serve", "run the service (CMS, data platform and public site)", runServe},
		{"keys", "print the publishable and service role API keys", runKeys},
		{"users", "manage sign-in accounts (users create)", runUsers},
		{"migrate", "apply pending database migrations and exit", runMigrate},
		{"export", "write the whole site (tables, accounts, files) to one archive", runExport},
		{"import", "restore an archive into an empty database", runImport},
		{"backup", "write one backup of the site (database and files), while serving", runBackup},
		{"restore", "bring a backup back into an empty data directory or database", runRestore},
		{"theme", "check a theme folder or zip before it is installed (theme check DIR|ZIP)", runTheme},
		{"version", "print the version, the commit, the build date and the Go version", runVersion},
		{"healthcheck", "exit 0 when the vitrina serving at VITRINA_ADDR answers /healthz, 1 otherwise", runHealthcheck},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	env := &environment{stdout: os.Stdout, stderr: os.Stderr, lookupEnv: os.LookupEnv}
	err := run(ctx, env, os.Args[1:])
	stop()
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "vitrina:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, env *environment, args []string) error {
	if len(args) > 0 && args[0] == "--version" {
		return runVersion(ctx, env, args[1:])
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(env.stdout)
		if len(args) == 0 {
			return errors.New("no command given")
		}
		return nil
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, env, args[1:])
		}
	}
	usage(env.stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Vitrina: a content-management service for company websites.")
	fmt.Fprintln(w, "\nUsage: vitrina <command> [flags]\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-11s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'vitrina <command> --help' for a command's flags.")
}

// newFlagSet returns a flag set for a command that prints its usage to the command's stderr.
func newFlagSet(env *environment, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.stderr)
	fs.Usage = func() {
		fmt.Fprintf(env.stderr, "Usage: vitrina %s\n\nFlags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(strings.ToUpper(level))); err != nil {
		l = slog.LevelInfo
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: l}))
}
