package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
)

// objectMetadata is the `metadata` of an object, in Storage's ObjectMetadata shape.
type objectMetadata struct {
	ETag           string `json:"eTag"`
	Size           int64  `json:"size"`
	Mimetype       string `json:"mimetype"`
	CacheControl   string `json:"cacheControl"`
	LastModified   string `json:"lastModified"`
	ContentLength  int64  `json:"contentLength"`
	HTTPStatusCode int    `json:"httpStatusCode"`
}

// object is a row of storage_objects.
type object struct {
	ID             string
	BucketID       string
	Name           string
	Owner          sql.NullString
	Version        string
	Metadata       objectMetadata
	UserMetadata   json.RawMessage // nil when none
	CreatedAt      database.Time
	UpdatedAt      database.Time
	LastAccessedAt database.Time
}

const objectColumns = "id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at"

func scanObject(row rowScanner) (object, error) {
	var o object
	var meta string
	var userMeta sql.NullString
	if err := row.Scan(&o.ID, &o.BucketID, &o.Name, &o.Owner, &o.Version, &meta, &userMeta,
		&o.CreatedAt, &o.UpdatedAt, &o.LastAccessedAt); err != nil {
		return object{}, err
	}
	if err := json.Unmarshal([]byte(meta), &o.Metadata); err != nil {
		return object{}, fmt.Errorf("object %s: metadata: %w", o.ID, err)
	}
	if userMeta.Valid {
		o.UserMetadata = json.RawMessage(userMeta.String)
	}
	return o, nil
}

// loadObject reads one object; NoSuchKey when absent.
func loadObject(ctx context.Context, q database.Querier, bucketID, name string) (object, error) {
	o, err := scanObject(q.QueryRow(ctx, "SELECT "+objectColumns+" FROM storage_objects WHERE bucket_id = ? AND name = ?", bucketID, name))
	if errors.Is(err, sql.ErrNoRows) {
		return object{}, errNoSuchKey()
	}
	if err != nil {
		return object{}, fmt.Errorf("load object: %w", err)
	}
	return o, nil
}

// objectExists reports whether bucketID holds name.
func objectExists(ctx context.Context, q database.Querier, bucketID, name string) (bool, error) {
	var one int
	err := q.QueryRow(ctx, "SELECT 1 FROM storage_objects WHERE bucket_id = ? AND name = ?", bucketID, name).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("look up object: %w", err)
	}
	return true, nil
}

// blobKey is where an object version's bytes live in the blob store: bucket/name/version, as
// Supabase's file backend lays them out. Every upload writes a new version, so replacing an
// object never touches the bytes a reader may still be streaming.
func blobKey(bucketID, name, version string) string { return bucketID + "/" + name + "/" + version }

func (o object) blobKey() string { return blobKey(o.BucketID, o.Name, o.Version) }

// objectWrite is what an upload records once its bytes are stored.
type objectWrite struct {
	BucketID     string
	Name         string
	Owner        string // JWT sub; empty for API keys
	Version      string
	Metadata     objectMetadata
	UserMetadata json.RawMessage
	Now          time.Time
	Who          audit.Who // for the audit trail
	// IfVersion, when not nil, is the version the row must have ("" for no row) for the write to
	// happen; otherwise it fails with errVersionSpent.
	IfVersion *string
}

// errVersionSpent means a conditional write found the object changed since its condition was set.
var errVersionSpent = errors.New("object changed since the write was authorised")

// errVersionRaced means another upload replaced the row between our read and our update.
var errVersionRaced = errors.New("object version changed concurrently")

// saveObject inserts the object's row, or with upsert replaces an existing row's version and
// metadata (keeping its id, as Storage does). It returns the object id and the version it
// replaced ("" for a new object), whose bytes the caller deletes once the transaction committed.
func (s *Service) saveObject(ctx context.Context, w objectWrite, upsert bool) (id, replaced string, err error) {
	meta, err := json.Marshal(w.Metadata)
	if err != nil {
		return "", "", fmt.Errorf("encode metadata: %w", err)
	}
	var userMeta any
	if w.UserMetadata != nil {
		userMeta = string(w.UserMetadata)
	}
	owner := sql.NullString{String: w.Owner, Valid: w.Owner != ""}
	listed := false
	for range 3 {
		err = s.db.InTx(ctx, func(tx *database.Tx) error {
			id, replaced, listed = "", "", false
			var oldID, oldVersion, oldMeta string
			err := tx.QueryRow(ctx, "SELECT id, version, metadata FROM storage_objects WHERE bucket_id = ? AND name = ?",
				w.BucketID, w.Name).Scan(&oldID, &oldVersion, &oldMeta)
			if w.IfVersion != nil {
				switch {
				case errors.Is(err, sql.ErrNoRows) && *w.IfVersion != "",
					err == nil && oldVersion != *w.IfVersion:
					return errVersionSpent
				}
			}
			switch {
			case errors.Is(err, sql.ErrNoRows):
				id = uuid.NewString()
				_, err = tx.Exec(ctx, "INSERT INTO storage_objects (id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
					id, w.BucketID, w.Name, owner, w.Version, string(meta), userMeta, w.Now, w.Now, w.Now)
				if err != nil {
					return objectWriteError(err)
				}
				if listed, err = recordMedia(ctx, tx, w.BucketID, w.Name, w.Version, w.Metadata, w.Now); err != nil {
					return err
				}
				return auditUpload(ctx, tx, w, "", "")
			case err != nil:
				return fmt.Errorf("look up object: %w", err)
			case !upsert:
				return errKeyAlreadyExists()
			}
			// Compare-and-swap on the version: a concurrent upsert on PostgreSQL cannot make us
			// lose track of (and leak) the version it wrote.
			res, err := tx.Exec(ctx, "UPDATE storage_objects SET owner = ?, version = ?, metadata = ?, user_metadata = ?, updated_at = ?, last_accessed_at = ? WHERE id = ? AND version = ?",
				owner, w.Version, string(meta), userMeta, w.Now, w.Now, oldID, oldVersion)
			if err != nil {
				return objectWriteError(err)
			}
			if n, err := res.RowsAffected(); err != nil || n != 1 {
				return errVersionRaced
			}
			id, replaced = oldID, oldVersion
			if listed, err = recordMedia(ctx, tx, w.BucketID, w.Name, w.Version, w.Metadata, w.Now); err != nil {
				return err
			}
			return auditUpload(ctx, tx, w, oldVersion, oldMeta)
		})
		if !errors.Is(err, errVersionRaced) && !(upsert && isUniqueViolation(err)) {
			break
		}
	}
	if errors.Is(err, errVersionRaced) || isUniqueViolation(err) {
		err = errKeyAlreadyExists()
	}
	if err == nil && listed {
		s.libraryChanged()
	}
	return id, replaced, err
}

func isUniqueViolation(err error) bool {
	var se *Error
	return errors.As(err, &se) && se.Code == "KeyAlreadyExists"
}

// objectWriteError translates constraint violations of an object write into Storage's errors.
func objectWriteError(err error) error {
	if err == nil {
		return nil
	}
	if dbErr := database.Classify(err); dbErr != nil {
		switch dbErr.Code {
		case database.CodeUniqueViolation:
			return errKeyAlreadyExists()
		case database.CodeForeignKeyViolation:
			return errNoSuchBucket()
		}
	}
	return fmt.Errorf("write object: %w", err)
}

// objectJSON is an object row as Storage renders it (delete answers, list entries).
type objectJSON struct {
	Name           string          `json:"name"`
	BucketID       string          `json:"bucket_id,omitempty"`
	Owner          string          `json:"owner"`
	OwnerID        *string         `json:"owner_id"`
	Version        string          `json:"version,omitempty"`
	ID             string          `json:"id"`
	UpdatedAt      string          `json:"updated_at"`
	CreatedAt      string          `json:"created_at"`
	LastAccessedAt string          `json:"last_accessed_at"`
	Metadata       objectMetadata  `json:"metadata"`
	UserMetadata   json.RawMessage `json:"user_metadata"`
}

func (o object) JSON() objectJSON {
	j := objectJSON{Name: o.Name, BucketID: o.BucketID, Version: o.Version, ID: o.ID,
		UpdatedAt: isoTime(o.UpdatedAt.Time), CreatedAt: isoTime(o.CreatedAt.Time), LastAccessedAt: isoTime(o.LastAccessedAt.Time),
		Metadata: o.Metadata, UserMetadata: o.UserMetadata}
	if o.Owner.Valid {
		j.Owner = o.Owner.String
		j.OwnerID = &o.Owner.String
	}
	if j.UserMetadata == nil {
		j.UserMetadata = json.RawMessage("null")
	}
	return j
}
