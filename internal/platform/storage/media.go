package storage

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// The media library's table (public.medios) lists every file of the public buckets. The service
// keeps its row in step inside the transaction of each object write, move and delete, so a file
// written through /storage/v1 by any client is in the library the moment it exists, and a row
// never outlives its file. Only the file's own facts are written here (name, folder, kind, size,
// dates, the object's version); what editors add (alternative text, title) is kept when the bytes
// are replaced.

// mediaUpsert records a stored object in the library when its bucket is public: a new row, or for
// a replaced object its new kind, size, version and time.
const mediaUpsert = `INSERT INTO medios (bucket, ruta, nombre, carpeta, tipo, tamano, version, created_at, updated_at)
SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM storage_buckets WHERE id = ? AND public = ?)
ON CONFLICT (bucket, ruta) DO UPDATE SET tipo = excluded.tipo, tamano = excluded.tamano, version = excluded.version,
updated_at = excluded.updated_at`

// recordMedia writes the library row of bucketID/name (stored as version) after the object's row
// was written; listed tells whether the bucket is public, so that the library changed.
func recordMedia(ctx context.Context, tx *database.Tx, bucketID, name, version string, meta objectMetadata, now time.Time) (listed bool, err error) {
	folder, file := splitMediaPath(name)
	kind := meta.Mimetype
	if kind == "" {
		kind = "application/octet-stream"
	}
	res, err := tx.Exec(ctx, mediaUpsert, bucketID, name, file, folder, kind, meta.Size, version, now, now, bucketID, true)
	if err != nil {
		return false, fmt.Errorf("record media: %w", err)
	}
	return affected(res), nil
}

// forgetMedia removes the library rows of deleted objects; listed tells whether any was listed.
func forgetMedia(ctx context.Context, tx *database.Tx, gone []object) (listed bool, err error) {
	for _, o := range gone {
		res, err := tx.Exec(ctx, "DELETE FROM medios WHERE bucket = ? AND ruta = ?", o.BucketID, o.Name)
		if err != nil {
			return false, fmt.Errorf("forget media: %w", err)
		}
		listed = affected(res) || listed
	}
	return listed, nil
}

// affected reports whether a statement changed a row.
func affected(res sql.Result) bool {
	n, err := res.RowsAffected()
	return err == nil && n > 0
}

// moveMedia follows a moved object (stored anew as version): its library row (with the editors'
// alt text and title) gets the new place when the destination bucket is public, and is removed
// otherwise; listed tells whether the library changed.
func moveMedia(ctx context.Context, tx *database.Tx, src object, dstBucket, dstName, version string, meta objectMetadata, now time.Time) (listed bool, err error) {
	folder, file := splitMediaPath(dstName)
	res, err := tx.Exec(ctx, `UPDATE medios SET bucket = ?, ruta = ?, nombre = ?, carpeta = ?, version = ?, updated_at = ?
WHERE bucket = ? AND ruta = ? AND EXISTS (SELECT 1 FROM storage_buckets WHERE id = ? AND public = ?)`,
		dstBucket, dstName, file, folder, version, now, src.BucketID, src.Name, dstBucket, true)
	if err != nil {
		return false, fmt.Errorf("move media: %w", err)
	}
	if affected(res) {
		return true, nil
	}
	forgotten, err := forgetMedia(ctx, tx, []object{src})
	if err != nil {
		return false, err
	}
	recorded, err := recordMedia(ctx, tx, dstBucket, dstName, version, meta, now)
	return forgotten || recorded, err
}

// splitMediaPath splits an object name into its folder ("" at the bucket's root) and file name.
func splitMediaPath(name string) (folder, file string) {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i], name[i+1:]
	}
	return "", name
}

// libraryChanged tells the platform's listeners (OnWrite) that the media library changed after a
// committed write: the public site links files by their version, so its pages are drawn again.
func (s *Service) libraryChanged() {
	if s.onWrite != nil {
		s.onWrite("medios")
	}
}

// publishMedia follows a bucket made public (its files join the library) or private (they leave
// it, with their alt texts).
func publishMedia(ctx context.Context, tx *database.Tx, bucketID string, public bool) error {
	if !public {
		if _, err := tx.Exec(ctx, "DELETE FROM medios WHERE bucket = ?", bucketID); err != nil {
			return fmt.Errorf("unlist media: %w", err)
		}
		return nil
	}
	rows, err := tx.Query(ctx, "SELECT "+objectColumns+" FROM storage_objects WHERE bucket_id = ?", bucketID)
	if err != nil {
		return fmt.Errorf("list media: %w", err)
	}
	var objects []object
	for rows.Next() {
		o, err := scanObject(rows)
		if err != nil {
			rows.Close()
			return fmt.Errorf("list media: %w", err)
		}
		objects = append(objects, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list media: %w", err)
	}
	for _, o := range objects {
		if _, err := recordMedia(ctx, tx, o.BucketID, o.Name, o.Version, o.Metadata, o.UpdatedAt.Time); err != nil {
			return err
		}
	}
	return nil
}
