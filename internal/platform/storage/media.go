package storage

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// The media library's table (public.medios) lists every file of the public buckets. The service
// keeps its row in step inside the transaction of each object write, move and delete, so a file
// written through /storage/v1 by any client is in the library the moment it exists, and a row
// never outlives its file. Only the file's own facts are written here (name, folder, kind, size,
// dates); what editors add (alternative text, title) is kept when the bytes are replaced.

// mediaUpsert records a stored object in the library when its bucket is public: a new row, or for
// a replaced object its new kind, size and time.
const mediaUpsert = `INSERT INTO medios (bucket, ruta, nombre, carpeta, tipo, tamano, created_at, updated_at)
SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM storage_buckets WHERE id = ? AND public = ?)
ON CONFLICT (bucket, ruta) DO UPDATE SET tipo = excluded.tipo, tamano = excluded.tamano, updated_at = excluded.updated_at`

// recordMedia writes the library row of bucketID/name after the object's row was written.
func recordMedia(ctx context.Context, tx *database.Tx, bucketID, name string, meta objectMetadata, now time.Time) error {
	folder, file := splitMediaPath(name)
	kind := meta.Mimetype
	if kind == "" {
		kind = "application/octet-stream"
	}
	if _, err := tx.Exec(ctx, mediaUpsert, bucketID, name, file, folder, kind, meta.Size, now, now, bucketID, true); err != nil {
		return fmt.Errorf("record media: %w", err)
	}
	return nil
}

// forgetMedia removes the library rows of deleted objects.
func forgetMedia(ctx context.Context, tx *database.Tx, gone []object) error {
	for _, o := range gone {
		if _, err := tx.Exec(ctx, "DELETE FROM medios WHERE bucket = ? AND ruta = ?", o.BucketID, o.Name); err != nil {
			return fmt.Errorf("forget media: %w", err)
		}
	}
	return nil
}

// moveMedia follows a moved object: its library row (with the editors' alt text and title) gets
// the new place when the destination bucket is public, and is removed otherwise.
func moveMedia(ctx context.Context, tx *database.Tx, src object, dstBucket, dstName string, meta objectMetadata, now time.Time) error {
	folder, file := splitMediaPath(dstName)
	res, err := tx.Exec(ctx, `UPDATE medios SET bucket = ?, ruta = ?, nombre = ?, carpeta = ?, updated_at = ?
WHERE bucket = ? AND ruta = ? AND EXISTS (SELECT 1 FROM storage_buckets WHERE id = ? AND public = ?)`,
		dstBucket, dstName, file, folder, now, src.BucketID, src.Name, dstBucket, true)
	if err != nil {
		return fmt.Errorf("move media: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 1 {
		return nil
	}
	if err := forgetMedia(ctx, tx, []object{src}); err != nil {
		return err
	}
	return recordMedia(ctx, tx, dstBucket, dstName, meta, now)
}

// splitMediaPath splits an object name into its folder ("" at the bucket's root) and file name.
func splitMediaPath(name string) (folder, file string) {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[:i], name[i+1:]
	}
	return "", name
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
		if err := recordMedia(ctx, tx, o.BucketID, o.Name, o.Metadata, o.UpdatedAt.Time); err != nil {
			return err
		}
	}
	return nil
}
