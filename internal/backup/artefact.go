package backup

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// A backup is a tar.gz whose entries are, in order: backup.json (the Header), jwt_secret when the
// data directory keeps one (the API keys depend on it), then the contents: for "sqlite",
// vitrina.db and files/<blob key> for every stored file the database refers to; for "archive",
// site.tar.gz, an archive in `vitrina export`'s format.
const (
	headerName  = "backup.json"
	secretName  = "jwt_secret"
	sqliteName  = "vitrina.db"
	filesPrefix = "files/"
	archiveName = "site.tar.gz"

	formatName    = "vitrina-backup"
	formatVersion = 1

	contentsSQLite  = "sqlite"
	contentsArchive = "archive"
)

// Header describes a backup.
type Header struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// StartedAt is when the backup began, before its snapshot was read: every write acknowledged
	// before it is in the backup.
	StartedAt     time.Time `json:"started_at"`
	Dialect       string    `json:"dialect"`
	SchemaVersion int64     `json:"schema_version"`
	Contents      string    `json:"contents"`
	Vitrina       string    `json:"vitrina_version"`
}

// ReadHeader reads the Header at the start of a backup.
func ReadHeader(r io.Reader) (Header, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return Header{}, fmt.Errorf("not a Vitrina backup (not gzip): %w", err)
	}
	defer gz.Close()
	return readHeader(tar.NewReader(gz))
}

func readHeader(tr *tar.Reader) (Header, error) {
	h, err := tr.Next()
	if err != nil || h.Name != headerName {
		return Header{}, fmt.Errorf("not a Vitrina backup (no %s first)", headerName)
	}
	var hd Header
	if err := json.NewDecoder(io.LimitReader(tr, 1<<20)).Decode(&hd); err != nil {
		return Header{}, fmt.Errorf("backup header: %w", err)
	}
	if hd.Format != formatName || hd.Version != formatVersion {
		return Header{}, fmt.Errorf("not a Vitrina backup of version %d (format %q, version %d)", formatVersion, hd.Format, hd.Version)
	}
	return hd, nil
}

func addEntry(tw *tar.Writer, name string, size int64, r io.Reader) error {
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: time.Now().UTC(), Format: tar.FormatPAX}
	if err := tw.WriteHeader(hdr); err != nil {
		return fmt.Errorf("backup: %s: %w", name, err)
	}
	if _, err := io.CopyN(tw, r, size); err != nil {
		return fmt.Errorf("backup: %s: %w", name, err)
	}
	return nil
}
