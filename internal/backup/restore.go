package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/vitrina/vitrina/internal/archive"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// ErrNotEmpty is returned when the data directory or the database to restore into already holds a
// site.
var ErrNotEmpty = errors.New("not empty")

// Restore brings the backup r back into the site cfg configures: an empty data directory
// (SQLite) or an empty PostgreSQL database, and the files into the configured store (the data
// directory or STORAGE_URL). A backup of a newer schema than this binary knows is refused before
// anything is written; an older one is migrated. It returns the backup's header.
func Restore(ctx context.Context, cfg config.Config, r io.Reader, progress io.Writer) (Header, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return Header{}, fmt.Errorf("restore: not a Vitrina backup (not gzip): %w", err)
	}
	defer gz.Close()
	tr := tar.NewReader(gz)
	h, err := readHeader(tr)
	if err != nil {
		return h, fmt.Errorf("restore: %w", err)
	}
	if err := refuseNewer(h); err != nil {
		return h, err
	}
	toPostgres := database.IsPostgresURL(cfg.DatabaseURL)
	if h.Contents == contentsSQLite && toPostgres {
		return h, errors.New("restore: this backup is of a SQLite site: restore it into a data directory " +
			"(without DATABASE_URL), then move the site with `vitrina export` and `vitrina import`")
	}
	if !toPostgres {
		if err := requireNoDatabase(cfg.DataDir); err != nil {
			return h, err
		}
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return h, fmt.Errorf("restore: %w", err)
	}
	blobs, err := blob.OpenURL(ctx, cfg.StorageURL, filepath.Join(cfg.DataDir, "storage"),
		blob.Credentials{AccessKey: cfg.S3AccessKey, SecretKey: cfg.S3SecretKey})
	if err != nil {
		return h, fmt.Errorf("restore: file store: %w", err)
	}
	next, secret, err := readSecret(tr)
	if err != nil {
		return h, err
	}
	switch {
	case h.Contents == contentsSQLite && next != nil && next.Name == sqliteName:
		err = restoreSQLite(ctx, cfg.DataDir, blobs, tr, progress)
	case h.Contents == contentsArchive && next != nil && next.Name == archiveName:
		err = restoreArchive(ctx, cfg, blobs, tr, progress)
	default:
		err = fmt.Errorf("restore: the backup's %s contents are missing or damaged", h.Contents)
	}
	if err != nil {
		return h, err
	}
	return h, keepSecret(cfg.DataDir, secret, progress)
}

// refuseNewer refuses a backup a newer Vitrina took, whose tables this binary does not know.
func refuseNewer(h Header) error {
	known, err := database.LatestVersion(h.Dialect)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if h.SchemaVersion > known {
		return fmt.Errorf("restore: %w (the backup is at schema version %d, this binary knows up to %d): "+
			"restore it with Vitrina %s or newer", database.ErrSchemaTooNew, h.SchemaVersion, known, h.Vitrina)
	}
	return nil
}

// requireNoDatabase refuses a data directory that already holds a SQLite database.
func requireNoDatabase(dataDir string) error {
	_, err := os.Stat(filepath.Join(dataDir, sqliteName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	return fmt.Errorf("restore: the data directory %s is %w: it holds a database (%s); restore only into an "+
		"empty data directory (move this one aside first)", dataDir, ErrNotEmpty, sqliteName)
}

// readSecret reads the JWT secret entry when the backup has one, and returns the entry after it.
func readSecret(tr *tar.Reader) (*tar.Header, []byte, error) {
	h, err := tr.Next()
	if errors.Is(err, io.EOF) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("restore: read backup: %w", err)
	}
	if h.Name != secretName {
		return h, nil, nil
	}
	secret, err := io.ReadAll(io.LimitReader(tr, 1<<16))
	if err != nil {
		return nil, nil, fmt.Errorf("restore: read backup: %w", err)
	}
	h, err = tr.Next()
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, nil, fmt.Errorf("restore: read backup: %w", err)
	}
	return h, secret, nil
}

// keepSecret writes the backup's JWT secret into the data directory, so that the API keys are the
// backup's; a secret already there is kept.
func keepSecret(dataDir string, secret []byte, progress io.Writer) error {
	if len(secret) == 0 {
		return nil
	}
	path := filepath.Join(dataDir, secretName)
	if current, err := os.ReadFile(path); err == nil {
		if strings.TrimSpace(string(current)) != strings.TrimSpace(string(secret)) {
			fmt.Fprintf(progress, "restore: %s already has a JWT secret: kept it, so the API keys are not the backup's\n", dataDir)
		}
		return nil
	}
	if err := os.WriteFile(path, secret, 0o600); err != nil {
		return fmt.Errorf("restore: write the JWT secret: %w", err)
	}
	return nil
}

// restoreSQLite writes the database into a staging directory, stores the files, migrates the
// staged database and only then moves it into the data directory: a failed restore leaves no
// database behind.
func restoreSQLite(ctx context.Context, dataDir string, blobs blob.Store, tr *tar.Reader, progress io.Writer) error {
	stage, err := os.MkdirTemp(dataDir, ".restore-")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer os.RemoveAll(stage)
	staged := filepath.Join(stage, sqliteName)
	if err := writeFile(staged, tr); err != nil {
		return err
	}
	fmt.Fprintln(progress, "restore: database written")
	var files, total int64
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("restore: read backup: %w", err)
		}
		key, ok := strings.CutPrefix(h.Name, filesPrefix)
		if !ok {
			return fmt.Errorf("restore: unexpected entry %q in the backup", h.Name)
		}
		if _, err := blobs.Put(ctx, key, tr, h.Size); err != nil {
			return fmt.Errorf("restore: file %s: %w", key, err)
		}
		files++
		total += h.Size
		if files%100 == 0 {
			fmt.Fprintf(progress, "restore: files %d (%d bytes)…\n", files, total)
		}
	}
	fmt.Fprintf(progress, "restore: files %d (%d bytes) done\n", files, total)
	db, err := database.Open(ctx, database.Options{DataDir: stage})
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	res, err := db.Migrate(ctx)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	fmt.Fprintf(progress, "restore: schema version %d (%d migration(s) applied)\n", res.Version, res.Applied)
	if err := requireNoDatabase(dataDir); err != nil { // a server started meanwhile
		return err
	}
	if err := os.Rename(staged, filepath.Join(dataDir, sqliteName)); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}

func writeFile(path string, r io.Reader) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	_, err = io.Copy(f, r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("restore: write %s: %w", path, err)
	}
	return nil
}

// restoreArchive imports the backup's archive into the configured database, which the import
// requires to be empty.
func restoreArchive(ctx context.Context, cfg config.Config, blobs blob.Store, tr *tar.Reader, progress io.Writer) error {
	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if err := archive.Import(ctx, db, blobs, tr, progress); err != nil {
		if errors.Is(err, archive.ErrNotEmpty) {
			return fmt.Errorf("restore: the database is %w: it already holds a site's rows; restore only into an "+
				"empty database (a new one, or this one dropped and created again)", ErrNotEmpty)
		}
		return fmt.Errorf("restore: %w", err)
	}
	return nil
}
