package archive

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// ErrNotEmpty is returned when the target database already holds a site.
var ErrNotEmpty = errors.New("the database is not empty")

// maxLine bounds one archived row (the largest is a contenido body); a variable only so that a
// test can exceed it without writing 64 MiB.
var maxLine = 64 << 20

// Import restores an archive written by Export into an empty database: each set of tables (site
// content, accounts, storage) in one transaction, ids kept, PostgreSQL's id sequences moved past
// them. File bytes are stored before the storage rows that point at them.
func Import(ctx context.Context, db *database.DB, blobs blob.Store, r io.Reader, progress io.Writer) error {
	tables, err := archivedTables(catalog.New())
	if err != nil {
		return err
	}
	if err := requireEmpty(ctx, db, tables); err != nil {
		return err
	}
	gz, err := gzip.NewReader(r)
	if err != nil {
		return fmt.Errorf("import: not a gzip archive: %w", err)
	}
	defer gz.Close()
	in := &reader{tr: tar.NewReader(gz)}
	if err := in.manifest(); err != nil {
		return err
	}
	for i := 0; i < len(tables); {
		set := tables[i].set
		j := i
		for j < len(tables) && tables[j].set == set {
			j++
		}
		if set == setStorage {
			if err := in.blobs(ctx, blobs, progress); err != nil {
				return err
			}
		}
		group := tables[i:j]
		if err := db.InTx(ctx, func(tx *database.Tx) error {
			for _, t := range group {
				if err := in.table(ctx, tx, t, progress); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
		i = j
	}
	// The search index is not archived: it is rebuilt from the imported rows.
	if err := schema.Reindex(ctx, db, catalog.New()); err != nil {
		return fmt.Errorf("import: %w", err)
	}
	return nil
}

// requireEmpty refuses a database that already has content, accounts or files (the buckets that
// migrations create are replaced by the archive's).
func requireEmpty(ctx context.Context, db *database.DB, tables []table) error {
	for _, t := range tables {
		if t.upsert {
			continue
		}
		var one int
		err := db.QueryRow(ctx, "SELECT 1 FROM "+quote(t.name)+" LIMIT 1").Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return fmt.Errorf("import: check that %s is empty: %w", t.name, err)
		}
		return fmt.Errorf("import: %w: table %s has rows; import only into a new database", ErrNotEmpty, t.name)
	}
	return nil
}

// reader walks the archive's entries in the order Export wrote them.
type reader struct {
	tr   *tar.Reader
	next *tar.Header // an entry read ahead
}

func (in *reader) header() (*tar.Header, error) {
	if h := in.next; h != nil {
		in.next = nil
		return h, nil
	}
	h, err := in.tr.Next()
	if err != nil {
		return nil, fmt.Errorf("import: read archive: %w", err)
	}
	return h, nil
}

func (in *reader) expect(name string) error {
	h, err := in.header()
	if err != nil {
		return err
	}
	if h.Name != name {
		return fmt.Errorf("import: archive has %q where %q belongs", h.Name, name)
	}
	return nil
}

func (in *reader) manifest() error {
	if err := in.expect(manifestName); err != nil {
		return err
	}
	var m manifest
	if err := json.NewDecoder(io.LimitReader(in.tr, 1<<20)).Decode(&m); err != nil {
		return fmt.Errorf("import: manifest: %w", err)
	}
	if m.Format != formatName || m.Version != formatVersion {
		return fmt.Errorf("import: not a Vitrina archive of version %d (format %q, version %d)", formatVersion, m.Format, m.Version)
	}
	return nil
}

// table inserts one table's rows, then fills its self-reference and resets its id sequence.
func (in *reader) table(ctx context.Context, tx *database.Tx, t table, progress io.Writer) error {
	if err := in.expect(tablePrefix + t.name + ".jsonl"); err != nil {
		return err
	}
	insert := insertSQL(t)
	type link struct{ id, parent any }
	var links []link
	sc := bufio.NewScanner(in.tr)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	n := 0
	for sc.Scan() {
		var row map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return fmt.Errorf("import %s row %d: %w", t.name, n+1, err)
		}
		args := make([]any, len(t.columns))
		for i, c := range t.columns {
			v, err := bind(c.kind, row[c.name])
			if err != nil {
				return fmt.Errorf("import %s row %d, %s: %w", t.name, n+1, c.name, err)
			}
			if c.name == t.parent && v != nil {
				links = append(links, link{id: args[0], parent: v})
				v = nil // set once every row exists: a parent may come after its child
			}
			args[i] = v
		}
		if _, err := tx.Exec(ctx, insert, args...); err != nil {
			return fmt.Errorf("import %s row %d: %w", t.name, n+1, err)
		}
		n++
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("import %s row %d: longer than %d MiB, the most one row may hold", t.name, n+1, maxLine>>20)
	} else if err != nil {
		return fmt.Errorf("import %s: %w", t.name, err)
	}
	for _, l := range links {
		if _, err := tx.Exec(ctx, "UPDATE "+quote(t.name)+" SET "+quote(t.parent)+" = ? WHERE id = ?", l.parent, l.id); err != nil {
			return fmt.Errorf("import %s: link %v to %v: %w", t.name, l.id, l.parent, err)
		}
	}
	if t.identity && tx.Dialect() == database.Postgres {
		if _, err := tx.Exec(ctx, "SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "+
			quote(t.name)+"), false)", quote(t.name)); err != nil {
			return fmt.Errorf("import %s: reset id sequence: %w", t.name, err)
		}
	}
	fmt.Fprintf(progress, "table %-20s %d rows\n", t.name, n)
	return nil
}

// blobs stores every file entry until the storage_objects table.
func (in *reader) blobs(ctx context.Context, blobs blob.Store, progress io.Writer) error {
	var files, total int64
	for {
		h, err := in.header()
		if err != nil {
			return err
		}
		key, ok := strings.CutPrefix(h.Name, blobPrefix)
		if !ok {
			in.next = h
			break
		}
		info, err := blobs.Put(ctx, key, in.tr, h.Size)
		if err != nil {
			return fmt.Errorf("import file %s: %w", key, err)
		}
		files++
		total += info.Size
		if files%100 == 0 {
			fmt.Fprintf(progress, "files %d (%d bytes)\n", files, total)
		}
	}
	fmt.Fprintf(progress, "files %d (%d bytes) done\n", files, total)
	return nil
}
