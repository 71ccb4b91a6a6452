package storage

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// updateBucket is PUT /bucket/{id} with at least one of public, file_size_limit and
// allowed_mime_types; the others keep their values.
func (s *Service) updateBucket(w http.ResponseWriter, r *http.Request, p params) {
	if e := s.adminTarget(r, p, msgNotAllowed); e != nil {
		s.fail(w, r, e)
		return
	}
	var in bucketInput
	if err := decodeJSON(w, r, &in, false); err != nil {
		s.fail(w, r, err)
		return
	}
	var sets []string
	var args []any
	if in.Public != nil {
		sets, args = append(sets, "public = ?"), append(args, *in.Public)
	}
	if in.FileSizeLimit != nil {
		limit, err := parseFileSizeLimit(in.FileSizeLimit)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		sets, args = append(sets, "file_size_limit = ?"), append(args, limit)
	}
	if in.AllowedMimeTypes != nil {
		types, err := parseAllowedMimeTypes(in.AllowedMimeTypes)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		sets, args = append(sets, "allowed_mime_types = ?"), append(args, allowedMimeTypesValue(types))
	}
	if len(sets) == 0 {
		s.fail(w, r, errInvalidRequest("body must have at least one of public, file_size_limit, allowed_mime_types"))
		return
	}
	sets, args = append(sets, "updated_at = ?"), append(args, s.keys.Now().UTC(), p.bucket)
	err := s.db.InTx(r.Context(), func(tx *database.Tx) error {
		res, err := tx.Exec(r.Context(), "UPDATE storage_buckets SET "+strings.Join(sets, ", ")+" WHERE id = ?", args...)
		if err != nil {
			return fmt.Errorf("update bucket: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errNoSuchBucket()
		}
		if in.Public == nil {
			return nil
		}
		return publishMedia(r.Context(), tx, p.bucket, *in.Public)
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if in.Public != nil {
		s.libraryChanged() // files joined or left the library
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Successfully updated"})
}
