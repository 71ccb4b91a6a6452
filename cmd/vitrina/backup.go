package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
)

// runBackup copies a live data directory to --out: the SQLite database as one consistent snapshot
// (VACUUM INTO, safe while `vitrina serve` runs) and then the stored files and the JWT secret. The
// database goes first so that every file a copied row refers to was already stored when the copy of
// the files starts (the bytes are always written before their row).
func runBackup(ctx context.Context, env *environment, args []string) error {
	fs := newFlagSet(env, "backup", "backup --out DIR [--data-dir ./vitrina_data] [--database-url postgres://…]")
	cfg, err := config.FromEnv(env.lookupEnv)
	if err != nil {
		return err
	}
	cfg.BindCommon(fs)
	out := fs.String("out", "", "directory to write the copy to (must not exist or be empty)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		fs.Usage()
		return errors.New("backup: --out is required")
	}
	if err := emptyDir(*out); err != nil {
		return err
	}
	if database.IsPostgresURL(cfg.DatabaseURL) {
		fmt.Fprintln(env.stderr, "backup: the database is PostgreSQL; back it up with pg_dump (e.g. pg_dump -Fc \"$DATABASE_URL\" > vitrina.dump). Copying the files only.")
	} else {
		db, err := database.Open(ctx, database.Options{DataDir: cfg.DataDir})
		if err != nil {
			return err
		}
		fmt.Fprintln(env.stderr, "backup: copying the database (VACUUM INTO)…")
		err = db.VacuumInto(ctx, filepath.Join(*out, "vitrina.db"))
		_ = db.Close()
		if err != nil {
			return err
		}
		if info, err := os.Stat(filepath.Join(*out, "vitrina.db")); err == nil {
			fmt.Fprintf(env.stderr, "backup: database copied (%d bytes)\n", info.Size())
		}
	}
	files, bytes, err := copyDataFiles(ctx, cfg.DataDir, *out, env.stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.stderr, "backup: done: %d file(s), %d bytes, in %s\n", files, bytes, *out)
	return nil
}

// emptyDir creates dir, or accepts it when it exists and is empty: a backup never mixes with another.
func emptyDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("backup: create %s: %w", dir, err)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("backup: read %s: %w", dir, err)
	}
	if len(entries) > 0 {
		return fmt.Errorf("backup: %s is not empty", dir)
	}
	return nil
}

// skipInBackup is what copyDataFiles leaves out: the live database (copied by VACUUM INTO) and the
// uploads still being written.
func skipInBackup(rel string) bool {
	base := filepath.Base(rel)
	if !strings.Contains(rel, string(filepath.Separator)) && strings.HasPrefix(base, "vitrina.db") {
		return true
	}
	return base == ".tmp"
}

// copyDataFiles copies every regular file under src to dst except what skipInBackup names, printing
// progress every 100 files. A file removed while the copy runs is skipped.
func copyDataFiles(ctx context.Context, src, dst string, progress io.Writer) (files int, total int64, err error) {
	err = filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		if rel != "." && skipInBackup(rel) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o700)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		n, err := copyFile(path, target)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		files++
		total += n
		if files%100 == 0 {
			fmt.Fprintf(progress, "backup: %d files, %d bytes…\n", files, total)
		}
		return nil
	})
	if err != nil {
		return files, total, fmt.Errorf("backup: copy files: %w", err)
	}
	return files, total, nil
}

func copyFile(src, dst string) (int64, error) {
	in, err := os.Open(src)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return n, fmt.Errorf("copy %s: %w", src, err)
	}
	return n, nil
}
