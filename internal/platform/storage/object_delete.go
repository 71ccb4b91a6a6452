package storage

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
)

// maxDeletePrefixes bounds one bulk delete.
const maxDeletePrefixes = 1000

// deleteObject is DELETE /object/{bucket}/{key}.
func (s *Service) deleteObject(w http.ResponseWriter, r *http.Request, p params) {
	_, b, err := s.writeTarget(r, p, true, msgNotAllowed)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	gone, err := s.removeObjects(r, "bucket_id = ? AND name = ?", b.ID, p.key)
	if err == nil && len(gone) == 0 {
		err = errNoSuchKey()
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Successfully deleted"})
}

// deleteObjects is DELETE /object/{bucket} with {"prefixes": [...]}: despite the name the entries
// are exact object names, as in Storage; names that do not exist (or could not be keys) are
// skipped. It answers the deleted rows.
func (s *Service) deleteObjects(w http.ResponseWriter, r *http.Request, p params) {
	_, b, err := s.writeTarget(r, p, false, msgNotAllowed)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var body struct {
		Prefixes []string `json:"prefixes"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		s.fail(w, r, err)
		return
	}
	switch {
	case len(body.Prefixes) == 0:
		s.fail(w, r, errInvalidRequest("body/prefixes must NOT have fewer than 1 items"))
		return
	case len(body.Prefixes) > maxDeletePrefixes:
		s.fail(w, r, errInvalidRequest(fmt.Sprintf("body/prefixes must NOT have more than %d items", maxDeletePrefixes)))
		return
	}
	args := []any{b.ID}
	for _, name := range body.Prefixes {
		if validKey(name) {
			args = append(args, name)
		}
	}
	gone := []object{}
	if len(args) > 1 {
		cond := "bucket_id = ? AND name IN (?" + strings.Repeat(", ?", len(args)-2) + ")"
		if gone, err = s.removeObjects(r, cond, args...); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	out := make([]objectJSON, len(gone))
	for i, o := range gone {
		out[i] = o.JSON()
	}
	writeJSON(w, http.StatusOK, out)
}

// removeObjects deletes the rows matching cond (a WHERE clause over storage_objects with `?`
// arguments) in one statement, then their bytes: a row never points to deleted bytes. It returns
// the deleted rows.
func (s *Service) removeObjects(r *http.Request, cond string, args ...any) ([]object, error) {
	ctx := r.Context()
	id, _ := s.identify(r) // the callers checked it already
	var (
		gone   []object
		listed bool
	)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		var err error
		if gone, err = deleteReturning(ctx, tx, cond, args); err != nil {
			return err
		}
		if listed, err = forgetMedia(ctx, tx, gone); err != nil {
			return err
		}
		return auditRemove(ctx, tx, audit.WhoOf(id, r), gone)
	})
	if err != nil {
		return nil, err
	}
	if listed {
		s.libraryChanged()
	}
	for _, o := range gone {
		s.deleteBlob(r.Context(), o.blobKey())
	}
	return gone, nil
}

func deleteReturning(ctx context.Context, tx *database.Tx, cond string, args []any) ([]object, error) {
	rows, err := tx.Query(ctx, "DELETE FROM storage_objects WHERE "+cond+" RETURNING "+objectColumns, args...)
	if err != nil {
		return nil, fmt.Errorf("delete objects: %w", err)
	}
	defer rows.Close()
	var gone []object
	for rows.Next() {
		o, err := scanObject(rows)
		if err != nil {
			return nil, fmt.Errorf("delete objects: %w", err)
		}
		gone = append(gone, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("delete objects: %w", err)
	}
	return gone, nil
}
