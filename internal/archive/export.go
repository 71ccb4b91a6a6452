package archive

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// Export writes the whole site to w as a tar.gz, reporting progress to progress. Memory does not
// grow with the data: rows go through a temporary file (a tar entry needs its size first) and file
// bytes are copied from the blob store in a stream. Every table is read in one read transaction
// (REPEATABLE READ on PostgreSQL), so an export taken while the site is written to is one
// consistent snapshot: a write acknowledged before Export began is in it.
func Export(ctx context.Context, db *database.DB, blobs blob.Store, w io.Writer, progress io.Writer) error {
	tables, err := archivedTables(catalog.New())
	if err != nil {
		return err
	}
	return db.InReadTx(ctx, func(tx *database.Tx) error { return export(ctx, tx, tables, blobs, w, progress) })
}

func export(ctx context.Context, db database.Querier, tables []table, blobs blob.Store, w io.Writer, progress io.Writer) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	m := manifest{Format: formatName, Version: formatVersion, CreatedAt: time.Now().UTC().Format(time.RFC3339),
		Dialect: db.Dialect()}
	for _, t := range tables {
		m.Tables = append(m.Tables, t.name)
	}
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("export: manifest: %w", err)
	}
	if err := writeEntry(tw, manifestName, int64(len(body)), bytes.NewReader(body)); err != nil {
		return err
	}
	for _, t := range tables {
		if t.name == "storage_buckets" { // the files go first in the storage set (see tables.go)
			if err := exportBlobs(ctx, db, blobs, tw, progress); err != nil {
				return err
			}
		}
		if err := exportTable(ctx, db, tw, t, progress); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return fmt.Errorf("export: finish tar: %w", err)
	}
	if err := gz.Close(); err != nil {
		return fmt.Errorf("export: finish gzip: %w", err)
	}
	return nil
}

// exportTable writes one table as JSON lines, one object per row.
func exportTable(ctx context.Context, db database.Querier, tw *tar.Writer, t table, progress io.Writer) error {
	tmp, err := os.CreateTemp("", "vitrina-export-*.jsonl")
	if err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	rows, err := db.Query(ctx, selectSQL(t))
	if err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	defer rows.Close()
	dest := make([]any, len(t.columns))
	values := make([]func() any, len(t.columns))
	for i, c := range t.columns {
		dest[i], values[i] = scanner(c.kind)
	}
	buf := bufio.NewWriter(tmp)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false) // content HTML stays readable in the archive
	n := 0
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return fmt.Errorf("export %s: %w", t.name, err)
		}
		row := make(map[string]any, len(t.columns))
		for i, c := range t.columns {
			row[c.name] = values[i]()
		}
		if err := enc.Encode(row); err != nil {
			return fmt.Errorf("export %s: %w", t.name, err)
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	if err := buf.Flush(); err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	size, err := tmp.Seek(0, io.SeekCurrent)
	if err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("export %s: %w", t.name, err)
	}
	if err := writeEntry(tw, tablePrefix+t.name+".jsonl", size, tmp); err != nil {
		return err
	}
	fmt.Fprintf(progress, "table %-20s %d rows\n", t.name, n)
	return nil
}

// exportBlobs copies the bytes of every stored object, one entry per blob key.
func exportBlobs(ctx context.Context, db database.Querier, blobs blob.Store, tw *tar.Writer, progress io.Writer) error {
	rows, err := db.Query(ctx, `SELECT bucket_id, name, version FROM storage_objects ORDER BY id`)
	if err != nil {
		return fmt.Errorf("export files: %w", err)
	}
	defer rows.Close()
	var files, total int64
	for rows.Next() {
		var bucket, name, version string
		if err := rows.Scan(&bucket, &name, &version); err != nil {
			return fmt.Errorf("export files: %w", err)
		}
		key := bucket + "/" + name + "/" + version
		size, err := exportBlob(ctx, blobs, tw, key)
		if err != nil {
			return err
		}
		files++
		total += size
		if files%100 == 0 {
			fmt.Fprintf(progress, "files %d (%d bytes)\n", files, total)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export files: %w", err)
	}
	fmt.Fprintf(progress, "files %d (%d bytes) done\n", files, total)
	return nil
}

func exportBlob(ctx context.Context, blobs blob.Store, tw *tar.Writer, key string) (int64, error) {
	obj, err := blobs.Open(ctx, key)
	if err != nil {
		return 0, fmt.Errorf("export file %s: %w", key, err)
	}
	defer obj.Close()
	size := obj.Info().Size
	return size, writeEntry(tw, blobPrefix+key, size, obj)
}

func writeEntry(tw *tar.Writer, name string, size int64, r io.Reader) error {
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: time.Now().UTC(), Format: tar.FormatPAX}
	if err := tw.WriteHeader(hdr); err != nil {
		return fmt.Errorf("export %s: %w", name, err)
	}
	if _, err := io.CopyN(tw, r, size); err != nil {
		return fmt.Errorf("export %s: %w", name, err)
	}
	return nil
}
