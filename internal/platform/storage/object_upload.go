package storage

import (
	"context"
	"errors"
	"net/http"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// createObject is POST /object/{bucket}/{key}: create, or replace with `x-upsert: true`.
func (s *Service) createObject(w http.ResponseWriter, r *http.Request, p params) {
	s.upload(w, r, p, r.Header.Get("X-Upsert") == "true")
}

// updateObject is PUT /object/{bucket}/{key}: always create-or-replace (x-upsert is ignored).
func (s *Service) updateObject(w http.ResponseWriter, r *http.Request, p params) {
	s.upload(w, r, p, true)
}

// upload stores an object. Order matters: everything that can be refused cheaply (key, role,
// bucket, duplicate, declared size, detected type) is refused before a byte is written; the bytes
// are then stored atomically, and only then is the row written. If the row cannot be written the
// new bytes are deleted, and a replaced version's bytes are deleted only after the row points
// away from them.
func (s *Service) upload(w http.ResponseWriter, r *http.Request, p params, upsert bool) {
	id, b, err := s.writeTargetFor(r, p, true, !upsert, msgRLSInsert)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.store(w, r, p, b, uploadAuthor{owner: id.UserID(), who: audit.WhoOf(id, r)}, upsert, nil)
}

// uploadAuthor is who an upload is recorded for: the row's owner and the audit trail's author.
type uploadAuthor struct {
	owner string // JWT sub; empty for API keys
	who   audit.Who
}

// store runs an upload whose caller and bucket are checked. ifVersion, when not nil, makes the
// row write conditional on the object's current version ("" for no object), which is what makes
// a signed upload URL single-use.
func (s *Service) store(w http.ResponseWriter, r *http.Request, p params, b bucket, author uploadAuthor, upsert bool, ifVersion *string) {
	ctx := r.Context()
	if !upsert {
		if exists, err := objectExists(ctx, s.db, b.ID, p.key); err != nil || exists {
			s.fail(w, r, orError(err, errKeyAlreadyExists()))
			return
		}
	}
	release, err := s.uploads.admit(ctx, gateway.ClientAddress(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	defer release()
	in, err := readUploadInput(w, r, b.limit(s.uploadLimit))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	objID, err := s.storeInput(ctx, p, b, author, upsert, ifVersion, in)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"Key": b.ID + "/" + p.key, "Id": objID})
}

// storeInput stores the bytes of in as object p of bucket b and answers the object's id: the type
// is detected from the bytes and checked against the bucket, the bytes are stored atomically, and
// only then is the row written (the new bytes are deleted if it cannot be; a replaced version's
// only after the row points away from them).
func (s *Service) storeInput(ctx context.Context, p params, b bucket, author uploadAuthor, upsert bool, ifVersion *string, in uploadInput) (string, error) {
	detected, file, err := sniff(in.file)
	if err != nil {
		return "", uploadError(err)
	}
	if !b.allows(detected) {
		return "", errInvalidMimeType(baseMimeType(detected))
	}
	version := uuid.NewString()
	key := blobKey(b.ID, p.key, version)
	info, err := s.blobs.Put(ctx, key, file, b.limit(s.uploadLimit))
	if err != nil {
		return "", uploadError(err)
	}
	now := s.keys.Now().UTC()
	objID, replaced, err := s.saveObject(ctx, objectWrite{
		BucketID: b.ID, Name: p.key, Owner: author.owner, Version: version, UserMetadata: in.userMetadata, Now: now,
		Who: author.who, IfVersion: ifVersion,
		Metadata: objectMetadata{ETag: `"` + info.ETag + `"`, Size: info.Size, Mimetype: detected, CacheControl: in.cacheControl,
			LastModified: isoTime(now), ContentLength: info.Size, HTTPStatusCode: http.StatusOK},
	}, upsert)
	if err != nil {
		s.deleteBlob(ctx, key)
		if errors.Is(err, errVersionSpent) {
			err = errUploadURLSpent()
		}
		return "", err
	}
	if replaced != "" {
		s.deleteBlob(ctx, blobKey(b.ID, p.key, replaced))
	}
	return objID, nil
}

// uploadError words a failed Put: over the limit, a body the client did not finish, or a fault.
func uploadError(err error) error {
	var se *Error
	var br errBodyRead
	switch {
	case errors.Is(err, blob.ErrTooLarge):
		return errEntityTooLarge()
	case errors.Is(err, blob.ErrNoSpace):
		return errInsufficientStorage()
	case errors.As(err, &se):
		return se
	case errors.As(err, &br), errors.Is(err, context.Canceled):
		return errInvalidRequest("The request body could not be read completely")
	case errors.Is(err, blob.ErrInvalidKey):
		return errInvalidKey("")
	}
	return err
}

// deleteBlob removes bytes no row points to, and the image variants made from them. A failure
// leaves an unreachable file, which is logged rather than failing a request whose outcome is
// already decided.
func (s *Service) deleteBlob(ctx context.Context, key string) {
	if err := s.blobs.Delete(ctx, key); err != nil {
		s.logger.WarnContext(ctx, "storage: could not delete blob", "key", key, "error", err)
	}
	s.deleteVariants(ctx, key)
}

// orError returns err when it is not nil, else fallback.
func orError(err error, fallback *Error) error {
	if err != nil {
		return err
	}
	return fallback
}
