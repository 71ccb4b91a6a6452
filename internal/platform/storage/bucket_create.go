package storage

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
)

// createBucket is POST /bucket: {"name", "id"?, "public"?, "file_size_limit"?,
// "allowed_mime_types"?, "type"?}; the id defaults to the name. It answers {"name": name}.
func (s *Service) createBucket(w http.ResponseWriter, r *http.Request, _ params) {
	if e := s.requireServiceRole(r, msgRLSInsert); e != nil {
		s.fail(w, r, e)
		return
	}
	var in bucketInput
	if err := decodeJSON(w, r, &in, false); err != nil {
		s.fail(w, r, err)
		return
	}
	if in.Name == nil {
		s.fail(w, r, errInvalidRequest("body must have required property 'name'"))
		return
	}
	id := *in.Name
	if in.ID != nil {
		id = *in.ID
	}
	if !validBucketID(*in.Name) || !validBucketID(id) {
		s.fail(w, r, errInvalidBucketName())
		return
	}
	if in.Type != nil && *in.Type != "STANDARD" {
		s.fail(w, r, errInvalidRequest("type must be STANDARD"))
		return
	}
	limit, err := parseFileSizeLimit(in.FileSizeLimit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	types, err := parseAllowedMimeTypes(in.AllowedMimeTypes)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	caller, _ := s.identify(r) // already verified by requireServiceRole
	owner := sql.NullString{String: caller.UserID(), Valid: caller.UserID() != ""}
	now := s.keys.Now().UTC()
	_, err = s.db.Exec(r.Context(), "INSERT INTO storage_buckets (id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
		id, *in.Name, owner, in.Public != nil && *in.Public, limit, allowedMimeTypesValue(types), now, now)
	if dbErr := database.Classify(err); dbErr != nil && dbErr.Code == database.CodeUniqueViolation {
		s.fail(w, r, errBucketAlreadyExists())
		return
	}
	if err != nil {
		s.fail(w, r, fmt.Errorf("create bucket: %w", err))
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"name": *in.Name})
}
