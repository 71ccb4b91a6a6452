package backup

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/vitrina/vitrina/internal/archive"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
	"github.com/vitrina/vitrina/internal/version"
)

// Site is what a backup copies: the database, the file store, and the data directory (its JWT
// secret, and room for the backup's temporary files).
type Site struct {
	DB      *database.DB
	Blobs   blob.Store
	DataDir string
}

// Result describes a backup taken.
type Result struct {
	Name      string
	Size      int64
	StartedAt time.Time
	Duration  time.Duration
	// MissingFiles counts files deleted between the snapshot and the copy of their bytes.
	MissingFiles int
}

// Take writes one backup of site to target, reporting progress to progress. The backup is built in
// a temporary directory of the data directory, then stored under its name in one step.
func Take(ctx context.Context, site Site, target Target, progress io.Writer) (Result, error) {
	started := time.Now().UTC()
	res := Result{Name: Name(started), StartedAt: started}
	work, err := os.MkdirTemp(site.DataDir, ".backup-")
	if err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	defer os.RemoveAll(work)
	f, err := os.Create(filepath.Join(work, res.Name))
	if err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	gz, err := gzip.NewWriterLevel(f, gzip.BestSpeed) // most bytes are images, already compressed
	if err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	tw := tar.NewWriter(gz)
	if err := writeHead(ctx, site, tw, started); err != nil {
		return res, err
	}
	if site.DB.Dialect() == database.SQLite {
		res.MissingFiles, err = writeSQLite(ctx, site, tw, work, progress)
	} else {
		err = writeArchive(ctx, site, tw, work, progress)
	}
	if err != nil {
		return res, err
	}
	if err := tw.Close(); err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	if err := gz.Close(); err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	if res.Size, err = f.Seek(0, io.SeekCurrent); err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return res, fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(progress, "backup: storing %s (%d bytes) in %s…\n", res.Name, res.Size, target)
	if err := target.Write(ctx, res.Name, f, res.Size); err != nil {
		return res, err
	}
	res.Duration = time.Since(started)
	return res, nil
}

// writeHead writes the header and the JWT secret the data directory keeps (none when JWT_SECRET
// sets it).
func writeHead(ctx context.Context, site Site, tw *tar.Writer, started time.Time) error {
	schema, err := database.SchemaVersion(ctx, site.DB)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	h := Header{Format: formatName, Version: formatVersion, StartedAt: started, Dialect: site.DB.Dialect(),
		SchemaVersion: schema, Contents: contentsArchive, Vitrina: version.Current().Version}
	if h.Dialect == database.SQLite {
		h.Contents = contentsSQLite
	}
	body, err := json.MarshalIndent(h, "", "  ")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	if err := addEntry(tw, headerName, int64(len(body)), bytes.NewReader(body)); err != nil {
		return err
	}
	secret, err := os.ReadFile(filepath.Join(site.DataDir, secretName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("backup: read the JWT secret: %w", err)
	}
	return addEntry(tw, secretName, int64(len(secret)), bytes.NewReader(secret))
}

// writeSQLite adds a VACUUM INTO snapshot of the database, then the bytes of every file that
// snapshot refers to. A file's bytes are stored before its row, so every file the snapshot names
// exists, unless it was deleted since: such files are counted and left out.
func writeSQLite(ctx context.Context, site Site, tw *tar.Writer, work string, progress io.Writer) (missing int, err error) {
	snapDir := filepath.Join(work, "snapshot")
	if err := os.Mkdir(snapDir, 0o700); err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	snapshot := filepath.Join(snapDir, sqliteName)
	fmt.Fprintln(progress, "backup: copying the database (VACUUM INTO)…")
	if err := site.DB.VacuumInto(ctx, snapshot); err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	if err := addFile(tw, sqliteName, snapshot); err != nil {
		return 0, err
	}
	keys, err := snapshotBlobKeys(ctx, snapDir)
	if err != nil {
		return 0, err
	}
	var total int64
	for i, key := range keys {
		n, err := addBlob(ctx, tw, site.Blobs, key)
		if errors.Is(err, blob.ErrNotFound) {
			missing++
			continue
		}
		if err != nil {
			return missing, err
		}
		total += n
		if (i+1)%100 == 0 {
			fmt.Fprintf(progress, "backup: files %d of %d (%d bytes)…\n", i+1, len(keys), total)
		}
	}
	fmt.Fprintf(progress, "backup: files %d (%d bytes) done\n", len(keys)-missing, total)
	return missing, nil
}

func addFile(tw *tar.Writer, name, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	return addEntry(tw, name, info.Size(), f)
}

// snapshotBlobKeys lists the blob keys of the files the snapshot in dir refers to.
func snapshotBlobKeys(ctx context.Context, dir string) ([]string, error) {
	snap, err := database.Open(ctx, database.Options{DataDir: dir})
	if err != nil {
		return nil, fmt.Errorf("backup: open the snapshot: %w", err)
	}
	defer snap.Close()
	rows, err := snap.Query(ctx, `SELECT bucket_id, name, version FROM storage_objects ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("backup: list files: %w", err)
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var bucket, name, v string
		if err := rows.Scan(&bucket, &name, &v); err != nil {
			return nil, fmt.Errorf("backup: list files: %w", err)
		}
		keys = append(keys, bucket+"/"+name+"/"+v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("backup: list files: %w", err)
	}
	return keys, nil
}

func addBlob(ctx context.Context, tw *tar.Writer, blobs blob.Store, key string) (int64, error) {
	obj, err := blobs.Open(ctx, key)
	if err != nil {
		return 0, fmt.Errorf("backup: file %s: %w", key, err)
	}
	defer obj.Close()
	size := obj.Info().Size
	return size, addEntry(tw, filesPrefix+key, size, obj)
}

// writeArchive adds `vitrina export`'s archive of the site, read in one snapshot.
func writeArchive(ctx context.Context, site Site, tw *tar.Writer, work string, progress io.Writer) error {
	path := filepath.Join(work, archiveName)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	if err := archive.Export(ctx, site.DB, site.Blobs, f, progress); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	return addFile(tw, archiveName, path)
}
