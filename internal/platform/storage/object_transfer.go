package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
)

// transferBody is the body of POST /object/move and /object/copy.
type transferBody struct {
	BucketID          string `json:"bucketId"`
	SourceKey         string `json:"sourceKey"`
	DestinationKey    string `json:"destinationKey"`
	DestinationBucket string `json:"destinationBucket"` // "" for the source bucket
}

// transfer is a checked move or copy: the source object and the two buckets.
type transfer struct {
	src          object
	dst          bucket
	dstKey       string
	who          audit.Who
	owner        string
	dstBlobKey   string
	dstVersion   string
	destMetadata objectMetadata
}

// errSamePlace marks a move or copy onto itself, which Storage answers as done without a change.
var errSamePlace = errors.New("source and destination are the same object")

// moveObject is POST /object/move: the object gets the destination's bucket and name (keeping its
// id), in one statement, so no reader ever sees both or neither.
func (s *Service) moveObject(w http.ResponseWriter, r *http.Request, _ params) {
	t, err := s.prepareTransfer(w, r, false)
	if errors.Is(err, errSamePlace) {
		writeJSON(w, http.StatusOK, map[string]string{"message": "Successfully moved"})
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ctx := r.Context()
	listed := false
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE storage_objects SET bucket_id = ?, name = ?, version = ?, metadata = ?, updated_at = ?, last_accessed_at = ? WHERE id = ? AND version = ?",
			t.dst.ID, t.dstKey, t.dstVersion, metadataJSON(t.destMetadata), s.keys.Now().UTC(), s.keys.Now().UTC(), t.src.ID, t.src.Version)
		if err != nil {
			return objectWriteError(err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return errNoSuchKey() // deleted or replaced while its bytes were copied
		}
		if listed, err = moveMedia(ctx, tx, t.src, t.dst.ID, t.dstKey, t.dstVersion, t.destMetadata, s.keys.Now().UTC()); err != nil {
			return err
		}
		if err := auditRemove(ctx, tx, t.who, []object{t.src}); err != nil {
			return err
		}
		return auditUpload(ctx, tx, objectWrite{BucketID: t.dst.ID, Name: t.dstKey, Version: t.dstVersion, Metadata: t.destMetadata, Who: t.who}, "", "")
	})
	if err != nil {
		s.deleteBlob(r.Context(), t.dstBlobKey)
		s.fail(w, r, err)
		return
	}
	if listed {
		s.libraryChanged()
	}
	s.deleteBlob(r.Context(), t.src.blobKey())
	writeJSON(w, http.StatusOK, map[string]string{"message": "Successfully moved"})
}

// copyObject is POST /object/copy: a new object with the source's bytes and metadata, owned by
// the caller; `x-upsert: true` lets it replace an existing destination.
func (s *Service) copyObject(w http.ResponseWriter, r *http.Request, _ params) {
	t, err := s.prepareTransfer(w, r, r.Header.Get("X-Upsert") == "true")
	if errors.Is(err, errSamePlace) {
		o, err := loadObject(r.Context(), s.db, t.dst.ID, t.dstKey)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"Id": o.ID, "Key": o.BucketID + "/" + o.Name})
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	now := s.keys.Now().UTC()
	t.destMetadata.LastModified = isoTime(now)
	id, replaced, err := s.saveObject(r.Context(), objectWrite{BucketID: t.dst.ID, Name: t.dstKey, Owner: t.owner,
		Version: t.dstVersion, Metadata: t.destMetadata, UserMetadata: t.src.UserMetadata, Now: now, Who: t.who},
		r.Header.Get("X-Upsert") == "true")
	if err != nil {
		s.deleteBlob(r.Context(), t.dstBlobKey)
		s.fail(w, r, err)
		return
	}
	if replaced != "" {
		s.deleteBlob(r.Context(), blobKey(t.dst.ID, t.dstKey, replaced))
	}
	writeJSON(w, http.StatusOK, map[string]string{"Id": id, "Key": t.dst.ID + "/" + t.dstKey})
}

// prepareTransfer checks a move or copy (caller, body, names, buckets, the source, the
// destination bucket's type and size rules, a free destination unless upserting a copy) and
// copies the bytes to the destination's new version, which the caller removes if its row write
// fails.
func (s *Service) prepareTransfer(w http.ResponseWriter, r *http.Request, mayReplace bool) (transfer, error) {
	ctx := r.Context()
	id, e := s.requireWriter(r, msgRLSInsert)
	if e != nil {
		return transfer{}, e
	}
	var body transferBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return transfer{}, err
	}
	for _, f := range []struct{ name, value string }{{"bucketId", body.BucketID}, {"sourceKey", body.SourceKey}, {"destinationKey", body.DestinationKey}} {
		if f.value == "" {
			return transfer{}, errInvalidRequest("body must have required property '" + f.name + "'")
		}
	}
	if body.DestinationBucket == "" {
		body.DestinationBucket = body.BucketID
	}
	if e := checkObjectPath(body.BucketID, body.SourceKey); e != nil {
		return transfer{}, e
	}
	if e := checkObjectPath(body.DestinationBucket, body.DestinationKey); e != nil {
		return transfer{}, e
	}
	if err := s.checkBucketViews(r, id, msgRLSInsert, body.BucketID, body.DestinationBucket); err != nil {
		return transfer{}, err
	}
	srcBucket, err := loadBucket(ctx, s.db, body.BucketID)
	if err != nil {
		return transfer{}, err
	}
	dst, err := loadBucket(ctx, s.db, body.DestinationBucket)
	if err != nil {
		return transfer{}, err
	}
	if !s.mayUseBucket(id, srcBucket.ID) || !s.mayUseBucket(id, dst.ID) {
		return transfer{}, errAccessDenied(msgRLSInsert)
	}
	src, err := loadObject(ctx, s.db, srcBucket.ID, body.SourceKey)
	if err != nil {
		return transfer{}, err
	}
	if srcBucket.ID == dst.ID && body.SourceKey == body.DestinationKey {
		return transfer{dst: dst, dstKey: body.DestinationKey}, errSamePlace
	}
	if !dst.allows(src.Metadata.Mimetype) {
		return transfer{}, errInvalidMimeType(baseMimeType(src.Metadata.Mimetype))
	}
	limit := dst.limit(s.uploadLimit)
	if src.Metadata.Size > limit {
		return transfer{}, errEntityTooLarge()
	}
	if !mayReplace {
		if exists, err := objectExists(ctx, s.db, dst.ID, body.DestinationKey); err != nil || exists {
			return transfer{}, orError(err, errKeyAlreadyExists())
		}
	}
	t := transfer{src: src, dst: dst, dstKey: body.DestinationKey, who: audit.WhoOf(id, r), owner: id.UserID(),
		dstVersion: uuid.NewString(), destMetadata: src.Metadata}
	t.dstBlobKey = blobKey(dst.ID, t.dstKey, t.dstVersion)
	if err := s.copyBlob(ctx, src.blobKey(), t.dstBlobKey, limit); err != nil {
		return transfer{}, err
	}
	return t, nil
}

// metadataJSON encodes an object's metadata for its row (a struct of strings and numbers always
// encodes).
func metadataJSON(m objectMetadata) string {
	b, _ := json.Marshal(m)
	return string(b)
}

// copyBlob streams one blob into another key through the Store interface (any backend).
func (s *Service) copyBlob(ctx context.Context, from, to string, limit int64) error {
	in, err := s.blobs.Open(ctx, from)
	if err != nil {
		return fmt.Errorf("open %s: %w", from, err)
	}
	defer in.Close()
	if _, err := s.blobs.Put(ctx, to, in, limit); err != nil {
		if errors.Is(err, context.Canceled) {
			return err
		}
		return fmt.Errorf("copy %s: %w", from, err)
	}
	return nil
}
